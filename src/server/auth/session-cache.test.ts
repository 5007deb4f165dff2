import { describe, expect, it } from 'vitest';
import { sessionCookiePair } from './session-cache';

describe('session cache key', () => {
  it('is the session cookie alone, so other cookies cannot mint new cache entries', () => {
    const key = 'better-auth.session_token=abc.def';
    expect(sessionCookiePair(`${key}`)).toBe(key);
    expect(sessionCookiePair(`junk1=${'x'.repeat(3000)}; ${key}; theme=dark`)).toBe(key);
    expect(sessionCookiePair(`junk2=y; ${key}`)).toBe(key);
    expect(sessionCookiePair('__Secure-better-auth.session_token=t1')).toBe(
      '__Secure-better-auth.session_token=t1',
    );
    expect(sessionCookiePair('theme=dark; lang=en')).toBeUndefined();
  });
});
