import { Hono } from 'hono';
import type { AppEnv } from '../app';
import { CLIENT_ADDRESS_HEADER, clientAddress } from './client-address';

/**
 * better-auth's handler under /api/auth/*. The client address is decided here (see
 * client-address.ts) and passed on in our own header, which a caller cannot forge because it is
 * overwritten on every request.
 */
export const authRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/*', (c) => {
  const { auth, config } = c.get('services');
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, config.trustProxy));
  return auth.handler(new Request(c.req.raw, { headers }));
});
