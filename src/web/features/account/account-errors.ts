import type { AuthClientError } from '../../session/auth-errors';

export const WRONG_PASSWORD_MESSAGE = 'Your current password is incorrect.';

function isWrongPassword(error: AuthClientError): boolean {
  return error.code === 'INVALID_PASSWORD' || error.message === 'Invalid password';
}

/** Which field an account error belongs beside, and what to say there. */
export interface AccountError {
  field: 'password' | 'newPassword' | null;
  message: string;
}

/**
 * Errors from better-auth's account endpoints in words for this page: a wrong password, the
 * server's own text for a too-common one, the rate limit, then whatever the server said.
 */
export function accountError(error: AuthClientError | null | undefined): AccountError {
  const safe = error ?? {};
  if (isWrongPassword(safe)) return { field: 'password', message: WRONG_PASSWORD_MESSAGE };
  if (safe.code === 'PASSWORD_TOO_COMMON' || safe.code === 'PASSWORD_TOO_SHORT') {
    return { field: 'newPassword', message: safe.message || 'Please choose a stronger password.' };
  }
  if (safe.status === 429) {
    return { field: null, message: 'Too many attempts. Please wait a minute and try again.' };
  }
  return { field: null, message: safe.message || 'Something went wrong. Please try again.' };
}

/** The same, for prompts that only ask for the password (2FA, deletion). */
export function passwordPromptError(error: AuthClientError | null | undefined): string {
  const mapped = accountError(error);
  return mapped.field === 'password' ? 'That password is incorrect.' : mapped.message;
}
