import { twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * better-auth's browser client, talking to /api/auth on this origin. Sessions live in httpOnly
 * cookies, so nothing secret is kept in page-readable storage.
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [twoFactorClient()],
});

export type AuthSession = NonNullable<ReturnType<typeof authClient.useSession>['data']>;
export type AuthUser = AuthSession['user'];
