import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionChangeEvent } from './auth-events';
import { useAuth } from './use-auth';

function Probe() {
  useAuth();
  return <p>inside</p>;
}

describe('useAuth', () => {
  it('throws the documented message outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
    expect(screen.queryByText('inside')).toBeNull();
  });
});

const session = (overrides: { user?: object; session?: object } = {}) =>
  ({
    user: { id: 'u1', name: 'Ada', email: 'ada@example.com', image: null, ...overrides.user },
    session: { token: 't1', expiresAt: '2030-01-01T00:00:00Z', ...overrides.session },
  }) as never;

describe('sessionChangeEvent', () => {
  it('names sign-in, sign-out, refresh and user updates', () => {
    expect(sessionChangeEvent(null, session())).toBe('SIGNED_IN');
    expect(sessionChangeEvent(session(), null)).toBe('SIGNED_OUT');
    expect(sessionChangeEvent(session(), session({ session: { token: 't2' } }))).toBe(
      'TOKEN_REFRESHED',
    );
    expect(sessionChangeEvent(session(), session({ user: { name: 'Ada L.' } }))).toBe(
      'USER_UPDATED',
    );
    expect(sessionChangeEvent(session(), session({ user: { id: 'u2' } }))).toBe('SIGNED_IN');
    expect(sessionChangeEvent(session(), session())).toBeNull();
    expect(sessionChangeEvent(null, null)).toBeNull();
  });
});
