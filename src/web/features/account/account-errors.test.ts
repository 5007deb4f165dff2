import { describe, expect, it } from 'vitest';
import { accountError, passwordPromptError, WRONG_PASSWORD_MESSAGE } from './account-errors';

describe('accountError', () => {
  it('names a wrong current password', () => {
    expect(accountError({ code: 'INVALID_PASSWORD', message: 'Invalid password' })).toEqual({
      field: 'password',
      message: WRONG_PASSWORD_MESSAGE,
    });
  });

  it('keeps the server’s text for a too-common password', () => {
    const message = 'This password is too common and easy to guess.';
    expect(accountError({ code: 'PASSWORD_TOO_COMMON', message })).toEqual({
      field: 'newPassword',
      message,
    });
  });

  it('passes other messages through, with a fallback', () => {
    expect(accountError({ code: 'X', message: 'Nope' })).toEqual({ field: null, message: 'Nope' });
    expect(accountError(null).message).toMatch(/went wrong/);
  });

  it('words a wrong password in a prompt', () => {
    expect(passwordPromptError({ code: 'INVALID_PASSWORD' })).toBe('That password is incorrect.');
  });
});
