import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema';

const key = 'auth_secret';

/**
 * The configured AUTH_SECRET, or one generated on first start and kept in the database, so every
 * instance sharing the database signs and checks sessions with the same secret.
 */
export async function resolveAuthSecret(db: Database, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  if (!row) throw new Error('The auth secret could not be stored');
  return row.value;
}
