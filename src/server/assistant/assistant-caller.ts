import type { Context } from 'hono';
import type { AssistantRequest } from '../../shared/assistant/assistant-api';
import type { AppEnv } from '../app';
import { clientAddress } from '../auth/client-address';
import type { GuestIdentity } from '../guests/guest-allowance';
import { guestCookieId } from '../guests/guest-cookie';
import { ApiError } from '../http/errors';

export type Caller =
  | { kind: 'user'; userId: string; rateKey: string }
  | { kind: 'guest'; guest: GuestIdentity; rateKey: string };

/**
 * Who is asking: a signed-in user (session cookie), else a guest with a guest session id (plus
 * our signed cookie), else nobody — a 401, as docs/product.md#error-messages's Authentication Error expects.
 */
export async function resolveCaller(c: Context<AppEnv>, body: AssistantRequest): Promise<Caller> {
  const { sessions, config, keys } = c.get('services');
  const session = await sessions.get(c.req.raw.headers);
  if (session) {
    return { kind: 'user', userId: session.user.id, rateKey: `assistant:user:${session.user.id}` };
  }
  if (!body.guestSessionId) {
    throw new ApiError(401, 'Please sign in or continue as a guest.', 'UNAUTHENTICATED');
  }
  const cookieId = await guestCookieId(
    c,
    keys.guestCookie,
    config.publicUrl.startsWith('https://'),
  );
  return {
    kind: 'guest',
    guest: {
      sessionId: body.guestSessionId,
      cookieId,
      address: clientAddress(c, config.trustProxy),
    },
    rateKey: `assistant:guest:${cookieId}`,
  };
}
