import { useEffect, useState } from 'react';
import { isSocialProvider, type SocialProvider } from '../../../shared/auth/social-providers';
import { isRecord } from '../../lib/answer-checks';
import { apiFetch } from '../../lib/api-fetch';

/** `authProvidersSchema`'s check without zod: `{ social }`, only known providers, else null. */
export function socialProvidersOf(body: unknown): SocialProvider[] | null {
  if (!isRecord(body) || !Array.isArray(body.social)) return null;
  const social: unknown[] = body.social;
  return social.every(isSocialProvider) ? (social as SocialProvider[]) : null;
}

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
        const social = socialProvidersOf(body);
        if (current && social) setProviders(social);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return providers;
}
