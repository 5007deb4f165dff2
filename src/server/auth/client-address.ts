import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The header through which we hand better-auth the address we decided on. */
export const CLIENT_ADDRESS_HEADER = 'x-fixwise-client-address';

/**
 * One key per customer line: an IPv6 customer is usually handed a whole /64, so rotating
 * through it must not buy fresh limits; an IPv4-mapped IPv6 address is its IPv4 address.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  const groups = address.includes('::') ? [...left, ...zeros, ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests calling app.request) have no socket.
    return 'local';
  }
}

/**
 * The caller's address as rate limits and the guest cap key it. `trustedProxies` is how many
 * proxies of ours append to X-Forwarded-For (TRUST_PROXY): each appends the address it saw, so
 * the client is the entry that many places from the right; anything further left was written
 * by the client and is ignored. Without a trusted proxy, or with a malformed entry, the
 * socket's address is used.
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const candidate = hops[hops.length - trustedProxies];
    if (candidate && isIP(candidate)) return addressKey(candidate);
  }
  return addressKey(socketAddress(c));
}
