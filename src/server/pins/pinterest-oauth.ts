import { z } from 'zod';
import { PinterestError } from './pinterest-api';
import type { PinterestApp } from './pinterest-app';

/** Read and write pins and boards: search, list boards, create boards and pins. */
export const PINTEREST_SCOPES = 'boards:read,boards:write,pins:read,pins:write';

export function authorizeUrl(app: PinterestApp, state: string): string {
  const url = new URL(app.oauthUrl);
  url.search = new URLSearchParams({
    client_id: app.id,
    redirect_uri: app.redirectUri,
    response_type: 'code',
    scope: PINTEREST_SCOPES,
    state,
  }).toString();
  return url.toString();
}

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.number().positive().optional(),
  scope: z.string().optional(),
});
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

/** v5 `POST /oauth/token`: the app authenticates with HTTP Basic, parameters go as a form. */
async function tokenRequest(app: PinterestApp, params: Record<string, string>) {
  let res: Response;
  try {
    res = await fetch(`${app.apiUrl}/oauth/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${app.id}:${app.secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams(params),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new PinterestError(0, `Pinterest could not be reached: ${(error as Error).message}`);
  }
  const body: unknown = await res.json().catch(() => undefined);
  const parsed = tokenAnswerSchema.safeParse(body);
  if (!res.ok || !parsed.success) {
    throw new PinterestError(
      res.ok ? 502 : res.status,
      `Pinterest token request failed (${res.status})`,
    );
  }
  return parsed.data;
}

export const exchangeCode = (app: PinterestApp, code: string) =>
  tokenRequest(app, { grant_type: 'authorization_code', code, redirect_uri: app.redirectUri });

export const refreshAccessToken = (app: PinterestApp, refreshToken: string) =>
  tokenRequest(app, { grant_type: 'refresh_token', refresh_token: refreshToken });
