import { and, gt, inArray, lte } from 'drizzle-orm';
import { z } from 'zod';
import {
  contentItemSchema,
  type ContentItem,
  type ContentSource,
} from '../../shared/inspiration/content-item';
import type { Database } from '../db/client';
import { inspirationCache } from '../db/schema';

const itemsSchema = z.array(contentItemSchema);

/** One source's answer to one search; `query` is already normalised. */
export interface CacheKey {
  source: ContentSource;
  query: string;
  limit: number;
}

export function cacheKey({ source, query, limit }: CacheKey): string {
  return `${source}|${limit}|${query}`;
}

/**
 * Source answers in the database (table inspiration_cache), so every instance shares them and a
 * restart does not spend quota again. Only successful answers are stored: a failed source has no
 * row, and the next request asks it again.
 */
export function createInspirationCache(db: Database, now: () => Date = () => new Date()) {
  /** The unexpired answers among `keys`; a row that no longer reads as items counts as a miss. */
  async function read(keys: readonly string[]): Promise<Map<string, ContentItem[]>> {
    if (keys.length === 0) return new Map();
    const rows = await db
      .select({ key: inspirationCache.key, items: inspirationCache.items })
      .from(inspirationCache)
      .where(and(inArray(inspirationCache.key, [...keys]), gt(inspirationCache.expiresAt, now())));
    return new Map(
      rows.flatMap((row) => {
        const parsed = itemsSchema.safeParse(row.items);
        return parsed.success ? [[row.key, parsed.data] as const] : [];
      }),
    );
  }

  /** Stores (or replaces) an answer, and sweeps expired rows so forgotten queries do not pile up. */
  async function write(key: string, source: ContentSource, items: ContentItem[], ttlMs: number) {
    const createdAt = now();
    const expiresAt = new Date(createdAt.getTime() + ttlMs);
    await db
      .insert(inspirationCache)
      .values({ key, source, items, expiresAt, createdAt })
      .onConflictDoUpdate({ target: inspirationCache.key, set: { items, expiresAt, createdAt } });
    await db.delete(inspirationCache).where(lte(inspirationCache.expiresAt, createdAt));
  }

  return { read, write };
}

export type InspirationCache = ReturnType<typeof createInspirationCache>;
