import type { WaitlistInput } from '../../../shared/waitlist/waitlist-schema';
import { ApiFailure, apiFetch } from '../../lib/api-fetch';

/** POST /api/pro-connect/waitlist; throws with the server's `error` text when refused. */
export async function joinWaitlist(entry: WaitlistInput): Promise<void> {
  try {
    await apiFetch('/api/pro-connect/waitlist', { method: 'POST', body: JSON.stringify(entry) });
  } catch (error) {
    throw new Error(
      (error instanceof ApiFailure && error.serverMessage) ||
        'We could not add you to the list. Please try again.',
      { cause: error },
    );
  }
}
