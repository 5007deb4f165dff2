import { twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/**
 * The client for better-auth's two-factor endpoints (`twoFactorAuth.twoFactor.*`), kept apart
 * from `authClient` so that only the sign-in code step and the settings page load the plugin.
 * Its own session store is never read: after a call that changes the account, the caller
 * re-reads the one session the pages share (`useAuth().refresh`).
 */
export const twoFactorAuth = createAuthClient({
  basePath: '/api/auth',
  plugins: [twoFactorClient()],
});
