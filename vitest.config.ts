import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/shared/**/*.test.ts',
            'src/server/**/*.test.ts',
            'lint-rules/*.test.js',
            'tests/docs/*.test.ts',
          ],
          exclude: ['src/server/**/*.integration.test.ts'],
          environment: 'node',
          // Property tests do real work; on a busy 2-core machine 5 s is too tight a hang guard.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/helpers/web/jsdom.setup.ts'],
          // Above the setup's 10 s wait for the page, so a slow wait fails as a wait, not a hang.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['src/server/**/*.integration.test.ts'],
          environment: 'node',
          // One database server per run (the embedded default, or TEST_DATABASE_URL's).
          globalSetup: ['tests/helpers/server/database-server.global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
