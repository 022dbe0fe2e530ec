import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/drizzle/meta/**',
      'data/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // The web app runs in the browser (and renders on the server); it may use @bhakti/api's types only.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@bhakti/api',
              message: 'The web app imports only types from @bhakti/api.',
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              group: ['@bhakti/ai', '@bhakti/ai/*'],
              message: 'The web app talks to AI only through the server; @bhakti/ai is for the browser suite (e2e).',
            },
            { group: ['@bhakti/testing'], message: '@bhakti/testing is for tests only.' },
          ],
        },
      ],
    },
  },
  {
    // The server's own code runs in production, where the devDependency @bhakti/testing is not installed.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@bhakti/testing'], message: '@bhakti/testing is for tests only.' }] },
      ],
    },
  },
);
