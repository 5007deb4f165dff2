import type { Context } from 'hono';
import { getSignedCookie } from 'hono/cookie';
import { GUEST_COOKIE, guestCookieId } from '../guests/guest-cookie';
import type { AppEnv, Identity } from '../http/app-env';
import { ApiError } from '../http/errors';

/**
 * The one place that decides who is calling. Routes ask here (or through the guards in
 * guards.ts) instead of reading sessions or cookies themselves.
 */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role?: string | null;
}

/**
 * A signed-in user, or a guest known by the id in our signed guest cookie. A session wins over
 * a guest cookie in the same browser.
 */
export type Caller = { kind: 'user'; id: string } | { kind: 'guest'; id: string };

const signInFirst = () => new ApiError(401, 'Please sign in to continue.', 'UNAUTHENTICATED');

/** The 401 for routes a guest may use too. */
export const signInOrGuestFirst = () =>
  new ApiError(401, 'Please sign in or continue as a guest.', 'UNAUTHENTICATED');

/**
 * The signed-in user, or undefined. Answers without a promise when the session is cached: on
 * the hottest path every promise counts (docs/decisions/0022-sessions-and-conversation-lists-are-cached.md).
 */
export function findUser<E extends AppEnv>(
  c: Context<E>,
): SessionUser | undefined | Promise<SessionUser | undefined> {
  const { sessions }: Identity = c.get('identity');
  const cached = sessions.cached(c.req.raw.headers);
  if (cached) return cached.user;
  return sessions.get(c.req.raw.headers).then((session) => session?.user);
}

/** The signed-in user; 401 otherwise. Synchronous when the session is cached, as findUser. */
export function requireUser<E extends AppEnv>(c: Context<E>): SessionUser | Promise<SessionUser> {
  const user = findUser(c);
  if (!(user instanceof Promise)) {
    if (!user) throw signInFirst();
    return user;
  }
  return user.then((found) => {
    if (!found) throw signInFirst();
    return found;
  });
}

/** An administrator; 401 signed out, 403 for everyone else. */
export async function requireAdmin<E extends AppEnv>(c: Context<E>): Promise<SessionUser> {
  const user = await requireUser(c);
  if (user.role !== 'admin') throw new ApiError(403, 'Administrators only.', 'FORBIDDEN');
  return user;
}

/**
 * The caller, or undefined for nobody. A guest must already hold our cookie (issued by
 * /api/guest/allowance and the assistant, see guestId): this never mints one, or anyone could
 * call themselves a guest.
 */
export async function findCaller<E extends AppEnv>(c: Context<E>): Promise<Caller | undefined> {
  const user = await findUser(c);
  if (user) return { kind: 'user', id: user.id };
  const { guestCookieKey }: Identity = c.get('identity');
  const guest = await getSignedCookie(c, guestCookieKey, GUEST_COOKIE);
  return guest ? { kind: 'guest', id: guest } : undefined;
}

/** The caller, user or guest; 401 for nobody. */
export async function requireCaller<E extends AppEnv>(c: Context<E>): Promise<Caller> {
  const caller = await findCaller(c);
  if (!caller) throw signInOrGuestFirst();
  return caller;
}

/** The guest id in our signed cookie, issuing the cookie when it is missing or tampered with. */
export function guestId<E extends AppEnv>(c: Context<E>): Promise<string> {
  const { guestCookieKey, secureCookies }: Identity = c.get('identity');
  return guestCookieId(c, guestCookieKey, secureCookies);
}
