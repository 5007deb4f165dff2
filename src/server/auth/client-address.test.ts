import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addressKey, clientAddress } from './client-address';

async function seenAs(trustedProxies: number, forwardedFor?: string) {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, trustedProxies)));
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  const res = await app.request('/', { headers });
  return res.text();
}

describe('client address', () => {
  it('takes the entry our proxy appended, never what the client wrote to the left of it', async () => {
    expect(await seenAs(1, '198.51.100.7')).toBe('198.51.100.7');
    // A client rotating a forged left-most hop stays the same caller.
    expect(await seenAs(1, '1.2.3.4, 198.51.100.7')).toBe('198.51.100.7');
    expect(await seenAs(1, '5.6.7.8, 198.51.100.7')).toBe('198.51.100.7');
    // Behind two proxies (a CDN, then a load balancer) the client is second from the right.
    expect(await seenAs(2, '9.9.9.9, 198.51.100.7, 10.0.0.2')).toBe('198.51.100.7');
  });

  it('ignores the header without a trusted proxy, and a malformed entry', async () => {
    expect(await seenAs(0, '198.51.100.7')).toBe('local');
    expect(await seenAs(1, 'not-an-ip')).toBe('local');
    expect(await seenAs(1, '198.51.100.7, <script>')).toBe('local');
  });

  it('keys an IPv6 caller by its /64 and an IPv4-mapped address by its IPv4', () => {
    expect(addressKey('2001:db8:85a3:12:1:2:3:4')).toBe('2001:db8:85a3:12::/64');
    expect(addressKey('2001:db8:85a3:12:ffff::9')).toBe('2001:db8:85a3:12::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
  });
});
