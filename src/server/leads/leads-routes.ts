import { Hono } from 'hono';
import { professionalLeadSchema } from '../../shared/leads/lead-schema';
import type { AppEnv } from '../app';
import { professionalLeads } from '../db/schema';
import { validate } from '../http/validate';

/** POST /api/professional-leads: insert-only; the answer carries no row data back. */
export const leadsRoutes = new Hono<AppEnv>().post(
  '/',
  validate('json', professionalLeadSchema),
  async (c) => {
    const lead = c.req.valid('json');
    const { db } = c.get('services').database;
    await db.insert(professionalLeads).values({
      fullName: lead.full_name,
      email: lead.email,
      phone: lead.phone || null,
      companyName: lead.company_name || null,
      tradeSpecialty: lead.trade_specialty,
      yearsExperience: lead.years_experience ?? null,
      businessType: lead.business_type ?? null,
      currentChallenges: lead.current_challenges || null,
      interestedServices: lead.interested_services?.length ? lead.interested_services : null,
      howHeardAboutUs: lead.how_heard_about_us ?? null,
      additionalComments: lead.additional_comments || null,
    });
    return c.json({ ok: true as const }, 201);
  },
);
