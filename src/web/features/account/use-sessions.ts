import { useQuery } from '@tanstack/react-query';
import { authClient } from '../../session/auth-client';

export const SESSIONS_KEY = ['account', 'sessions'] as const;

export type ListedSession = NonNullable<
  Awaited<ReturnType<typeof authClient.listSessions>>['data']
>[number];

const time = (value: Date | string) => new Date(value).getTime();

/**
 * The user's active sessions, this device first, then the most recently active. Keyed by the
 * current session, because enabling 2FA or changing the password replaces it.
 */
export function useSessions(currentSessionId: string | undefined) {
  return useQuery({
    queryKey: [...SESSIONS_KEY, currentSessionId],
    enabled: Boolean(currentSessionId),
    queryFn: async () => {
      const { data, error } = await authClient.listSessions();
      if (error) throw new Error(error.message || 'Could not load your sessions.');
      return [...(data ?? [])].sort((a, b) => {
        if (a.id === currentSessionId) return -1;
        if (b.id === currentSessionId) return 1;
        return time(b.updatedAt) - time(a.updatedAt);
      });
    },
  });
}
