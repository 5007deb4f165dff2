import { useEffect, useState } from 'react';
import { authProvidersSchema, type SocialProvider } from '../../../shared/auth/auth-providers';
import { apiFetch } from '../../lib/api-fetch';

/**
 * The social sign-ins the server has configured; empty until it has said, and empty if it
 * cannot be asked, so no button is shown that would only answer "Failed to sign in".
 */
export function useSocialProviders(): SocialProvider[] {
  const [providers, setProviders] = useState<SocialProvider[]>([]);
  useEffect(() => {
    let current = true;
    apiFetch<unknown>('/api/auth-providers')
      .then((body) => {
        if (current) setProviders(authProvidersSchema.parse(body).social);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return providers;
}
