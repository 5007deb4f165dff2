import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/helpers/server/test-database';
import { hitRateLimit } from './rate-limit';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('hitRateLimit', () => {
  it('counts within a window and starts over after it', async () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    const options = { limit: 2, windowMs: 60_000 };
    const results = [];
    for (const ms of [0, 1_000, 2_000]) {
      results.push(await hitRateLimit(database.db, 'k1', { ...options, now: at(ms) }));
    }
    expect(results.map((r) => r.allowed)).toEqual([true, true, false]);
    expect((await hitRateLimit(database.db, 'k1', { ...options, now: at(61_000) })).allowed).toBe(
      true,
    );
  });

  it('stays exact under concurrent hits', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        hitRateLimit(database.db, 'k2', { limit: 5, windowMs: 60_000 }),
      ),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
});
