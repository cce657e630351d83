import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', 'data', 'test-results', 'playwright-report', '.bench'] },
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
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // zod only through shared/zod.ts (D-172): classic 'zod' puts about 90 kB into every function and
    // the page chunks, and 'zod/mini' imported directly would skip the English messages it loads.
    files: ['**/*.{ts,tsx}'],
    ignores: ['shared/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['zod', 'zod/*'], message: "Import zod from '#shared/zod.js' ('./zod.js' in shared/): zod/mini with zod's English messages (D-172)." }] },
      ],
    },
  },
  {
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      // A test names what it imports by its place in the tree (#functions/…, #infra/…, #shared/…,
      // #test/…, #web/…: package.json "imports"), never by climbing directories; zod as everywhere.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['zod', 'zod/*'], message: "Import zod from '#shared/zod.js' (D-172)." },
            { group: ['../*'], message: "Import through an alias (#functions/…, #infra/…, #shared/…, #test/…, #web/…), not '../'." },
          ],
        },
      ],
    },
  },
  {
    // A spec's `test` starts its worker's own stack (test/e2e/support/worker-stack.ts).
    files: ['test/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import `test` from './support/worker-stack.js' (or './support/clock.js'): it starts the worker's stack." }],
          patterns: [
            { group: ['zod', 'zod/*'], message: "Import zod from '#shared/zod.js' (D-172)." },
            { group: ['../*'], message: "Import through an alias (#functions/…, #infra/…, #shared/…, #test/…, #web/…), not '../'." },
          ],
        },
      ],
    },
  },
);
