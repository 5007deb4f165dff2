import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { professionalLeads } from './db/schema';
import { createTestApp, jsonRequest } from '../../tests/helpers/server/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the HTTP app', () => {
  it('answers health once migrated', async () => {
    const res = await ctx.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await ctx.app.request('/api/nope');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ error: 'No API route for GET /api/nope' });
  });

  it('sends the API security policy on API answers: nothing may load, run or frame them', async () => {
    for (const path of ['/api/health', '/api/nope']) {
      const res = await ctx.app.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    }
  });

  it('refuses malformed JSON with a 400, not a 500', async () => {
    const res = await ctx.app.request('/api/professional-leads', jsonRequest('{"full_name": '));
    expect(res.status).toBe(400);
    expect((await res.json()) as { error: string }).toHaveProperty('error');
  });

  it('refuses a body over the size limit with a 413', async () => {
    const res = await ctx.app.request(
      '/api/professional-leads',
      jsonRequest({ full_name: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(res.status).toBe(413);
  });
});

describe('POST /api/professional-leads', () => {
  const valid = {
    full_name: 'Dana Builder',
    email: 'dana@example.com',
    phone: null,
    company_name: null,
    trade_specialty: 'Plumbing,Electrical',
    years_experience: 12,
    business_type: 'LLC',
    current_challenges: 'Finding clients who value quality',
    interested_services: ['Technical Troubleshooting'],
    how_heard_about_us: null,
    additional_comments: null,
  };

  it('stores a valid application with nulls for empty optionals', async () => {
    const res = await ctx.app.request('/api/professional-leads', jsonRequest(valid));
    expect(res.status).toBe(201);
    const rows = await ctx.database.db
      .select()
      .from(professionalLeads)
      .where(eq(professionalLeads.email, 'dana@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      fullName: 'Dana Builder',
      tradeSpecialty: 'Plumbing,Electrical',
      yearsExperience: 12,
      phone: null,
      howHeardAboutUs: null,
    });
  });

  it.each([
    ['a missing e-mail', { email: undefined }, 'email'],
    ['a malformed e-mail', { email: 'not-an-email' }, 'email'],
    ['negative years', { years_experience: -1 }, 'years_experience'],
    ['an unknown specialty', { trade_specialty: 'Plumbing,Juggling' }, 'trade_specialty'],
    ['a 20,000-character name', { full_name: 'n'.repeat(20_000) }, 'full_name'],
  ])('refuses %s with a 400 naming the field', async (_case, change, field) => {
    const res = await ctx.app.request(
      '/api/professional-leads',
      jsonRequest({ ...valid, ...change }),
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string };
    expect(body.error.startsWith(`${field}:`)).toBe(true);
  });
});
