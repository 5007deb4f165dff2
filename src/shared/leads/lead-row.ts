/**
 * A stored application as the admin API sends it: docs/product.md#entities's snake_case columns plus id and
 * time. Columns are plain text in the table, so the type does not promise the form's options.
 */
export interface ProfessionalLeadRow {
  id: string;
  /** ISO-8601, because that is what a Date becomes in JSON. */
  created_at: string;
  full_name: string;
  email: string;
  phone: string | null;
  company_name: string | null;
  /** The chosen specialties, comma-joined. */
  trade_specialty: string | null;
  years_experience: number | null;
  business_type: string | null;
  current_challenges: string | null;
  interested_services: string[] | null;
  how_heard_about_us: string | null;
  additional_comments: string | null;
}

/** Column order of the admin table and the CSV export. */
export const leadColumns = [
  'created_at',
  'full_name',
  'email',
  'phone',
  'company_name',
  'trade_specialty',
  'years_experience',
  'business_type',
  'current_challenges',
  'interested_services',
  'how_heard_about_us',
  'additional_comments',
] as const satisfies ReadonlyArray<keyof ProfessionalLeadRow>;
