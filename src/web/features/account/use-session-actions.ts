import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { useLocation } from 'wouter';
import { authClient } from '../../session/auth-client';
import type { AuthClientError } from '../../session/auth-errors';
import { useAuth } from '../../session/use-auth';
import { accountError } from './account-errors';
import { SESSIONS_KEY } from './use-sessions';

type AuthCall = () => Promise<{ error: AuthClientError | null }>;

/**
 * The documented sign-out scopes: local (this device), one other device, others (every device but this
 * one) and global (everywhere, this one included). `busy` names the action in flight.
 */
export function useSessionActions() {
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (key: string, call: AuthCall, success: string, leave = false) => {
    setBusy(key);
    try {
      const { error } = await call();
      if (error) {
        toast.error(accountError(error).message);
        return;
      }
      toast.success(success);
      if (leave) {
        navigate('/auth');
        await refresh();
      } else {
        await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
      }
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    signOutHere: () => run('local', () => authClient.signOut(), 'You have been signed out', true),
    revokeOne: (token: string) =>
      run(token, () => authClient.revokeSession({ token }), 'That device has been signed out'),
    revokeOthers: () =>
      run('others', () => authClient.revokeOtherSessions(), 'Other devices have been signed out'),
    revokeAll: () =>
      run('global', () => authClient.revokeSessions(), 'You have been signed out everywhere', true),
  };
}
