import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfessionalLeadRow } from '../../shared/leads/lead-row';
import { createTestApp, jsonRequest } from '../../../tests/helpers/server/test-app';
import { authed, signUpUser, signUpAdmin } from '../../../tests/helpers/server/test-users';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let adminCookie: string;
let userCookie: string;

const sparse = {
  full_name: 'Sam Sparse',
  email: 'sam@example.com',
  phone: '',
  company_name: null,
  trade_specialty: 'HVAC,Plumbing',
  years_experience: null,
  business_type: null,
  current_challenges: '',
  interested_services: [],
  how_heard_about_us: null,
  additional_comments: '',
};
const awkward = {
  ...sparse,
  full_name: 'Robin "Bob" Quill, Jr.',
  email: 'robin@example.com',
  phone: '+1 555 0100',
  company_name: '=HYPERLINK("http://evil.example")',
  years_experience: 7,
  interested_services: ['Code Compliance & Safety', 'Technical Troubleshooting'],
  additional_comments: 'Line one\nLine two',
};

beforeAll(async () => {
  ctx = await createTestApp({ ADMIN_EMAILS: 'boss@example.com' });
  adminCookie = (await signUpAdmin(ctx, { email: 'boss@example.com' })).cookie;
  userCookie = (await signUpUser(ctx.app)).cookie;
  for (const [i, lead] of [sparse, awkward].entries()) {
    const headers = { 'x-forwarded-for': `203.0.113.${i + 1}` };
    const res = await ctx.app.request('/api/professional-leads', jsonRequest(lead, { headers }));
    expect(res.status).toBe(201);
  }
});
afterAll(() => ctx.close());

describe.each(['/api/admin/professional-leads', '/api/admin/professional-leads.csv'])(
  'GET %s',
  (path) => {
    it('refuses an anonymous caller with 401', async () => {
      const res = await ctx.app.request(path);
      expect(res.status).toBe(401);
    });

    it('refuses a signed-in non-admin with 403', async () => {
      const res = await ctx.app.request(path, authed(userCookie));
      expect(res.status).toBe(403);
    });
  },
);

describe('GET /api/admin/professional-leads', () => {
  it('gives an admin the rows newest first, nulls for empty optionals', async () => {
    const res = await ctx.app.request('/api/admin/professional-leads', authed(adminCookie));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const rows = (await res.json()) as ProfessionalLeadRow[];
    expect(rows.map((row) => row.email)).toEqual(['robin@example.com', 'sam@example.com']);
    expect(rows[1]).toEqual({
      id: expect.any(String),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      full_name: 'Sam Sparse',
      email: 'sam@example.com',
      phone: null,
      company_name: null,
      trade_specialty: 'HVAC,Plumbing',
      years_experience: null,
      business_type: null,
      current_challenges: null,
      interested_services: null,
      how_heard_about_us: null,
      additional_comments: null,
    });
  });
});

describe('GET /api/admin/professional-leads.csv', () => {
  it('sends an attachment with quoted fields and defused formulas', async () => {
    const res = await ctx.app.request('/api/admin/professional-leads.csv', authed(adminCookie));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="professional-leads-\d{4}-\d\d-\d\d\.csv"$/,
    );
    // Response.text() would drop the byte-order mark; keep it to check it is there.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith('\uFEFFcreated_at,full_name,email,phone,')).toBe(true);
    expect(text).toContain(
      ',"Robin ""Bob"" Quill, Jr.","robin@example.com","\'+1 555 0100","\'=HYPERLINK(""http://evil.example"")","HVAC,Plumbing","7",',
    );
    expect(text).toContain('"Code Compliance & Safety, Technical Troubleshooting"');
    expect(text).toContain('"Line one\nLine two"');
    expect(text).toContain(',"Sam Sparse","sam@example.com",,,"HVAC,Plumbing",,,,,,\r\n');
    expect(text.endsWith('\r\n')).toBe(true);
  });
});
