import { Hono } from 'hono';
import { waitlistSchema } from '../../shared/waitlist/waitlist-schema';
import type { AppEnv } from '../http/app-env';
import { clientAddress } from '../auth/client-address';
import { proConnectWaitlist } from '../db/schema';
import { enforceRateLimit } from '../http/rate-limit';
import { validate } from '../http/validate';
import type { Services } from '../services';

/** Sign-ups per client address and window; only valid ones count, as for the lead form. */
export const waitlistRateLimit = { limit: 5, windowMs: 10 * 60_000 } as const;

/**
 * Mounted at /api/pro-connect. POST /waitlist answers 201 whether the address is new or already
 * listed, so the endpoint cannot be used to learn who signed up.
 */
export const waitlistRoutes = ({ config, database }: Pick<Services, 'config' | 'database'>) =>
  new Hono<AppEnv>().post('/waitlist', validate('json', waitlistSchema), async (c) => {
    const address = clientAddress(c, config.trustProxy);
    await enforceRateLimit(database.db, `pro-connect-waitlist:${address}`, waitlistRateLimit);
    const entry = c.req.valid('json');
    await database.db
      .insert(proConnectWaitlist)
      .values({
        email: entry.email,
        professional: entry.professional,
        sessionType: entry.session_type,
      })
      .onConflictDoNothing({ target: proConnectWaitlist.email });
    return c.json({ ok: true as const }, 201);
  });
