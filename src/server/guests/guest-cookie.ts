import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';

export const GUEST_COOKIE = 'fixwise_guest';
const oneYear = 60 * 60 * 24 * 365;

/**
 * The guest's id from our signed httpOnly cookie, issuing a new one when missing or tampered
 * with. The browser cannot read or change it, so clearing local storage keeps the count.
 */
export async function guestCookieId(c: Context, secret: string, secure: boolean) {
  const existing = await getSignedCookie(c, secret, GUEST_COOKIE);
  if (existing) return existing;
  const id = randomUUID();
  await setSignedCookie(c, GUEST_COOKIE, id, secret, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/api',
    maxAge: oneYear,
  });
  return id;
}
