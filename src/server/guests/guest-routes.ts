import { Hono } from 'hono';
import { z } from 'zod';
import { guestId } from '../auth/caller';
import { clientAddress } from '../auth/client-address';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validate';
import type { Services } from '../services';

const allowanceQuery = z.object({ guestSessionId: z.uuid('guestSessionId must be a UUID') });

/** GET /api/guest/allowance: how many free questions this guest has left (and its cookie). */
export const guestRoutes = ({ guests, config }: Pick<Services, 'guests' | 'config'>) =>
  new Hono<AppEnv>().get('/allowance', validate('query', allowanceQuery), async (c) => {
    const cookieId = await guestId(c);
    const remaining = await guests.remaining({
      sessionId: c.req.valid('query').guestSessionId,
      cookieId,
      address: clientAddress(c, config.trustProxy),
    });
    return c.json({ remaining, limit: guests.limit });
  });
