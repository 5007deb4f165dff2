import type { Config } from '../config';

/** What the OAuth flow needs: the app's credentials and where Pinterest and we live. */
export interface PinterestApp {
  id: string;
  secret: string;
  apiUrl: string;
  oauthUrl: string;
  redirectUri: string;
}

export const PINTEREST_CALLBACK_PATH = '/api/pins/oauth/callback';

/** The configured Pinterest app, or undefined: "Connect Pinterest" exists only with both keys. */
export function pinterestApp(config: Config): PinterestApp | undefined {
  const credentials = config.sources.pinterest;
  if (!credentials) return undefined;
  return {
    ...credentials,
    apiUrl: pinterestApiUrl(config),
    oauthUrl: config.pinterestOAuthUrl,
    redirectUri: `${config.publicUrl.replace(/\/+$/, '')}${PINTEREST_CALLBACK_PATH}`,
  };
}

export function pinterestApiUrl(config: Config): string {
  return config.sources.pinterestBaseUrl.replace(/\/+$/, '');
}
