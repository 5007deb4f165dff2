import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app';
import { ApiError } from '../http/errors';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role?: string | null;
}

export type UserEnv = AppEnv & { Variables: { user: SessionUser } };

/** Reads the session cookie; 401 without a valid session. Routes then scope by `user.id`. */
export const requireUser = createMiddleware<UserEnv>(async (c, next) => {
  const { sessions } = c.get('services');
  const session = sessions.cached(c.req.raw.headers) ?? (await sessions.get(c.req.raw.headers));
  if (!session) throw new ApiError(401, 'Please sign in to continue.', 'UNAUTHENTICATED');
  c.set('user', session.user);
  await next();
});

/** An admin's session; 401 signed out, 403 for everyone else. */
export const requireAdmin = createMiddleware<UserEnv>(async (c, next) => {
  const session = await c.get('services').sessions.get(c.req.raw.headers);
  if (!session) throw new ApiError(401, 'Please sign in to continue.', 'UNAUTHENTICATED');
  if (session.user.role !== 'admin') throw new ApiError(403, 'Administrators only.', 'FORBIDDEN');
  c.set('user', session.user);
  await next();
});
