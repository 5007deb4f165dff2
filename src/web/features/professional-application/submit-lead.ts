import type { ProfessionalLeadInput } from '../../../shared/leads/lead-schema';
import { ApiFailure, apiFetch } from '../../lib/api-fetch';

export const SUBMIT_FAILED = 'Failed to submit your information. Please try again.';

/** POST /api/professional-leads; throws with the server's `error` text, else SPEC §8's. */
export async function submitLead(lead: ProfessionalLeadInput): Promise<void> {
  try {
    await apiFetch('/api/professional-leads', { method: 'POST', body: JSON.stringify(lead) });
  } catch (error) {
    throw new Error((error instanceof ApiFailure && error.serverMessage) || SUBMIT_FAILED, {
      cause: error,
    });
  }
}
