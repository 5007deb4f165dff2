import type { Config } from '../config';
import type { Database } from '../db/client';
import { createInspirationCache } from './inspiration-cache';
import { createInspirationFeed } from './inspiration-feed';
import { createSources } from './sources/create-sources';

/** The inspiration feed as the app runs it: configured sources over the database cache. */
export function createInspiration(config: Config['sources'], db: Database) {
  return createInspirationFeed({
    sources: createSources(config),
    cache: createInspirationCache(db),
    timeoutMs: config.timeoutMs,
  });
}
