import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, messages, profiles, user as users } from '../db/schema';
import { jsonRequest, createTestApp } from '../../../tests/helpers/server/test-app';
import {
  authed,
  authPost,
  cookiesFrom,
  signUpUser,
  signUpAdmin,
  mailedLink,
} from '../../../tests/helpers/server/test-users';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({
    TRUST_PROXY: 'true',
    ADMIN_EMAILS: 'boss@example.com,boss2@example.com',
  });
});
afterAll(() => ctx.close());

describe('sign-up and sign-in', () => {
  it('signs a user up, stores the full name as name and profile, and signs them in', async () => {
    const res = await authPost(ctx.app, '/sign-up/email', {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'analytical engine',
    });
    expect(res.status).toBe(200);
    const cookie = cookiesFrom(res);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/HttpOnly/i);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/SameSite=Lax/i);

    const profile = await ctx.app.request('/api/profile', authed(cookie));
    expect(await profile.json()).toEqual({
      user_id: expect.any(String),
      email: 'ada@example.com',
      full_name: 'Ada Lovelace',
      avatar_url: null,
    });
  });

  it('refuses a taken e-mail with USER_ALREADY_EXISTS', async () => {
    await signUpUser(ctx.app, { email: 'taken@example.com' });
    const res = await authPost(ctx.app, '/sign-up/email', {
      name: 'Copycat',
      email: 'taken@example.com',
      password: 'another strong one',
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { code: string }).code).toMatch(/USER_ALREADY_EXISTS/);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const known = await signUpUser(ctx.app);
    const wrong = await authPost(ctx.app, '/sign-in/email', {
      email: known.email,
      password: 'not the password',
    });
    const unknown = await authPost(ctx.app, '/sign-in/email', {
      email: 'nobody-here@example.com',
      password: 'not the password',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(await unknown.json()).toEqual(await wrong.json());
  });

  it.each([
    ['5 characters', 'abcde', 'PASSWORD_TOO_SHORT'],
    ['129 characters', 'x'.repeat(129), 'PASSWORD_TOO_LONG'],
    ['a very common one', 'password1', 'PASSWORD_TOO_COMMON'],
  ])('refuses a password of %s', async (_case, password, code) => {
    const res = await authPost(ctx.app, '/sign-up/email', {
      name: 'Weak',
      email: `weak-${code}@example.com`,
      password,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe(code);
  });

  it('accepts 128 characters in full: one character fewer does not sign in', async () => {
    const password = `${'a1b2c3d4'.repeat(16)}`;
    const email = 'long@example.com';
    const res = await authPost(ctx.app, '/sign-up/email', { name: 'Long', email, password });
    expect(res.status).toBe(200);
    const truncated = await authPost(ctx.app, '/sign-in/email', {
      email,
      password: password.slice(0, 127),
    });
    expect(truncated.status).toBe(401);
    const full = await authPost(ctx.app, '/sign-in/email', { email, password });
    expect(full.status).toBe(200);
  });

  it('gives the admin role only to a verified owner of an address in ADMIN_EMAILS', async () => {
    const roleOf = async (id: string) =>
      (await ctx.database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]
        ?.role;
    // Registering the listed address is not enough: whoever does it first gets no admin API.
    const squatter = await signUpUser(ctx.app, { email: 'boss@example.com' });
    expect(await roleOf(squatter.id)).toBe('user');
    const again = await authPost(ctx.app, '/sign-in/email', {
      email: squatter.email,
      password: squatter.password,
    });
    expect(again.status).toBe(200);
    expect(await roleOf(squatter.id)).toBe('user');
    const users403 = await ctx.app.request(
      '/api/auth/admin/list-users',
      authed(cookiesFrom(again)),
    );
    expect(users403.status).toBe(403);

    // Following the link mailed to the address proves ownership; the next session is admin.
    const boss = await signUpAdmin(ctx, { email: 'boss2@example.com' });
    expect(await roleOf(boss.id)).toBe('admin');
    const list = await ctx.app.request('/api/auth/admin/list-users', authed(boss.cookie));
    expect(list.status).toBe(200);

    const worker = await signUpUser(ctx.app);
    expect(await roleOf(worker.id)).toBe('user');
  });
});

describe('account fields on better-auth endpoints', () => {
  it('refuses a 200,000-character name on sign-up and on update-user, as the profile API does', async () => {
    const huge = 'N'.repeat(200_000);
    const signUp = await authPost(
      ctx.app,
      '/sign-up/email',
      { name: huge, email: 'huge-name@example.com', password: 'Level-Spirit-Bubble' },
      undefined,
      '192.0.2.201',
    );
    expect(signUp.status).toBe(400);
    expect(((await signUp.json()) as { code?: string }).code).toBe('INVALID_ACCOUNT_FIELDS');

    const user = await signUpUser(ctx.app);
    const update = await authPost(ctx.app, '/update-user', { name: huge }, user.cookie);
    expect(update.status).toBe(400);
    const picture = await authPost(
      ctx.app,
      '/update-user',
      { image: 'javascript:alert(1)' },
      user.cookie,
    );
    expect(picture.status).toBe(400);
    const fine = await authPost(ctx.app, '/update-user', { name: 'Sam Sawyer' }, user.cookie);
    expect(fine.status).toBe(200);
  });
});

describe('profile API scopes', () => {
  it('answers 401 without a session', async () => {
    expect((await ctx.app.request('/api/profile')).status).toBe(401);
    const patch = await ctx.app.request('/api/profile', {
      ...jsonRequest({ full_name: 'X' }),
      method: 'PATCH',
    });
    expect(patch.status).toBe(401);
  });

  it('changes only the caller’s own profile', async () => {
    const a = await signUpUser(ctx.app, { name: 'User A' });
    const b = await signUpUser(ctx.app, { name: 'User B' });
    const res = await ctx.app.request(
      '/api/profile',
      authed(a.cookie, { ...jsonRequest({ full_name: 'Renamed A' }), method: 'PATCH' }),
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { full_name: string }).full_name).toBe('Renamed A');
    const bProfile = (await (await ctx.app.request('/api/profile', authed(b.cookie))).json()) as {
      full_name: string;
    };
    expect(bProfile.full_name).toBe('User B');
    const session = (await (
      await ctx.app.request('/api/auth/get-session', authed(a.cookie))
    ).json()) as { user: { name: string } };
    expect(session.user.name).toBe('Renamed A');
  });

  it('refuses an empty or unsafe update with a 400', async () => {
    const a = await signUpUser(ctx.app);
    for (const body of [{}, { full_name: '' }, { avatar_url: 'javascript:alert(1)' }]) {
      const res = await ctx.app.request(
        '/api/profile',
        authed(a.cookie, { ...jsonRequest(body), method: 'PATCH' }),
      );
      expect(res.status).toBe(400);
    }
  });
});

describe('sessions', () => {
  it('signs out this session, the others, or all (local / others / global)', async () => {
    const user = await signUpUser(ctx.app);
    const second = cookiesFrom(
      await authPost(ctx.app, '/sign-in/email', { email: user.email, password: user.password }),
    );
    const third = cookiesFrom(
      await authPost(ctx.app, '/sign-in/email', { email: user.email, password: user.password }),
    );
    const alive = async (cookie: string) =>
      (await ctx.app.request('/api/profile', authed(cookie))).status === 200;

    const list = await ctx.app.request('/api/auth/list-sessions', authed(user.cookie));
    expect((await list.json()) as unknown[]).toHaveLength(3);

    await authPost(ctx.app, '/sign-out', {}, third);
    expect(await alive(third)).toBe(false);
    expect(await alive(user.cookie)).toBe(true);

    await authPost(ctx.app, '/revoke-other-sessions', {}, user.cookie);
    expect(await alive(second)).toBe(false);
    expect(await alive(user.cookie)).toBe(true);

    await authPost(ctx.app, '/revoke-sessions', {}, user.cookie);
    expect(await alive(user.cookie)).toBe(false);
  });
});

describe('password reset', () => {
  it('ends every other session of the account', async () => {
    const user = await signUpUser(ctx.app);
    const other = cookiesFrom(
      await authPost(ctx.app, '/sign-in/email', { email: user.email, password: user.password }),
    );
    const alive = async (cookie: string) =>
      (await (await ctx.app.request('/api/auth/get-session', authed(cookie))).json()) !== null;
    expect(await alive(other)).toBe(true);

    const asked = await authPost(ctx.app, '/request-password-reset', {
      email: user.email,
      redirectTo: '/auth/reset',
    });
    expect(asked.status).toBe(200);
    const link = mailedLink(ctx.config.dataDir, user.email);
    const token = link?.match(/reset-password\/([^?\s]+)/)?.[1];
    expect(token).toBeTruthy();
    const reset = await authPost(ctx.app, '/reset-password', {
      token,
      newPassword: 'Brand-New-Level-77',
    });
    expect(reset.status).toBe(200);
    expect(await alive(other)).toBe(false);
    expect(await alive(user.cookie)).toBe(false);
  });
});

describe('rate limits', () => {
  it('answers 429 after 10 sign-in attempts a minute from one address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const res = await authPost(
        ctx.app,
        '/sign-in/email',
        { email: 'nobody@example.com', password: 'wrong password' },
        undefined,
        '203.0.113.77',
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another address is not affected.
    const other = await authPost(
      ctx.app,
      '/sign-in/email',
      { email: 'nobody@example.com', password: 'wrong password' },
      undefined,
      '203.0.113.78',
    );
    expect(other.status).toBe(401);
  });

  it('keeps throttling a caller who rotates a forged left-most X-Forwarded-For hop', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const res = await authPost(
        ctx.app,
        '/sign-in/email',
        { email: `rotating-${attempt}@example.com`, password: 'wrong password' },
        undefined,
        // The client writes the left part; our proxy appends the address it really saw.
        `10.${attempt}.0.1, 203.0.113.90`,
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('limits attempts on one account whatever addresses they come from', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 22; attempt += 1) {
      const res = await authPost(
        ctx.app,
        '/sign-in/email',
        { email: 'Target@Example.com', password: `guess ${attempt}` },
        undefined,
        `198.18.${attempt}.1`,
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe('account deletion', () => {
  it('removes the user, profile, conversations and messages', async () => {
    const user = await signUpUser(ctx.app);
    const { db } = ctx.database;
    const [conversation] = await db
      .insert(conversations)
      .values({ userId: user.id, title: 'Deck', firstMessage: 'Deck stain?' })
      .returning();
    await db.insert(messages).values({
      conversationId: conversation!.id,
      type: 'user',
      content: 'Deck stain?',
    });

    const res = await authPost(ctx.app, '/delete-user', { password: user.password }, user.cookie);
    expect(res.status).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db.select().from(profiles).where(eq(profiles.userId, user.id))).toEqual([]);
    expect(await db.select().from(conversations).where(eq(conversations.userId, user.id))).toEqual(
      [],
    );
    expect(
      await db.select().from(messages).where(eq(messages.conversationId, conversation!.id)),
    ).toEqual([]);
  });
});

describe('two-factor sign-in', () => {
  it('asks for the TOTP code after the password once enabled', async () => {
    const user = await signUpUser(ctx.app);
    const enable = await authPost(
      ctx.app,
      '/two-factor/enable',
      { password: user.password },
      user.cookie,
    );
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as {
      totpURI: string;
      backupCodes: string[];
    };
    expect(backupCodes.length).toBeGreaterThan(0);
    const secret = new URL(totpURI).searchParams.get('secret')!;
    // Enabling replaces the session; confirm with a first code to switch 2FA on.
    const cookie = cookiesFrom(enable) || user.cookie;
    const confirm = await authPost(
      ctx.app,
      '/two-factor/verify-totp',
      { code: await generate({ secret }) },
      cookie,
    );
    expect(confirm.status).toBe(200);

    const signIn = await authPost(ctx.app, '/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookiesFrom(signIn);
    expect((await ctx.app.request('/api/profile', authed(pending))).status).toBe(401);

    const wrong = await authPost(ctx.app, '/two-factor/verify-totp', { code: '000000' }, pending);
    expect(wrong.status).toBe(401);
    const verified = await authPost(
      ctx.app,
      '/two-factor/verify-totp',
      { code: await generate({ secret }) },
      pending,
    );
    expect(verified.status).toBe(200);
    expect((await ctx.app.request('/api/profile', authed(cookiesFrom(verified)))).status).toBe(200);
  });
});
