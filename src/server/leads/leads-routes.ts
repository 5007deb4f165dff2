import { Hono } from 'hono';
import { professionalLeadSchema } from '../../shared/leads/lead-schema';
import type { AppEnv } from '../http/app-env';
import { clientAddress } from '../auth/client-address';
import { professionalLeads } from '../db/schema';
import { enforceRateLimit } from '../http/rate-limit';
import { validate } from '../http/validate';
import type { Services } from '../services';
import { leadRateLimit } from './lead-limits';

/** POST /api/professional-leads: insert-only; the answer carries no row data back. */
export const leadsRoutes = ({ config, database }: Pick<Services, 'config' | 'database'>) =>
  new Hono<AppEnv>().post('/', validate('json', professionalLeadSchema), async (c) => {
    const address = clientAddress(c, config.trustProxy);
    await enforceRateLimit(database.db, `professional-leads:${address}`, leadRateLimit);
    // The schema already turned every empty optional into null.
    const lead = c.req.valid('json');
    await database.db.insert(professionalLeads).values({
      fullName: lead.full_name,
      email: lead.email,
      phone: lead.phone,
      companyName: lead.company_name,
      tradeSpecialty: lead.trade_specialty,
      yearsExperience: lead.years_experience,
      businessType: lead.business_type,
      currentChallenges: lead.current_challenges,
      interestedServices: lead.interested_services,
      howHeardAboutUs: lead.how_heard_about_us,
      additionalComments: lead.additional_comments,
    });
    return c.json({ ok: true as const }, 201);
  });
