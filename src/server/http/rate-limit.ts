import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ApiError } from './errors';

/**
 * A fixed-window counter in the database, so the limit holds across app instances. One upsert
 * both resets an expired window and counts this request, which keeps it atomic.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  options: { limit: number; windowMs: number; now?: Date },
): Promise<{ allowed: boolean; count: number }> {
  const now = options.now ?? new Date();
  const windowFloor = new Date(now.getTime() - options.windowMs);
  const result = await db.execute<{ count: number }>(sql`
    insert into api_rate_limits (key, window_start, count)
    values (${key}, ${now.toISOString()}, 1)
    on conflict (key) do update set
      count = case when api_rate_limits.window_start <= ${windowFloor.toISOString()}
                   then 1 else api_rate_limits.count + 1 end,
      window_start = case when api_rate_limits.window_start <= ${windowFloor.toISOString()}
                   then excluded.window_start else api_rate_limits.window_start end
    returning count
  `);
  const count = Number((result as unknown as { rows: Array<{ count: number }> }).rows[0]?.count);
  return { allowed: count <= options.limit, count };
}

/**
 * Throws a 429 with a message the UI can show when the caller is over its limit; `refusal`
 * replaces the generic message and code where the UI explains the limit in its own words.
 */
export async function enforceRateLimit(
  db: Database,
  key: string,
  options: { limit: number; windowMs: number },
  refusal = {
    message: 'Too many requests. Please wait a moment and try again.',
    code: 'RATE_LIMITED',
  },
) {
  const { allowed } = await hitRateLimit(db, key, options);
  if (!allowed) throw new ApiError(429, refusal.message, refusal.code);
}
