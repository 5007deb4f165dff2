import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The header through which we hand better-auth the address we decided on. */
export const CLIENT_ADDRESS_HEADER = 'x-fixwise-client-address';

/**
 * The caller's address, for rate limits and the guest daily cap. A forwarding header is believed
 * only when TRUST_PROXY says a proxy of ours sets it; otherwise anyone could pick their address.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (tests calling app.request) have no socket.
    return 'local';
  }
}
