import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';

type App = Pick<Hono, 'request'>;

export const testOrigin = 'http://localhost:3000';

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookiesFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
}

export function authPost(app: App, path: string, body: unknown, cookie?: string, ip?: string) {
  return app.request(`/api/auth${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: testOrigin,
      ...(cookie && { cookie }),
      ...(ip && { 'x-forwarded-for': ip }),
    },
    body: JSON.stringify(body),
  });
}

let counter = 0;

/** Signs a new user up through the real auth endpoint and returns its session cookie. */
export async function signUpUser(app: App, overrides: { name?: string; email?: string } = {}) {
  counter += 1;
  const email = overrides.email ?? `user${counter}-${Date.now()}@example.com`;
  const password = 'correct horse battery';
  // Each sign-up from its own address, so suites stay under the per-address rate limit.
  const res = await authPost(
    app,
    '/sign-up/email',
    { name: overrides.name ?? `Test User ${counter}`, email, password },
    undefined,
    `198.51.100.${counter % 250}`,
  );
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  return { id: body.user.id, email, password, cookie: cookiesFrom(res) };
}

export function authed(cookie: string, init: RequestInit = {}): RequestInit {
  return { ...init, headers: { origin: testOrigin, ...init.headers, cookie } };
}

/** The newest link mailed to `email` by a test app (its mailer writes to DATA_DIR/outbox). */
export function mailedLink(dataDir: string, email: string): string | undefined {
  const outbox = path.join(dataDir, 'outbox');
  if (!existsSync(outbox)) return undefined;
  const mails = readdirSync(outbox)
    .sort()
    .reverse()
    .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
    .filter((mail) => mail.includes(`To: ${email}`));
  return mails[0]?.match(/https?:\/\/\S+/)?.[0];
}

/**
 * An administrator the way a real one is made: an address listed in ADMIN_EMAILS, signed up,
 * then verified through the mailed link, then signed in.
 */
export async function signUpAdmin(
  ctx: { app: App; config: { dataDir: string } },
  overrides: { name?: string; email: string },
) {
  const account = await signUpUser(ctx.app, overrides);
  const link = mailedLink(ctx.config.dataDir, account.email);
  if (!link) throw new Error(`no verification mail for ${account.email}`);
  const url = new URL(link);
  await ctx.app.request(`${url.pathname}${url.search}`);
  const signIn = await authPost(ctx.app, '/sign-in/email', {
    email: account.email,
    password: account.password,
  });
  if (signIn.status !== 200) throw new Error(`admin sign-in failed: ${signIn.status}`);
  return { ...account, cookie: cookiesFrom(signIn) };
}
