import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { databaseUnavailable, unavailableResponse } from '../http/errors';
import { enforceRateLimit } from '../http/rate-limit';
import type { Services } from '../services';
import { CLIENT_ADDRESS_HEADER, clientAddress } from './client-address';

const ACCOUNT_WINDOW_MS = 15 * 60_000;

/**
 * The account a sign-in attempt names, read from a copy of the body (better-auth reads it),
 * as a hash: any bytes the caller sends make a safe key, and no address is stored.
 */
async function signInAccountKey(request: Request): Promise<string | undefined> {
  try {
    const body = (await request.clone().json()) as { email?: unknown };
    if (typeof body.email !== 'string') return undefined;
    const email = body.email.trim().toLowerCase();
    return createHash('sha256').update(email).digest('hex').slice(0, 32);
  } catch {
    return undefined;
  }
}

/**
 * better-auth's handler under /api/auth/*. The client address is decided here (see
 * client-address.ts) and passed on in our own header, which a caller cannot forge because it is
 * overwritten on every request.
 */
export const authRoutes = ({
  auth,
  config,
  database,
  sessions,
}: Pick<Services, 'auth' | 'config' | 'database' | 'sessions'>) =>
  new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
    // Guessing one account's password from many addresses meets a limit of its own.
    if (c.req.method === 'POST' && c.req.path === '/api/auth/sign-in/email') {
      const account = await signInAccountKey(c.req.raw);
      if (account) {
        await enforceRateLimit(database.db, `sign-in-account:${account}`, {
          limit: config.authAccountAttemptsPer15Min,
          windowMs: ACCOUNT_WINDOW_MS,
        });
      }
    }
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, config.trustProxy));
    const response = await auth.handler(new Request(c.req.raw, { headers }));
    // A successful POST may have signed someone out or changed an account: every instance then
    // forgets the sessions it cached (session-cache.ts). GETs (reading the session, "ok", the
    // links in mails) revoke nothing, and a refused attempt changed nothing, so neither a stream
    // of wrong passwords nor of GETs can keep flushing every instance's cache.
    if (c.req.method === 'POST' && response.status < 400) await sessions.changed();
    // better-auth answers a failed query with its own 500; during an outage that is our 503.
    if (response.status >= 500 && (await databaseUnavailable(database))) {
      return unavailableResponse(c);
    }
    return response;
  });
