import { createContext, useEffect, useMemo, type ReactNode } from 'react';
import { authClient, type AuthSession, type AuthUser } from './auth-client';
import { rememberSignedIn } from './signed-in-hint';

export interface AuthContextValue {
  user: AuthUser | null;
  session: AuthSession['session'] | null;
  /** True until the first answer about the session arrives. */
  loading: boolean;
  /** Re-reads the session, e.g. after a profile change. */
  refresh: () => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isPending, refetch } = authClient.useSession();
  // The server's session also carries the two-factor user field this client's types leave out.
  const current = (data ?? null) as AuthSession | null;

  useEffect(() => {
    if (!isPending) rememberSignedIn(current !== null);
  }, [current, isPending]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: current?.user ?? null,
      session: current?.session ?? null,
      loading: isPending,
      refresh: async () => {
        await refetch();
      },
    }),
    [current, isPending, refetch],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
