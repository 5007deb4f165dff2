import type { Sessions } from '../auth/session-cache';

/**
 * How a request finds out who is calling: the session lookup and the guest cookie's key. It is
 * the only thing the request context carries (set by request-frame.ts) and is read only through
 * auth/caller.ts; everything else a route uses is handed to its factory in app.ts.
 */
export interface Identity {
  sessions: Sessions;
  guestCookieKey: string;
  /** Guest cookies are `Secure` when the site is served over HTTPS. */
  secureCookies: boolean;
}

/** The context type of every route. Its own module, so no route imports app.ts. */
export type AppEnv = { Variables: { identity: Identity } };
