import { describe, expect, it } from 'vitest';
import { signState, verifyState } from './oauth-state';
import { decryptToken, encryptToken } from './token-cipher';

describe('Pinterest OAuth state', () => {
  const now = 1_800_000_000_000;
  it('verifies for the same user and secret within ten minutes only', () => {
    const state = signState('user-1', 'secret', now);
    expect(verifyState(state, 'user-1', 'secret', now + 60_000)).toBe(true);
    expect(verifyState(state, 'user-2', 'secret', now)).toBe(false);
    expect(verifyState(state, 'user-1', 'other secret', now)).toBe(false);
    expect(verifyState(state, 'user-1', 'secret', now + 10 * 60_000 + 1)).toBe(false);
    expect(verifyState(`${state}x`, 'user-1', 'secret', now)).toBe(false);
    expect(verifyState('a.b.c', 'user-1', 'secret', now)).toBe(false);
  });
});

describe('token sealing', () => {
  it('round-trips, differs each time, and fails closed on tampering or another secret', () => {
    const sealed = encryptToken('pina_abc', 'secret');
    expect(sealed).not.toContain('pina_abc');
    expect(encryptToken('pina_abc', 'secret')).not.toBe(sealed);
    expect(decryptToken(sealed, 'secret')).toBe('pina_abc');
    expect(decryptToken(sealed, 'another')).toBeUndefined();
    expect(decryptToken(`${sealed.slice(0, -2)}AA`, 'secret')).toBeUndefined();
    expect(decryptToken('garbage', 'secret')).toBeUndefined();
  });
});
