import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema';

/** Where earlier versions kept a generated secret: in the very database it protects. */
const LEGACY_SETTING = 'auth_secret';
export const AUTH_SECRET_FILE = 'auth-secret';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
const isTaken = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EEXIST';

async function readSecretFile(file: string): Promise<string | undefined> {
  try {
    // Only the server's own user may read it, whatever umask created it.
    if (((await stat(file)).mode & 0o077) !== 0) await chmod(file, 0o600);
    return (await readFile(file, 'utf8')).trim() || undefined;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** Creates the file only if nobody else did; a concurrent start's secret wins. */
async function writeSecretFile(file: string, secret: string): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true });
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if (!isTaken(error)) throw error;
    const existing = await readSecretFile(file);
    if (!existing) throw new Error(`${file} exists but is empty`, { cause: error });
    return existing;
  }
}

/**
 * The configured AUTH_SECRET, or one generated on first start into `DATA_DIR/auth-secret`
 * (mode 0600), outside the database, so a leaked dump or backup of the database cannot forge
 * sessions. A secret an earlier version stored in the database moves to the file on first start
 * and leaves the database, so sessions signed with it stay valid. Production requires
 * AUTH_SECRET (config.ts); several instances need it too, as each has its own DATA_DIR.
 */
export async function resolveAuthSecret(
  db: Database,
  { configured, dataDir }: { configured?: string; dataDir: string },
): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, AUTH_SECRET_FILE);
  const stored = await readSecretFile(file);
  const [legacy] = await db.select().from(appSettings).where(eq(appSettings.key, LEGACY_SETTING));
  const secret =
    stored ?? (await writeSecretFile(file, legacy?.value ?? randomBytes(32).toString('base64url')));
  if (legacy) await db.delete(appSettings).where(eq(appSettings.key, LEGACY_SETTING));
  return secret;
}
