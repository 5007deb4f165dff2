import type { Context, Next } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app';
import { ApiError } from '../http/errors';
import type { SignedIn } from './session-cache';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role?: string | null;
}

export type UserEnv = AppEnv & { Variables: { user: SessionUser } };

function signIn(c: Context<UserEnv>, session: SignedIn | null, next: Next) {
  if (!session) throw new ApiError(401, 'Please sign in to continue.', 'UNAUTHENTICATED');
  c.set('user', session.user);
  return next();
}

/**
 * Reads the session cookie; 401 without a valid session. Routes then scope by `user.id`. A
 * cached session is used without an `await` or a closure: on the hottest path every promise
 * counts (docs/decisions/0022-sessions-and-conversation-lists-are-cached.md).
 */
export const requireUser = createMiddleware<UserEnv>((c, next) => {
  const { sessions } = c.get('services');
  const cached = sessions.cached(c.req.raw.headers);
  if (cached) return signIn(c, cached, next);
  return sessions.get(c.req.raw.headers).then((session) => signIn(c, session, next));
});

/** An admin's session; 401 signed out, 403 for everyone else. */
export const requireAdmin = createMiddleware<UserEnv>(async (c, next) => {
  const session = await c.get('services').sessions.get(c.req.raw.headers);
  if (!session) throw new ApiError(401, 'Please sign in to continue.', 'UNAUTHENTICATED');
  if (session.user.role !== 'admin') throw new ApiError(403, 'Administrators only.', 'FORBIDDEN');
  c.set('user', session.user);
  await next();
});
