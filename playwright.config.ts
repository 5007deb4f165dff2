import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './bench/chromium-args';

const port = Number(process.env.E2E_PORT ?? 4173);
// Every run starts on an empty embedded database (PostgreSQL in DATA_DIR/postgres). Workers re-read this file, so the folder is
// made once and passed down in the environment (tests read mail from its outbox).
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'fixwise-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
const modelAppPort = port + 1;
const fakeModelControlPort = port + 2;
const fakeModelPort = port + 3;

// SIGTERM rather than Playwright's default SIGKILL: the server stops its embedded database and
// exits before the run ends, so no database process outlives the run even for a moment.
const gracefulShutdown = { signal: 'SIGTERM', timeout: 15_000 } as const;

const serverEnv = {
  NODE_ENV: 'test',
  LOG_FORMAT: 'none',
  // Many journeys sign up from 127.0.0.1 within a minute; the limit itself is tested in the
  // integration suite.
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  ASSISTANT_RATE_LIMIT_PER_MINUTE: '1000',
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium; the project never downloads a browser of its own.
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: /\.phone\.spec\.ts$/ },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'] },
      testMatch: /\.phone\.spec\.ts$/,
    },
  ],
  webServer: [
    {
      command: 'node dist/server/main.js',
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown,
      env: {
        ...serverEnv,
        PORT: String(port),
        DATA_DIR: dataDir,
        ADMIN_EMAILS: 'admin@fixwise.test',
      },
    },
    // The same app on a (fake) OpenAI-compatible model, to see the chat handle model failures.
    {
      command: `npx tsx tests/helpers/e2e/run-fake-model-server.ts ${fakeModelControlPort} ${fakeModelPort}`,
      url: `http://127.0.0.1:${fakeModelControlPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'node dist/server/main.js',
      url: `http://localhost:${modelAppPort}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown,
      env: {
        ...serverEnv,
        PORT: String(modelAppPort),
        DATA_DIR: `${dataDir}-model`,
        AI_PROVIDER: 'openai-compatible',
        OPENAI_BASE_URL: `http://127.0.0.1:${fakeModelPort}/v1`,
        AI_MODEL: 'fake-model',
        // Above the 5 s the fake model may hold a reply half written (fake-model-server.ts).
        AI_TIMEOUT_MS: '7000',
      },
    },
  ],
});
