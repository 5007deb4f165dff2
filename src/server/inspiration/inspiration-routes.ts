import { Hono } from 'hono';
import { inspirationQuerySchema } from '../../shared/inspiration/inspiration-api';
import type { AppEnv } from '../app';
import { validate } from '../http/validate';

/** GET /api/inspiration?query=&limit=&sources= -> `{ items, failedSources }` (public). */
export const inspirationRoutes = new Hono<AppEnv>().get(
  '/',
  validate('query', inspirationQuerySchema),
  async (c) => {
    const feed = c.get('services').inspiration;
    return c.json(await feed.aggregate(c.req.valid('query')));
  },
);
