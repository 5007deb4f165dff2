import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import fixwise from './lint-rules/index.js';
import { noTestHelperImports } from './eslint/no-test-helper-imports.js';

// ARCHITECTURE §3 boundaries: a wrong import arrow fails lint.
const noServerOrWeb = {
  patterns: [
    {
      group: ['**/server/**', '**/web/**'],
      message: 'src/shared stays free of server and web code.',
    },
    { group: ['node:*'], message: 'src/shared does no I/O.' },
  ],
};
const noServer = {
  patterns: [
    { group: ['**/server/**'], message: 'The web app talks to the server over HTTP only.' },
  ],
};
// The shared layers sit under every feature: they import neither features nor the app.
const noServerFeaturesOrApp = {
  patterns: [
    ...noServer.patterns,
    {
      group: ['**/features/**', '**/app/**'],
      message:
        'src/web/ui, src/web/lib and src/web/session are shared: they import no feature or app code.',
    },
  ],
};
const noWeb = {
  patterns: [{ group: ['**/web/**'], message: 'Server code does not import web code.' }],
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'test-results', 'playwright-report', '.data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.ts'],
    plugins: { fixwise },
    rules: { 'fixwise/no-import-cycle': 'error' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', noServer],
      // Features import only shared layers (ui, lib, session); app and pages compose them.
      'fixwise/feature-boundaries': ['error', { featuresDir: 'src/web/features' }],
    },
  },
  {
    files: ['src/web/{ui,lib,session}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', noServerFeaturesOrApp] },
  },
  { files: ['src/shared/**/*.ts'], rules: { 'no-restricted-imports': ['error', noServerOrWeb] } },
  { files: ['src/server/**/*.ts'], rules: { 'no-restricted-imports': ['error', noWeb] } },
  // Test helpers live in tests/helpers/; only tests import them.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { 'test-helpers': { rules: { 'no-import': noTestHelperImports } } },
    rules: { 'test-helpers/no-import': 'error' },
  },
);
