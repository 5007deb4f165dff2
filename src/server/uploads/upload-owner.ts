import type { Context } from 'hono';
import { getSignedCookie } from 'hono/cookie';
import type { AppEnv } from '../app';
import { GUEST_COOKIE } from '../guests/guest-cookie';

/**
 * Who an upload belongs to: a signed-in user, or a guest known by the id in our signed guest
 * cookie. The assistant maps its caller the same way: a user's id, or a guest's `cookieId`.
 */
export type UploadOwner = { kind: 'user'; id: string } | { kind: 'guest'; id: string };

/**
 * The caller as an owner, or undefined for nobody. A session wins over a guest cookie in the same
 * browser. A guest must already hold the cookie (issued by /api/guest/allowance and the
 * assistant): this route never mints one, or anyone could call themselves a guest.
 */
export async function findUploadOwner<E extends AppEnv>(
  c: Context<E>,
): Promise<UploadOwner | undefined> {
  const { sessions, keys } = c.get('services');
  const session = await sessions.get(c.req.raw.headers);
  if (session) return { kind: 'user', id: session.user.id };
  const guestId = await getSignedCookie(c, keys.guestCookie, GUEST_COOKIE);
  return guestId ? { kind: 'guest', id: guestId } : undefined;
}
