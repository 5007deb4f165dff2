/** docs/product.md#validation-rules professional application options. */
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
