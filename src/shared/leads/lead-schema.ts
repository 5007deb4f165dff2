import { z } from 'zod';
import {
  businessTypes,
  howHeardOptions,
  interestedServiceOptions,
  LEAD_NAME_MAX,
  LEAD_TEXT_MAX,
  splitSpecialties,
  tradeSpecialties,
} from './lead-options';

// The options and helpers live in lead-options.ts, which the form loads without zod.
export * from './lead-options';

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
 * The insert of docs/product.md#entities `professional_leads`. One schema serves the form (react-hook-form's
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
