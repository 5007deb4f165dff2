import type { PinSearchResult } from '../../shared/pins/pin-schema';
import { PIN_NOTICES, SAMPLE_PINS } from '../../shared/pins/sample-pins';
import type { Services } from '../services';

/** What Pinterest calls need: the site's app settings, its keys and the users' tokens. */
export type PinterestDeps = Pick<Services, 'config' | 'keys' | 'pinterestTokens'>;
import { PinterestError, pinterestApi } from './pinterest-api';
import { pinterestApiUrl, pinterestApp } from './pinterest-app';
import { toApiError } from './pinterest-errors';

const samples = (notice: string): PinSearchResult => ({
  items: [...SAMPLE_PINS],
  sample: true,
  notice,
});

/** The user's Pinterest API client, or undefined when the site or the user is not connected. */
export async function userPinterest(services: PinterestDeps, userId: string) {
  const app = pinterestApp(services.config);
  if (!app) return undefined;
  const token = await services.pinterestTokens.accessToken(userId, app);
  return token ? pinterestApi(pinterestApiUrl(services.config), token) : undefined;
}

/**
 * docs/product.md#screens-and-routes/§8 pin search. Not connected, a refused token or missing scopes, and an empty result
 * all answer 200 with the sample pins and a notice (the page shows no error); any other Pinterest
 * failure is a 502 `PINTEREST_ERROR`, which the page turns into the 'Pinterest Error' toast.
 */
export async function pinSearch(
  services: PinterestDeps,
  userId: string | undefined,
  query: string,
  limit: number,
): Promise<PinSearchResult> {
  if (!pinterestApp(services.config)) return samples(PIN_NOTICES.notConfigured);
  if (!userId) return samples(PIN_NOTICES.signedOut);
  try {
    const api = await userPinterest(services, userId);
    if (!api) return samples(PIN_NOTICES.notConnected);
    const items = await api.searchPins(query, limit);
    return items.length > 0 ? { items, sample: false } : samples(PIN_NOTICES.noResults);
  } catch (error) {
    if (error instanceof PinterestError && error.authProblem) {
      return samples(PIN_NOTICES.missingScopes);
    }
    throw toApiError(error, 'Unable to load Pinterest content.');
  }
}
