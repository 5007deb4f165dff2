import { createAuthClient } from 'better-auth/react';
import type { twoFactorAuth } from './two-factor-client';

/**
 * better-auth's browser client, talking to /api/auth on this origin. Sessions live in httpOnly
 * cookies, so nothing secret is kept in page-readable storage. The two-factor calls have their
 * own client (two-factor-client.ts), loaded only by the pages that make them.
 */
export const authClient = createAuthClient({ basePath: '/api/auth' });

// The session as the server sends it, which includes the two-factor plugin's user field
// (`twoFactorEnabled`) whether or not this client knows the plugin: typed from the client that does.
export type AuthSession = NonNullable<ReturnType<typeof twoFactorAuth.useSession>['data']>;
export type AuthUser = AuthSession['user'];
