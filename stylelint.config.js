/**
 * The web app's CSS is written in logical properties (margin-inline-start, inset-inline-end,
 * text-align: start …), so Arabic lays out right to left with no second stylesheet.
 */
export default {
  rules: {
    'csstools/use-logical': [
      'always',
      {
        // Up and down do not change with the writing direction; only left and right do.
        except: [
          'top',
          'bottom',
          'margin-top',
          'margin-bottom',
          'padding-top',
          'padding-bottom',
          'border-top',
          'border-bottom',
          'border-top-width',
          'border-bottom-width',
          'border-top-color',
          'border-bottom-color',
          'border-top-style',
          'border-bottom-style',
          'height',
          'width',
          'min-height',
          'max-height',
          'min-width',
          'max-width',
        ],
      },
    ],
  },
  plugins: ['stylelint-use-logical'],
};
