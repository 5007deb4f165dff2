import { createApp } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase } from './test-database';

/** The real app over a fresh database, called in-process through `app.request()`. */
export async function createTestApp(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/fixwise-test', ...env });
  const app = createApp({ config, database });
  return { app, database, config, close: () => database.close() };
}

export function jsonRequest(body: unknown, init: RequestInit = {}): RequestInit {
  return {
    method: 'POST',
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}
