import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../tests/helpers/server/test-app';
import { authPost, cookiesFrom } from '../../../tests/helpers/server/test-users';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' });
});
afterAll(() => ctx.close());

function mailTo(email: string) {
  const outbox = path.join(ctx.config.dataDir, 'outbox');
  return readdirSync(outbox)
    .map((file) => readFileSync(path.join(outbox, file), 'utf8'))
    .find((mail) => mail.includes(`To: ${email}`));
}

describe('when sign-in requires a verified address', () => {
  it('signs up without a session, mails a link, and signs in only after it is followed', async () => {
    const email = 'verify-me@example.com';
    const password = 'Level-Spirit-Bubble';
    const signUp = await authPost(ctx.app, '/sign-up/email', { name: 'Vera', email, password });
    expect(signUp.status).toBe(200);
    expect(((await signUp.json()) as { token: string | null }).token).toBeNull();

    const before = await authPost(ctx.app, '/sign-in/email', { email, password });
    expect(before.status).toBe(403);

    const link = mailTo(email)?.match(/https?:\/\/\S+/)?.[0];
    expect(link).toContain('/api/auth/verify-email');
    const url = new URL(link!);
    const verified = await ctx.app.request(`${url.pathname}${url.search}`);
    expect([200, 302]).toContain(verified.status);

    const after = await authPost(ctx.app, '/sign-in/email', { email, password });
    expect(after.status).toBe(200);
    expect(cookiesFrom(after)).toContain('session_token');
  });
});
