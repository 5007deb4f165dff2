import type {
  ProfessionalLeadForm,
  ProfessionalLeadInput,
} from '../../../shared/leads/lead-schema';
import { ApiFailure, apiFetch } from '../../lib/api-fetch';

export const SUBMIT_FAILED = 'Failed to submit your information. Please try again.';

/** How each answer is labelled on the form, to name it in a message. */
const fieldLabels: Record<keyof ProfessionalLeadForm, string> = {
  full_name: 'Full name',
  email: 'E-mail',
  phone: 'Phone',
  company_name: 'Company name',
  trade_specialty: 'Trade specialty',
  years_experience: 'Years of experience',
  business_type: 'Business type',
  current_challenges: 'Motivation',
  interested_services: 'Services you are interested in offering',
  how_heard_about_us: 'How did you hear about us?',
  additional_comments: 'Additional comments',
};

/** A refused application, told in the applicant's terms; `field` names the answer to fix. */
export class LeadSubmitError extends Error {
  constructor(
    message: string,
    readonly field?: { name: keyof ProfessionalLeadForm; message: string },
  ) {
    super(message);
  }
}

const isField = (name: string): name is keyof ProfessionalLeadForm => name in fieldLabels;

/**
 * Turns the API's answer into words for the applicant: a refused answer is named with its label
 * (the server says `email: Enter a valid e-mail address`), a limit asks them to wait, anything
 * else is docs/product.md#error-messages's message. Server wording never reaches the page unframed.
 */
export function explainLeadFailure(error: unknown): LeadSubmitError {
  if (!(error instanceof ApiFailure)) return new LeadSubmitError(SUBMIT_FAILED);
  if (error.status === 429) {
    return new LeadSubmitError(
      'You have sent several applications in a short time. Please wait a few minutes and try again.',
    );
  }
  if (error.status === 400) {
    const [name = '', ...rest] = (error.serverMessage ?? '').split(': ');
    const detail = rest.join(': ');
    if (isField(name) && detail) {
      return new LeadSubmitError(`Please check “${fieldLabels[name]}”: ${detail}.`, {
        name,
        message: detail,
      });
    }
    return new LeadSubmitError(
      'Some answers could not be accepted. Please check them and try again.',
    );
  }
  return new LeadSubmitError(SUBMIT_FAILED);
}

/** POST /api/professional-leads; throws a LeadSubmitError the form can show as is. */
export async function submitLead(lead: ProfessionalLeadInput): Promise<void> {
  try {
    await apiFetch('/api/professional-leads', { method: 'POST', body: JSON.stringify(lead) });
  } catch (error) {
    throw explainLeadFailure(error);
  }
}
