import { Hono } from 'hono';
import {
  INSPIRATION_RATE_LIMITED,
  inspirationQuerySchema,
} from '../../shared/inspiration/inspiration-api';
import type { AppEnv } from '../http/app-env';
import { clientAddress } from '../auth/client-address';
import { enforceRateLimit } from '../http/rate-limit';
import { validate } from '../http/validate';
import type { Services } from '../services';

const SEARCH_WINDOW_MS = 10 * 60_000;

/**
 * GET /api/inspiration?query=&limit=&sources= -> `{ items, failedSources }` (public). Searches
 * that must ask a live source are counted per client address; cached answers are free.
 */
export const inspirationRoutes = ({
  inspiration,
  config,
  database,
}: Pick<Services, 'inspiration' | 'config' | 'database'>) =>
  new Hono<AppEnv>().get('/', validate('query', inspirationQuerySchema), async (c) => {
    const address = clientAddress(c, config.trustProxy);
    const beforeLiveSearch = () =>
      enforceRateLimit(
        database.db,
        `inspiration:${address}`,
        { limit: config.sources.searchesPer10Min, windowMs: SEARCH_WINDOW_MS },
        INSPIRATION_RATE_LIMITED,
      );
    return c.json(await inspiration.aggregate(c.req.valid('query'), { beforeLiveSearch }));
  });
