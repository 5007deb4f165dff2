import { desc } from 'drizzle-orm';
import type { ProfessionalLeadRow } from '../../shared/leads/lead-row';
import type { Database } from '../db/client';
import { professionalLeads } from '../db/schema';

type LeadRecord = typeof professionalLeads.$inferSelect;

/** The stored row in docs/product.md#entities's snake_case, as the admin API and the CSV show it. */
export function toLeadRow(row: LeadRecord): ProfessionalLeadRow {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    full_name: row.fullName,
    email: row.email,
    phone: row.phone,
    company_name: row.companyName,
    trade_specialty: row.tradeSpecialty,
    years_experience: row.yearsExperience,
    business_type: row.businessType,
    current_challenges: row.currentChallenges,
    interested_services: row.interestedServices,
    how_heard_about_us: row.howHeardAboutUs,
    additional_comments: row.additionalComments,
  };
}

/** Every application, newest first; `id` breaks ties between rows stored in the same instant. */
export async function listLeads(db: Database): Promise<ProfessionalLeadRow[]> {
  const rows = await db
    .select()
    .from(professionalLeads)
    .orderBy(desc(professionalLeads.createdAt), desc(professionalLeads.id));
  return rows.map(toLeadRow);
}
