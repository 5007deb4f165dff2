import { createContext, useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { authClient, type AuthSession, type AuthUser } from './auth-client';
import { rememberSignedIn } from './signed-in-hint';
import { sessionChangeEvent, type AuthEvent, type AuthListener } from './auth-events';

export interface AuthContextValue {
  user: AuthUser | null;
  session: AuthSession['session'] | null;
  /** True until the first answer about the session arrives. */
  loading: boolean;
  /** Re-reads the session, e.g. after a profile change. */
  refresh: () => Promise<void>;
  /** Announces an event the session diff cannot see (password recovery, 2FA verified). */
  emit: (event: AuthEvent) => void;
  /** Subscribes to docs/product.md#states-and-transitions events; returns the unsubscribe function. */
  onAuthStateChange: (listener: AuthListener) => () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const { data, isPending, refetch } = authClient.useSession();
  const listeners = useRef(new Set<AuthListener>());
  const previous = useRef<AuthSession | null | undefined>(undefined);
  const current = data ?? null;

  const notify = useCallback((event: AuthEvent, session: AuthSession | null) => {
    for (const listener of listeners.current) listener(event, session);
  }, []);

  useEffect(() => {
    if (isPending) return;
    if (previous.current === undefined) {
      notify('INITIAL_SESSION', current);
    } else {
      const event = sessionChangeEvent(previous.current, current);
      if (event) notify(event, current);
    }
    previous.current = current;
    rememberSignedIn(current !== null);
  }, [current, isPending, notify]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: current?.user ?? null,
      session: current?.session ?? null,
      loading: isPending,
      refresh: async () => {
        await refetch();
      },
      emit: (event) => notify(event, previous.current ?? null),
      onAuthStateChange: (listener) => {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
    }),
    [current, isPending, refetch, notify],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
