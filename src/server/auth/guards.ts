import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../http/app-env';
import { requireAdmin, requireUser, type SessionUser } from './caller';

/** Routes behind a guard read the user it established as `c.var.user`. */
export type UserEnv = AppEnv & { Variables: { user: SessionUser } };

/**
 * requireUser as a middleware, for routes that must refuse a stranger before anything else (a
 * 401 before a 400 for a bad body). The cached path stays free of promises (decisions 22).
 */
export const signedIn = createMiddleware<UserEnv>((c, next) => {
  const user = requireUser(c);
  if (user instanceof Promise) {
    return user.then((found) => {
      c.set('user', found);
      return next();
    });
  }
  c.set('user', user);
  return next();
});

/** requireAdmin as a middleware: 401 signed out, 403 for everyone else. */
export const adminOnly = createMiddleware<UserEnv>(async (c, next) => {
  c.set('user', await requireAdmin(c));
  await next();
});
