import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
