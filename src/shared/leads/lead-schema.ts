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

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

/**
 * The insert of SPEC §3 `professional_leads`, as the form sends it and the API checks it: the
 * specialties arrive comma-joined; empty optional values arrive as null.
 */
export const professionalLeadSchema = z.object({
  full_name: z.string().trim().min(1, 'Full name is required').max(200),
  email: z.email('Enter a valid e-mail address').max(320),
  phone: optionalText(40),
  company_name: optionalText(200),
  trade_specialty: z
    .string()
    .max(500)
    .refine(
      (value) => {
        const picked = value.split(',').map((part) => part.trim());
        return (
          picked.length > 0 &&
          picked.every((part) => (tradeSpecialties as readonly string[]).includes(part))
        );
      },
      { message: `Choose from: ${tradeSpecialties.join(', ')}` },
    ),
  years_experience: z.number().int().min(0).max(80).nullable().optional(),
  business_type: z.enum(businessTypes).nullable().optional(),
  current_challenges: optionalText(5000),
  interested_services: z.array(z.enum(interestedServiceOptions)).max(6).nullable().optional(),
  how_heard_about_us: z.enum(howHeardOptions).nullable().optional(),
  additional_comments: optionalText(5000),
});

export type ProfessionalLeadInput = z.infer<typeof professionalLeadSchema>;
