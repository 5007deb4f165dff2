import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app';
import { clientAddress } from '../auth/client-address';
import { validate } from '../http/validate';
import { guestCookieId } from './guest-cookie';

const allowanceQuery = z.object({ guestSessionId: z.uuid('guestSessionId must be a UUID') });

/** GET /api/guest/allowance: how many free questions this guest has left (and its cookie). */
export const guestRoutes = new Hono<AppEnv>().get(
  '/allowance',
  validate('query', allowanceQuery),
  async (c) => {
    const { guests, keys, config } = c.get('services');
    const cookieId = await guestCookieId(
      c,
      keys.guestCookie,
      config.publicUrl.startsWith('https://'),
    );
    const remaining = await guests.remaining({
      sessionId: c.req.valid('query').guestSessionId,
      cookieId,
      address: clientAddress(c, config.trustProxy),
    });
    return c.json({ remaining, limit: guests.limit });
  },
);
