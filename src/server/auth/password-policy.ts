import { APIError } from 'better-auth/api';
import { isCommonPassword } from './common-passwords';

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose a different one.';

/** Where a new password is chosen, and the body field that carries it. */
const passwordFields: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/** better-auth checks length (6-128); this refuses the most common passwords as well. */
export function refuseCommonPassword(ctx: { path: string; body?: unknown }) {
  const field = passwordFields[ctx.path];
  if (!field) return;
  const password = (ctx.body as Record<string, unknown> | undefined)?.[field];
  if (typeof password === 'string' && isCommonPassword(password)) {
    throw new APIError('BAD_REQUEST', {
      message: COMMON_PASSWORD_MESSAGE,
      code: 'PASSWORD_TOO_COMMON',
    });
  }
}
