import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import boundaries of STYLE.md: shared → features → app; features keep their internals. */
const webBoundaries = {
  patterns: [
    {
      group: ['**/app/*', '**/app/**'],
      message: 'Features and components must not import the app layer.',
    },
  ],
};

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
    files: [
      'apps/web/src/features/**/*.{ts,tsx}',
      'apps/web/src/components/**/*.{ts,tsx}',
      'apps/web/src/lib/**/*.{ts,tsx}',
    ],
    rules: { 'no-restricted-imports': ['error', webBoundaries] },
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
