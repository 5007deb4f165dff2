import type { Config } from '../config';
import type { Database } from '../db/client';
import { hitRateLimit } from '../http/rate-limit';
import { createInspirationCache } from './inspiration-cache';
import { createInspirationFeed } from './inspiration-feed';
import { createSources } from './sources/create-sources';

const HOUR_MS = 60 * 60_000;

/**
 * The inspiration feed as the app runs it: configured sources over the database cache, each
 * live source held to its hourly budget (counted in the database, so across instances).
 */
export function createInspiration(config: Config['sources'], db: Database) {
  return createInspirationFeed({
    sources: createSources(config),
    cache: createInspirationCache(db),
    timeoutMs: config.timeoutMs,
    spendBudget: async (source) =>
      (
        await hitRateLimit(db, `inspiration-budget:${source}`, {
          limit: config.hourlyBudget[source],
          windowMs: HOUR_MS,
        })
      ).allowed,
  });
}
