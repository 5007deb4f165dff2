import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decryptOAuthToken, setTokenUtil } from 'better-auth/oauth2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { appSettings } from '../db/schema';
import { createServices } from '../services';
import { createTestDatabase } from '../../../tests/helpers/server/test-database';
import { authed, signUpUser } from '../../../tests/helpers/server/test-users';
import { AUTH_SECRET_FILE } from './auth-secret';
import { deriveKey } from './derived-keys';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function appOn(dataDir: string, env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    TRUST_PROXY: 'true',
    ...env,
  });
  const services = await createServices(config, database);
  return { app: createApp(services), services };
}

const newDataDir = () => mkdtempSync(path.join(tmpdir(), 'fixwise-secret-'));
const sessionUser = async (app: ReturnType<typeof createApp>, cookie: string) =>
  (
    (await (await app.request('/api/auth/get-session', authed(cookie))).json()) as {
      user?: { id: string };
    } | null
  )?.user?.id;

describe('the generated auth secret', () => {
  it('lives in a file only the server user can read, not in the database', async () => {
    const dataDir = newDataDir();
    const { services } = await appOn(dataDir);
    const file = path.join(dataDir, AUTH_SECRET_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(services.keys.auth);
    expect(services.keys.auth.length).toBeGreaterThanOrEqual(32);
    const rows = await database.db.select().from(appSettings);
    expect(rows.map((row) => row.value)).not.toContain(services.keys.auth);
    // The next start reads the same secret.
    expect((await appOn(dataDir)).services.keys.auth).toBe(services.keys.auth);
  });

  it('moves a secret an earlier version kept in the database to the file; sessions survive', async () => {
    const legacy = 'legacy-secret-stored-in-the-database-0123456789';
    const before = await appOn(newDataDir(), { AUTH_SECRET: legacy });
    const user = await signUpUser(before.app);
    expect(await sessionUser(before.app, user.cookie)).toBe(user.id);
    await database.db.insert(appSettings).values({ key: 'auth_secret', value: legacy });

    const dataDir = newDataDir();
    const after = await appOn(dataDir);
    expect(readFileSync(path.join(dataDir, AUTH_SECRET_FILE), 'utf8').trim()).toBe(legacy);
    expect(
      await database.db.select().from(appSettings).where(eq(appSettings.key, 'auth_secret')),
    ).toEqual([]);
    expect(await sessionUser(after.app, user.cookie)).toBe(user.id);
  });
});

describe('keys per purpose', () => {
  it('derives a distinct key for each purpose, none equal to the secret', async () => {
    const { services } = await appOn(newDataDir());
    const { auth, guestCookie, pinterestToken, pinterestState } = services.keys;
    expect(new Set([auth, guestCookie, pinterestToken, pinterestState]).size).toBe(4);
    expect(guestCookie).toBe(deriveKey(auth, 'guest-cookie'));
  });

  it('seals OAuth tokens before better-auth stores them', async () => {
    const { services } = await appOn(newDataDir());
    // Our auth's context, typed with our options; better-auth's helpers take the general type.
    const context = (await services.auth.$context) as unknown as Parameters<typeof setTokenUtil>[1];
    const token = 'ya29.a0AfH6SMBx-google-access-token';
    const stored = await setTokenUtil(token, context);
    expect(stored).not.toBe(token);
    expect(stored).not.toContain('google-access-token');
    expect(await decryptOAuthToken(stored!, context)).toBe(token);
  });
});
