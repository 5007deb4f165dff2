import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const STATE_TTL_MS = 10 * 60_000;

function sign(payload: string, secret: string): string {
  return createHmac('sha256', `fixwise:pinterest-state:${secret}`)
    .update(payload)
    .digest('base64url');
}

/**
 * The OAuth `state`: the user id, an expiry and a nonce, signed. The callback accepts it only for
 * the same signed-in user within 10 minutes, so nobody can attach their Pinterest account to
 * someone else's session (login CSRF) and no server-side state is needed.
 */
export function signState(userId: string, secret: string, now = Date.now()): string {
  const payload = [
    Buffer.from(userId).toString('base64url'),
    String(now + STATE_TTL_MS),
    randomBytes(9).toString('base64url'),
  ].join('.');
  return `${payload}.${sign(payload, secret)}`;
}

export function verifyState(state: string, userId: string, secret: string, now = Date.now()) {
  const parts = state.split('.');
  if (parts.length !== 4) return false;
  const [owner = '', expires = '', nonce = '', signature = ''] = parts;
  const expected = Buffer.from(sign(`${owner}.${expires}.${nonce}`, secret));
  const given = Buffer.from(signature);
  return (
    given.length === expected.length &&
    timingSafeEqual(given, expected) &&
    Buffer.from(owner, 'base64url').toString() === userId &&
    Number(expires) > now
  );
}
