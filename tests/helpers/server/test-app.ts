import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { createServices } from '../../../src/server/services';
import { createTestDatabase } from './test-database';

/** The real app over a fresh database, called in-process through `app.request()`. */
export async function createTestApp(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fixwise-test-')),
    PUBLIC_URL: 'http://localhost:3000',
    // Tests pick client addresses with X-Forwarded-For to exercise per-address limits.
    TRUST_PROXY: 'true',
    ...env,
  });
  const services = await createServices(config, database);
  const app = createApp(services);
  return { app, database, config, services, close: () => database.close() };
}

export function jsonRequest(body: unknown, init: RequestInit = {}): RequestInit {
  return {
    method: 'POST',
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}
