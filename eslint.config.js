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
const noWeb = {
  patterns: [{ group: ['**/web/**'], message: 'Server code does not import web code.' }],
};

/**
 * What each web feature offers the others (paths inside the feature, without extension);
 * anything else in a feature is its own. Shared UI lives in src/web/ui, helpers in src/web/lib.
 */
const featurePublicModules = {
  auth: ['auth-client', 'auth-errors', 'auth-provider', 'two-factor-client', 'use-auth'],
  guest: ['guest-storage', 'use-guest'],
  chat: ['chat-view', 'embedded-chat', 'pending-question', 'reply-text', 'use-chat-composer'],
  conversations: ['conversation-queries', 'conversations-api', 'message-cache', 'projects-panel'],
  'project-panel': ['project-panel'],
  'dashboard-shell': ['dashboard-ui'],
  'account-menu': ['user-menu'],
  realtime: ['live-sync'],
  inspiration: ['api/safe-items'],
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
      'fixwise/feature-boundaries': [
        'error',
        { featuresDir: 'src/web/features', publicModules: featurePublicModules },
      ],
    },
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
