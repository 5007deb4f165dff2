import type { Context } from 'hono';
import type { AssistantRequest } from '../../shared/assistant/assistant-api';
import { findUser, guestId, signInOrGuestFirst } from '../auth/caller';
import { clientAddress } from '../auth/client-address';
import type { GuestIdentity } from '../guests/guest-allowance';
import type { AppEnv } from '../http/app-env';

/** The assistant's caller: a guest also brings the ids its free questions are counted by. */
export type Caller =
  | { kind: 'user'; userId: string; rateKey: string }
  | { kind: 'guest'; guest: GuestIdentity; rateKey: string };

/**
 * Who is asking: a signed-in user (session cookie), else a guest with a guest session id (plus
 * our signed cookie, issued here when missing), else nobody — a 401, as
 * docs/product.md#error-messages's Authentication Error expects.
 */
export async function resolveCaller(
  c: Context<AppEnv>,
  body: AssistantRequest,
  trustProxy: number,
): Promise<Caller> {
  const user = await findUser(c);
  if (user) return { kind: 'user', userId: user.id, rateKey: `assistant:user:${user.id}` };
  if (!body.guestSessionId) throw signInOrGuestFirst();
  const cookieId = await guestId(c);
  return {
    kind: 'guest',
    guest: {
      sessionId: body.guestSessionId,
      cookieId,
      address: clientAddress(c, trustProxy),
    },
    rateKey: `assistant:guest:${cookieId}`,
  };
}
