import type { ChangeWatcher, EventBus } from '../realtime/event-bus';
import { changeAwareCache } from '../cache/change-aware-cache';
import type { Auth } from './auth';

export type SignedIn = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;

const SESSION_COOKIE = 'session_token';
// A Cookie header is the key; one this long is someone's experiment, not a browser's.
const MAX_CACHED_COOKIE_HEADER = 4096;

/**
 * Who is signed in, for our own routes: better-auth's getSession (a session and a user query
 * per request) behind a per-instance cache of its answers, keyed by the whole Cookie header,
 * which is all better-auth reads. Every instance forgets every cached session when accounts
 * change anywhere (sign-in or out, revocation, password, ban, deletion: `accountsChanged`), so a
 * revoked session stops working at once; the TTL covers changes made outside the app.
 * docs/decisions.md 22.
 */
export function createSessions(auth: Auth, events: EventBus) {
  const lookUp = async (headers: Headers) => (await auth.api.getSession({ headers })) ?? null;
  const cache = changeAwareCache<SignedIn>({
    max: 10_000,
    ttlMs: 30_000,
    load: async (cookie) => (await lookUp(new Headers({ cookie }))) ?? undefined,
    ttlFor: ({ session }) => new Date(session.expiresAt).getTime() - Date.now(),
  });
  const onChange: ChangeWatcher = (change) => {
    if (change.kind !== 'user') cache.forgetAll();
  };
  events.watch(onChange);

  return {
    /** A cached answer for these headers, if there is one: no promise on the hot path. */
    cached(headers: Headers): SignedIn | undefined {
      const cookie = headers.get('cookie');
      return cookie ? cache.peek(cookie) : undefined;
    },
    /** The session and user of these request headers, or null when signed out. */
    async get(headers: Headers): Promise<SignedIn | null> {
      const cookie = headers.get('cookie');
      // Without a session cookie better-auth answers null too, only slower.
      if (!cookie?.includes(SESSION_COOKIE)) return null;
      if (cookie.length > MAX_CACHED_COOKIE_HEADER) return lookUp(new Headers({ cookie }));
      return (await cache.get(cookie)) ?? null;
    },
    /** Call after anything that may sign someone out or change an account. Never throws. */
    changed: () => events.accountsChanged(),
  };
}
