import type { ChangeWatcher, EventBus } from '../realtime/event-bus';
import { changeAwareCache } from '../cache/change-aware-cache';
import type { Auth } from './auth';

export type SignedIn = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;

const SESSION_COOKIE = 'session_token';
// A session cookie this long is someone's experiment, not one we issued.
const MAX_SESSION_COOKIE = 512;
// What the cached answers may weigh together; names and pictures are bounded, so this holds
// thousands of sessions, and no flood of requests can grow it further.
const MAX_CACHE_BYTES = 16 * 1024 * 1024;

/**
 * The `name=value` pair of the session cookie (`__Secure-` prefixed or not), which is all
 * better-auth needs to find a session: the cache key, whatever other cookies come along.
 */
export function sessionCookiePair(cookieHeader: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const pair = part.trim();
    const name = pair.slice(0, pair.indexOf('='));
    if (name.endsWith(SESSION_COOKIE)) return pair;
  }
  return undefined;
}

/**
 * Who is signed in, for our own routes: better-auth's getSession (a session and a user query
 * per request) behind a per-instance cache of its answers, keyed by the session cookie and
 * bounded in bytes. Every instance forgets every cached session when accounts
 * change anywhere (sign-in or out, revocation, password, ban, deletion: `accountsChanged`), so a
 * revoked session stops working at once; the TTL covers changes made outside the app.
 * docs/decisions/0022-sessions-and-conversation-lists-are-cached.md.
 */
export function createSessions(auth: Auth, events: EventBus) {
  const lookUp = async (headers: Headers) => (await auth.api.getSession({ headers })) ?? null;
  const cache = changeAwareCache<SignedIn>({
    max: 10_000,
    maxSize: MAX_CACHE_BYTES,
    sizeOf: (value) => JSON.stringify(value).length * 2,
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
      const pair = sessionCookiePair(headers.get('cookie') ?? '');
      return pair ? cache.peek(pair) : undefined;
    },
    /** The session and user of these request headers, or null when signed out. */
    async get(headers: Headers): Promise<SignedIn | null> {
      // Without a session cookie better-auth answers null too, only slower.
      const pair = sessionCookiePair(headers.get('cookie') ?? '');
      if (!pair) return null;
      if (pair.length > MAX_SESSION_COOKIE) return lookUp(new Headers({ cookie: pair }));
      return (await cache.get(pair)) ?? null;
    },
    /** Call after anything that may sign someone out or change an account. Never throws. */
    changed: () => events.accountsChanged(),
  };
}

export type Sessions = ReturnType<typeof createSessions>;
