import { afterEach, describe, expect, it } from 'vitest';
import { authProvidersSchema } from '../../shared/auth/auth-providers';
import { createTestApp } from '../../../tests/helpers/server/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>> | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

async function providers(env: Record<string, string>) {
  ctx = await createTestApp(env);
  const res = await ctx.app.request('/api/auth-providers');
  expect(res.status).toBe(200);
  return authProvidersSchema.parse(await res.json());
}

describe('GET /api/auth-providers', () => {
  it('lists no social sign-in when none is configured', async () => {
    expect(await providers({})).toEqual({ social: [] });
  });

  it('lists a provider only when both its id and secret are set', async () => {
    expect(
      await providers({
        GOOGLE_CLIENT_ID: 'google-id',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        FACEBOOK_CLIENT_ID: 'facebook-id-without-secret',
      }),
    ).toEqual({ social: ['google'] });
  });
});
