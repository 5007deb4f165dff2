import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { pinterestTokens } from '../db/schema';
import { PinterestError } from './pinterest-api';
import type { PinterestApp } from './pinterest-app';
import { refreshAccessToken, type TokenAnswer } from './pinterest-oauth';
import type { Keys } from '../auth/derived-keys';
import { decryptToken, encryptToken } from './token-cipher';

/** Refresh a little early, so a token does not expire between this check and Pinterest's. */
const REFRESH_MARGIN_MS = 60_000;

/**
 * A user's stored Pinterest tokens, sealed with a key derived for them alone; every call is by
 * user id. Tokens sealed by earlier versions (under the app secret itself) still open and are
 * sealed again under the derived key at the next refresh.
 */
export function pinterestTokenStore(db: Database, keys: Pick<Keys, 'auth' | 'pinterestToken'>) {
  const secret = keys.pinterestToken;
  const open = (value: string | null) =>
    value ? (decryptToken(value, secret) ?? decryptToken(value, keys.auth)) : undefined;

  async function save(userId: string, answer: TokenAnswer, previousRefresh?: string) {
    const now = new Date();
    const refresh = answer.refresh_token ?? previousRefresh;
    const values = {
      accessToken: encryptToken(answer.access_token, secret),
      refreshToken: refresh ? encryptToken(refresh, secret) : null,
      scope: answer.scope ?? null,
      expiresAt: answer.expires_in ? new Date(now.getTime() + answer.expires_in * 1000) : null,
      updatedAt: now,
    };
    await db
      .insert(pinterestTokens)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: pinterestTokens.userId, set: values });
  }

  const remove = (userId: string) =>
    db.delete(pinterestTokens).where(eq(pinterestTokens.userId, userId));

  return {
    save,
    remove,
    async has(userId: string): Promise<boolean> {
      const rows = await db
        .select({ userId: pinterestTokens.userId })
        .from(pinterestTokens)
        .where(eq(pinterestTokens.userId, userId));
      return rows.length > 0;
    },
    /**
     * A usable access token, refreshed when it is about to expire; undefined when the user has
     * none (or it can no longer be opened or refreshed, in which case the row is dropped so the
     * page offers to reconnect).
     */
    async accessToken(userId: string, app: PinterestApp | undefined, now = new Date()) {
      const [row] = await db
        .select()
        .from(pinterestTokens)
        .where(eq(pinterestTokens.userId, userId));
      if (!row) return undefined;
      const access = open(row.accessToken);
      const fresh = !row.expiresAt || row.expiresAt.getTime() - REFRESH_MARGIN_MS > now.getTime();
      if (access && fresh) return access;
      const refresh = open(row.refreshToken);
      if (!app || !refresh) {
        await remove(userId);
        return undefined;
      }
      try {
        const answer = await refreshAccessToken(app, refresh);
        await save(userId, answer, refresh);
        return answer.access_token;
      } catch (error) {
        // Pinterest refusing the refresh token means the connection is over; anything else
        // (a network blip) is reported, and the stored tokens stay for the next try.
        if (error instanceof PinterestError && error.status >= 400 && error.status < 500) {
          await remove(userId);
          return undefined;
        }
        throw error;
      }
    },
  };
}
