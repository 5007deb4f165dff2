import type { AuthSession } from './auth-client';

/** docs/product.md#states-and-transitions authentication events. */
export type AuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'SIGNED_OUT'
  | 'TOKEN_REFRESHED'
  | 'USER_UPDATED'
  | 'PASSWORD_RECOVERY'
  | 'MFA_CHALLENGE_VERIFIED';

export type AuthListener = (event: AuthEvent, session: AuthSession | null) => void;

/**
 * The event a change of session amounts to. Sign-in and sign-out flip the user; a new token or
 * expiry for the same user is a refresh; changed user fields are an update.
 */
export function sessionChangeEvent(
  previous: AuthSession | null,
  next: AuthSession | null,
): AuthEvent | null {
  if (!previous && next) return 'SIGNED_IN';
  if (previous && !next) return 'SIGNED_OUT';
  if (!previous || !next) return null;
  if (previous.user.id !== next.user.id) return 'SIGNED_IN';
  const userChanged =
    previous.user.name !== next.user.name ||
    previous.user.email !== next.user.email ||
    previous.user.image !== next.user.image ||
    previous.user.twoFactorEnabled !== next.user.twoFactorEnabled;
  if (userChanged) return 'USER_UPDATED';
  const refreshed =
    previous.session.token !== next.session.token ||
    String(previous.session.expiresAt) !== String(next.session.expiresAt);
  return refreshed ? 'TOKEN_REFRESHED' : null;
}
