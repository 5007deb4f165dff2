import { z } from 'zod';

/** SPEC §5 professional application options. */
export const tradeSpecialties = [
  'HVAC',
  'Plumbing',
  'Electrical',
  'General Contracting',
  'Woodworking/Carpentry',
  'Other',
] as const;
export const businessTypes = ['Sole Proprietor', 'LLC', 'Corporation', 'Other'] as const;
export const interestedServiceOptions = [
  'Project Planning & Estimation',
  'Code Compliance & Safety',
  'Technical Troubleshooting',
  'Materials & Equipment Guidance',
  'Quality Control & Inspections',
  'Client Communication & Support',
] as const;
export const howHeardOptions = [
  'Social Media',
  'Referral',
  'Online Search',
  'Event',
  'Other',
] as const;

export const LEAD_NAME_MAX = 200;
export const LEAD_TEXT_MAX = 5000;

/** The form's checkboxes become this text, and the API splits it the same way. */
export function joinSpecialties(picked: readonly string[]): string {
  return picked.join(',');
}

export function splitSpecialties(joined: string | null | undefined): string[] {
  return (joined ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

// Empty optional values become null here, so the form sends null and the API stores null
// whichever of '', null or a missing key arrives.
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep this under ${max} characters`)
    .nullish()
    .transform((value) => value || null);

const optionalChoice = <const Options extends readonly [string, ...string[]]>(options: Options) =>
  z
    .enum(options, { error: `Choose one of: ${options.join(', ')}` })
    .nullish()
    .transform((value) => value ?? null);

const specialtyText = z
  .string({ error: 'Choose at least one trade specialty' })
  .max(500)
  .refine((value) => splitSpecialties(value).length > 0, 'Choose at least one trade specialty')
  .refine(
    (value) =>
      splitSpecialties(value).every((part) =>
        (tradeSpecialties as readonly string[]).includes(part),
      ),
    `Choose from: ${tradeSpecialties.join(', ')}`,
  );

/**
 * The insert of SPEC §3 `professional_leads`. One schema serves the form (react-hook-form's
 * resolver) and the handler: its input is what the form holds, its output the row to store.
 */
export const professionalLeadSchema = z.object({
  full_name: z
    .string({ error: 'Full name is required' })
    .trim()
    .min(1, 'Full name is required')
    .max(LEAD_NAME_MAX, `Keep the name under ${LEAD_NAME_MAX} characters`),
  email: z
    .string({ error: 'E-mail is required' })
    .trim()
    .min(1, 'E-mail is required')
    .max(320, 'That e-mail address is too long')
    .pipe(z.email('Enter a valid e-mail address')),
  phone: optionalText(40),
  company_name: optionalText(LEAD_NAME_MAX),
  trade_specialty: specialtyText,
  years_experience: z
    .number({ error: 'Enter your years of experience as a number' })
    .int('Enter whole years')
    .min(0, 'Years of experience cannot be negative')
    .max(80, 'Enter at most 80 years')
    .nullish()
    .transform((value) => value ?? null),
  business_type: optionalChoice(businessTypes),
  current_challenges: optionalText(LEAD_TEXT_MAX),
  interested_services: z
    .array(z.enum(interestedServiceOptions, { error: 'Choose from the listed services' }))
    .max(interestedServiceOptions.length)
    .nullish()
    .transform((value) => (value?.length ? value : null)),
  how_heard_about_us: optionalChoice(howHeardOptions),
  additional_comments: optionalText(LEAD_TEXT_MAX),
});

/** What the form holds (and what a client may send). */
export type ProfessionalLeadForm = z.input<typeof professionalLeadSchema>;
/** What the API stores: every empty optional is null. */
export type ProfessionalLeadInput = z.output<typeof professionalLeadSchema>;
