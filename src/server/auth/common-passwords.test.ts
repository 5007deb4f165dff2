import { describe, expect, it } from 'vitest';
import { commonPasswords, isCommonPassword } from './common-passwords';

describe('commonPasswords', () => {
  it('holds at least 1,000 entries', () => {
    expect(commonPasswords.size).toBeGreaterThanOrEqual(1000);
  });

  it('holds only non-empty lowercase entries without whitespace', () => {
    for (const entry of commonPasswords) {
      expect(entry).not.toBe('');
      expect(entry).toBe(entry.toLowerCase());
      expect(entry).not.toMatch(/\s/);
    }
  });

  it.each([
    '123456',
    'password',
    '12345678',
    'qwerty',
    '123456789',
    'abc123',
    'letmein',
    'iloveyou',
    'trustno1',
    'passw0rd',
    '1qaz2wsx',
    'starwars',
  ])('includes %s', (entry) => {
    expect(commonPasswords.has(entry)).toBe(true);
  });
});

describe('isCommonPassword', () => {
  it('ignores letter case', () => {
    expect(isCommonPassword('PassWord')).toBe(true);
  });

  it('treats spaces as significant', () => {
    expect(isCommonPassword(' password')).toBe(false);
  });

  it('accepts a long random-looking passphrase', () => {
    expect(isCommonPassword('violet-anvil-harbor-47-quietly-tundra')).toBe(false);
  });
});
