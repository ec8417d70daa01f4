import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';

/**
 * Import boundaries of STYLE.md in the web app: shared → features → app. A feature imports its own
 * files, components/, lib/, i18n/, the app context every screen lives in (the widget's settings
 * and the session) and @quad/shared, never another feature; only the app composes features.
 */
const WEB = 'apps/web/src';
const webElements = [
  { type: 'app-context', pattern: `${WEB}/app/{widget-context,session}` },
  { type: 'app', pattern: `${WEB}/app` },
  { type: 'feature', pattern: `${WEB}/features/*`, capture: ['featureName'] },
  { type: 'components', pattern: `${WEB}/components` },
  { type: 'lib', pattern: `${WEB}/lib` },
  { type: 'i18n', pattern: `${WEB}/i18n` },
  { type: 'test-support', pattern: `${WEB}/test` },
];
const allowed = (...types) => ({ to: { element: { types: { anyOf: types } } } });
const webPolicies = [
  {
    from: { element: { type: 'app' } },
    allow: allowed('app', 'app-context', 'feature', 'components', 'lib', 'i18n', 'test-support'),
  },
  {
    from: { element: { type: 'feature' } },
    allow: allowed('app-context', 'components', 'lib', 'i18n', 'test-support'),
  },
  {
    from: { element: { type: 'feature' } },
    allow: {
      to: { element: { type: 'feature', captured: { featureName: '{{ from.featureName }}' } } },
    },
  },
  {
    from: { element: { type: 'app-context' } },
    allow: allowed('app-context', 'components', 'lib', 'i18n', 'test-support'),
  },
  {
    from: { element: { type: 'components' } },
    allow: allowed('components', 'lib', 'i18n', 'test-support'),
  },
  { from: { element: { type: 'lib' } }, allow: allowed('lib', 'i18n', 'test-support') },
  { from: { element: { type: 'i18n' } }, allow: allowed('i18n') },
  {
    from: { element: { type: 'test-support' } },
    allow: allowed('test-support', 'app-context', 'components', 'lib', 'i18n'),
  },
];

/** The server never imports the web app. */
const serverImportPatterns = [
  { group: ['@quad/web*', 'react*'], message: 'The server does not import the web app.' },
];

/** STYLE.md: `<area>.repository.ts` is the only module code that speaks to the ORM. */
const drizzleOnlyInRepositories = {
  group: ['drizzle-orm', 'drizzle-orm/*'],
  message:
    'Only *.repository.ts files (and core/, seed/, tests) use Drizzle: move the query into a repository.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'storage/**',
      'artifacts/**',
      'apps/server/drizzle/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@quad/server*', '@quad/web*', 'react*', 'fastify*'],
              message: 'The shared contract imports neither side.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every string the API accepts goes through text(), which refuses U+0000 (see contracts/common.ts).
    files: ['packages/shared/src/**/*.ts', 'apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/shared/src/contracts/common.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='z'][callee.property.name='string']",
          message: 'Use text() from @quad/shared/contracts/common: it refuses the NUL character.',
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Every visible string goes through react-i18next: text written straight into JSX is an error.
    files: ['apps/web/src/**/*.tsx'],
    ignores: [
      'apps/web/src/**/*.test.tsx',
      'apps/web/src/**/test/**',
      'apps/web/src/**/test-fixtures.tsx',
      'apps/web/src/**/test-render.tsx',
    ],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-text-only',
          // Punctuation, symbols and numbers between translated parts are not words.
          words: { exclude: ['^[\\s\\d·:;.,#×↑↓→←—–/()+|•…!?*%-]*$'] },
        },
      ],
      // …and so are the names and hints people hear or see in attributes.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|aria-roledescription|aria-valuetext|alt|title|placeholder|label)$/] > Literal[value=/\\p{L}/u]',
          message: 'A visible or spoken attribute goes through t() like every other text.',
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': webElements,
      'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: webPolicies }],
    },
  },
  {
    // What runs in the product speaks through its logger or the page, never a stray console.log.
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: { 'no-console': ['error', { allow: ['warn', 'error'] }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: serverImportPatterns }] },
  },
  {
    // Feature modules reach the database through their repositories; core/, seed/, test/ and
    // bench/ may use Drizzle directly. A later block replaces the rule's options for the files it
    // matches, so this one repeats the server-wide patterns.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...serverImportPatterns, drizzleOnlyInRepositories] },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
