import { z } from 'zod';
import { fetchJson } from './fetch-json';

const tokenSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().positive(),
});

/** Renew this long before Reddit's stated expiry, so a token never dies mid-request. */
const EXPIRY_MARGIN_MS = 60_000;

export interface RedditCredentials {
  authUrl: string;
  clientId: string;
  clientSecret: string;
  userAgent: string;
}

/**
 * Reddit's application-only OAuth (client credentials): one token serves every search until it
 * expires (a day, per Reddit), so we ask for it once rather than per request.
 */
export function createRedditToken(credentials: RedditCredentials, now: () => number = Date.now) {
  let cached: { token: string; expiresAt: number } | undefined;
  const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString(
    'base64',
  );

  async function get(signal: AbortSignal): Promise<string> {
    if (cached && cached.expiresAt > now()) return cached.token;
    const answer = await fetchJson(new URL(credentials.authUrl), {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': credentials.userAgent,
      },
      body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
      signal,
      schema: tokenSchema,
    });
    cached = {
      token: answer.access_token,
      expiresAt: now() + Math.max(0, answer.expires_in * 1000 - EXPIRY_MARGIN_MS),
    };
    return cached.token;
  }

  /** Called when Reddit refuses the token (revoked, or expired early), so the next call renews. */
  function forget() {
    cached = undefined;
  }

  return { get, forget };
}
