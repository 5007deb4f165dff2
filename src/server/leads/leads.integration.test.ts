import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { professionalLeads } from '../db/schema';
import { createTestApp, jsonRequest } from '../../../tests/helpers/server/test-app';
import { leadRateLimit } from './lead-limits';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const valid = {
  full_name: 'Dana Builder',
  email: 'dana@example.com',
  phone: '',
  company_name: '',
  trade_specialty: 'HVAC,Woodworking/Carpentry',
  years_experience: 12,
  business_type: 'LLC',
  current_challenges: 'Helping people avoid costly mistakes',
  interested_services: ['Technical Troubleshooting'],
  how_heard_about_us: null,
  additional_comments: '   ',
};

let address = 0;
/** Each request from its own address unless one is given, so the rate limit stays out of the way. */
function postLead(body: unknown, ip = `203.0.113.${++address}`) {
  return ctx.app.request(
    '/api/professional-leads',
    jsonRequest(body, { headers: { 'x-forwarded-for': ip } }),
  );
}

describe('POST /api/professional-leads', () => {
  it('stores empty optional values as null', async () => {
    const res = await postLead({ ...valid, email: 'nulls@example.com' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    const [row] = await ctx.database.db
      .select()
      .from(professionalLeads)
      .where(eq(professionalLeads.email, 'nulls@example.com'));
    expect(row).toMatchObject({
      phone: null,
      companyName: null,
      howHeardAboutUs: null,
      additionalComments: null,
      tradeSpecialty: 'HVAC,Woodworking/Carpentry',
      interestedServices: ['Technical Troubleshooting'],
    });
  });

  it.each([
    ['a missing e-mail', { email: undefined }, 'email'],
    ['a malformed e-mail', { email: 'not-an-email' }, 'email'],
    ['negative years', { years_experience: -1 }, 'years_experience'],
    ['fractional years', { years_experience: 2.5 }, 'years_experience'],
    ['a 20,000-character name', { full_name: 'n'.repeat(20_000) }, 'full_name'],
    ['a missing name', { full_name: '   ' }, 'full_name'],
    ['no specialty', { trade_specialty: '' }, 'trade_specialty'],
    ['an unknown specialty', { trade_specialty: 'Plumbing,Juggling' }, 'trade_specialty'],
    ['an unknown business type', { business_type: 'Franchise' }, 'business_type'],
    ['an unknown service', { interested_services: ['Gardening'] }, 'interested_services.0'],
    ['an unknown how-heard option', { how_heard_about_us: 'Billboard' }, 'how_heard_about_us'],
  ])('refuses %s with a 400 naming the field', async (_case, change, field) => {
    const res = await postLead({ ...valid, ...change });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string };
    expect(body.error).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
  });

  it('answers 429 once an address has sent its allowance of applications', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < leadRateLimit.limit; i += 1) {
      expect((await postLead(valid, ip)).status).toBe(201);
    }
    const refused = await postLead(valid, ip);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(/Too many requests/);
    // Another address is unaffected.
    expect((await postLead(valid, '192.0.2.78')).status).toBe(201);
  });

  it('does not count refused input against the allowance', async () => {
    const ip = '192.0.2.90';
    for (let i = 0; i < leadRateLimit.limit + 2; i += 1) {
      expect((await postLead({ ...valid, email: 'typo' }, ip)).status).toBe(400);
    }
    expect((await postLead(valid, ip)).status).toBe(201);
  });
});
