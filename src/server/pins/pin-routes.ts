import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  createBoardSchema,
  createPinSchema,
  pinSearchQuerySchema,
  type PinterestStatus,
} from '../../shared/pins/pin-schema';
import type { AppEnv } from '../app';
import { requireUser } from '../auth/require-user';
import { ApiError } from '../http/errors';
import { validate } from '../http/validate';
import type { Services } from '../services';
import { signState, verifyState } from './oauth-state';
import { pinSearch, userPinterest } from './pin-search';
import { pinterestApp } from './pinterest-app';
import { notConnected, toApiError } from './pinterest-errors';
import { authorizeUrl, exchangeCode } from './pinterest-oauth';
import { pinterestTokenStore } from './pinterest-tokens';

const callbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(500).optional(),
});

/** The session's user id where signing in is optional (status, search, the OAuth callback). */
async function sessionUserId(c: Context<AppEnv>): Promise<string | undefined> {
  const session = await c.get('services').sessions.get(c.req.raw.headers);
  return session?.user.id;
}

const tokens = (services: Services) => pinterestTokenStore(services.database.db, services.keys);

async function connectedApi(services: Services, userId: string) {
  const api = await userPinterest(services, userId).catch((error: unknown) => {
    throw toApiError(error, 'Pinterest could not be reached.');
  });
  if (!api) throw notConnected();
  return api;
}

const backToPage = (outcome: 'connected' | 'failed') =>
  `/dashboard/inspiration?pinterest=${outcome}`;

/**
 * docs/api.md Pinterest routes. Search and status work for anyone (signed-out visitors get
 * the sample pins); connecting, boards and creating pins need a signed-in user with a connected
 * Pinterest account, and only ever use that user's own token.
 */
export const pinRoutes = new Hono<AppEnv>()
  .get('/status', async (c) => {
    const configured = Boolean(pinterestApp(c.get('services').config));
    const userId = await sessionUserId(c);
    const connected = configured && userId ? await tokens(c.get('services')).has(userId) : false;
    return c.json<PinterestStatus>({ configured, signedIn: Boolean(userId), connected });
  })
  .get('/search', validate('query', pinSearchQuerySchema), async (c) => {
    const { query, limit } = c.req.valid('query');
    return c.json(await pinSearch(c.get('services'), await sessionUserId(c), query, limit));
  })
  .get('/connect', requireUser, (c) => {
    const app = pinterestApp(c.get('services').config);
    if (!app) throw new ApiError(404, 'Pinterest is not set up on this site.', 'NOT_CONFIGURED');
    return c.redirect(
      authorizeUrl(app, signState(c.get('user').id, c.get('services').keys.pinterestState)),
    );
  })
  .get('/oauth/callback', validate('query', callbackQuery), async (c) => {
    const app = pinterestApp(c.get('services').config);
    if (!app) throw new ApiError(404, 'Pinterest is not set up on this site.', 'NOT_CONFIGURED');
    const userId = await sessionUserId(c);
    if (!userId) return c.redirect('/auth');
    const { code, state } = c.req.valid('query');
    if (!code || !state || !verifyState(state, userId, c.get('services').keys.pinterestState)) {
      return c.redirect(backToPage('failed'));
    }
    try {
      await tokens(c.get('services')).save(userId, await exchangeCode(app, code));
    } catch (error) {
      console.error(`pinterest: connecting failed: ${(error as Error).message}`);
      return c.redirect(backToPage('failed'));
    }
    return c.redirect(backToPage('connected'));
  })
  .delete('/connection', requireUser, async (c) => {
    await tokens(c.get('services')).remove(c.get('user').id);
    return c.body(null, 204);
  })
  .get('/boards', requireUser, async (c) => {
    const api = await connectedApi(c.get('services'), c.get('user').id);
    const items = await api.listBoards().catch((error: unknown) => {
      throw toApiError(error, 'Failed to fetch Pinterest boards');
    });
    return c.json({ items });
  })
  .post('/boards', requireUser, validate('json', createBoardSchema), async (c) => {
    const api = await connectedApi(c.get('services'), c.get('user').id);
    const board = await api.createBoard(c.req.valid('json')).catch((error: unknown) => {
      throw toApiError(error, 'Failed to create Pinterest board');
    });
    return c.json(board, 201);
  })
  .post('/', requireUser, validate('json', createPinSchema), async (c) => {
    const api = await connectedApi(c.get('services'), c.get('user').id);
    const pin = await api.createPin(c.req.valid('json')).catch((error: unknown) => {
      throw toApiError(error, 'Failed to create Pinterest pin');
    });
    return c.json(pin, 201);
  });
