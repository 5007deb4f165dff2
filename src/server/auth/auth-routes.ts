import { Hono } from 'hono';
import type { AppEnv } from '../app';
import { databaseUnavailable, unavailableResponse } from '../http/errors';
import { CLIENT_ADDRESS_HEADER, clientAddress } from './client-address';

/**
 * better-auth's handler under /api/auth/*. The client address is decided here (see
 * client-address.ts) and passed on in our own header, which a caller cannot forge because it is
 * overwritten on every request.
 */
export const authRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
  const { auth, config, database, sessions } = c.get('services');
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, config.trustProxy));
  const response = await auth.handler(new Request(c.req.raw, { headers }));
  // Anything here that succeeded, but reading the session, may have signed someone in or out or
  // changed an account: every instance then forgets the sessions it cached (session-cache.ts).
  // A refused attempt changed nothing, so a stream of wrong passwords cannot keep flushing them.
  const readOnly = c.req.method === 'GET' && c.req.path === '/api/auth/get-session';
  if (response.status < 400 && !readOnly) await sessions.changed();
  // better-auth answers a failed query with its own 500; during an outage that is our 503.
  if (response.status >= 500 && (await databaseUnavailable(database))) {
    return unavailableResponse(c);
  }
  return response;
});
