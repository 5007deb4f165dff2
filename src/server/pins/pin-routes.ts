import { Hono } from 'hono';
import { z } from 'zod';
import {
  createBoardSchema,
  createPinSchema,
  pinSearchQuerySchema,
  type PinterestStatus,
} from '../../shared/pins/pin-schema';
import { findUser } from '../auth/caller';
import { signedIn, type UserEnv } from '../auth/guards';
import { ApiError } from '../http/errors';
import { validate } from '../http/validate';
import { signState, verifyState } from './oauth-state';
import { pinSearch, userPinterest, type PinterestDeps } from './pin-search';
import { pinterestApp } from './pinterest-app';
import { notConnected, toApiError } from './pinterest-errors';
import { authorizeUrl, exchangeCode } from './pinterest-oauth';

const callbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(500).optional(),
  error: z.string().max(500).optional(),
});

async function connectedApi(services: PinterestDeps, userId: string) {
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
export const pinRoutes = (services: PinterestDeps) =>
  new Hono<UserEnv>()
    .get('/status', async (c) => {
      const configured = Boolean(pinterestApp(services.config));
      // Signing in is optional here, in search and in the OAuth callback.
      const userId = (await findUser(c))?.id;
      const connected = configured && userId ? await services.pinterestTokens.has(userId) : false;
      return c.json<PinterestStatus>({ configured, signedIn: Boolean(userId), connected });
    })
    .get('/search', validate('query', pinSearchQuerySchema), async (c) => {
      const { query, limit } = c.req.valid('query');
      return c.json(await pinSearch(services, (await findUser(c))?.id, query, limit));
    })
    .get('/connect', signedIn, (c) => {
      const app = pinterestApp(services.config);
      if (!app) throw new ApiError(404, 'Pinterest is not set up on this site.', 'NOT_CONFIGURED');
      return c.redirect(
        authorizeUrl(app, signState(c.get('user').id, services.keys.pinterestState)),
      );
    })
    .get('/oauth/callback', validate('query', callbackQuery), async (c) => {
      const app = pinterestApp(services.config);
      if (!app) throw new ApiError(404, 'Pinterest is not set up on this site.', 'NOT_CONFIGURED');
      const userId = (await findUser(c))?.id;
      if (!userId) return c.redirect('/auth');
      const { code, state } = c.req.valid('query');
      if (!code || !state || !verifyState(state, userId, services.keys.pinterestState)) {
        return c.redirect(backToPage('failed'));
      }
      try {
        await services.pinterestTokens.save(userId, await exchangeCode(app, code));
      } catch (error) {
        console.error(`pinterest: connecting failed: ${(error as Error).message}`);
        return c.redirect(backToPage('failed'));
      }
      return c.redirect(backToPage('connected'));
    })
    .delete('/connection', signedIn, async (c) => {
      await services.pinterestTokens.remove(c.get('user').id);
      return c.body(null, 204);
    })
    .get('/boards', signedIn, async (c) => {
      const api = await connectedApi(services, c.get('user').id);
      const items = await api.listBoards().catch((error: unknown) => {
        throw toApiError(error, 'Failed to fetch Pinterest boards');
      });
      return c.json({ items });
    })
    .post('/boards', signedIn, validate('json', createBoardSchema), async (c) => {
      const api = await connectedApi(services, c.get('user').id);
      const board = await api.createBoard(c.req.valid('json')).catch((error: unknown) => {
        throw toApiError(error, 'Failed to create Pinterest board');
      });
      return c.json(board, 201);
    })
    .post('/', signedIn, validate('json', createPinSchema), async (c) => {
      const api = await connectedApi(services, c.get('user').id);
      const pin = await api.createPin(c.req.valid('json')).catch((error: unknown) => {
        throw toApiError(error, 'Failed to create Pinterest pin');
      });
      return c.json(pin, 201);
    });
