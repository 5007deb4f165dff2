import { useState } from 'react';
import { toast } from '../../lib/toast';
import { useLocation } from 'wouter';
import { GUEST_FREE_QUESTIONS } from '../../../shared/constants';
import { endGuestMode, startGuestMode } from '../../session/guest-storage';
import { authClient } from '../../session/auth-client';
import { authErrorToast, type AuthClientError } from '../../session/auth-errors';
import type { AuthMode } from './email-auth-form';
import { useAuth } from '../../session/use-auth';

export type AuthView = AuthMode | 'forgot' | 'reset' | 'two-factor';

function showError(error: AuthClientError | null | undefined) {
  const { title, description } = authErrorToast(error);
  toast.error(title, { description });
}

/** What the authentication page does; each action keeps the page's loading flag honest. */
export function useAuthActions(initialView: AuthView) {
  const [view, setView] = useState<AuthView>(initialView);
  const [loading, setLoading] = useState(false);
  const [, navigate] = useLocation();
  const { refresh } = useAuth();

  async function run(action: () => Promise<void>) {
    setLoading(true);
    try {
      await action();
    } catch (error) {
      showError(error as AuthClientError);
    } finally {
      setLoading(false);
    }
  }

  const enterDashboard = async (message: string) => {
    endGuestMode();
    await refresh();
    toast.success(message);
    navigate('/dashboard');
  };

  return {
    view,
    setView,
    loading,
    signIn: (values: { email: string; password: string }) =>
      run(async () => {
        const { data, error } = await authClient.signIn.email(values);
        if (error) return showError(error);
        if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) {
          setView('two-factor');
          return;
        }
        await enterDashboard('Signed in successfully!');
      }),
    signUp: (values: { fullName: string; email: string; password: string }) =>
      run(async () => {
        const { data, error } = await authClient.signUp.email({
          name: values.fullName,
          email: values.email,
          password: values.password,
          callbackURL: '/',
        });
        if (error) return showError(error);
        if (!data?.token) {
          toast.success('Check your email', {
            description: 'Please check your email to verify your account before signing in.',
          });
          setView('sign-in');
          return;
        }
        await enterDashboard('Welcome to Fixwise! Your account is ready.');
      }),
    verifyTwoFactor: ({ code }: { code: string }) =>
      run(async () => {
        // The two-factor client loads with the first code, not with every visit to sign in.
        const { twoFactorAuth } = await import('../../session/two-factor-client');
        const { error } = /^\d{6}$/.test(code)
          ? await twoFactorAuth.twoFactor.verifyTotp({ code })
          : await twoFactorAuth.twoFactor.verifyBackupCode({ code });
        if (error) return showError({ ...error, message: 'That code is not valid. Try again.' });
        await enterDashboard('Signed in successfully!');
      }),
    requestReset: ({ email }: { email: string }) =>
      run(async () => {
        const { error } = await authClient.requestPasswordReset({
          email,
          redirectTo: '/auth?mode=reset',
        });
        if (error && error.status === 429) return showError(error);
        // The same answer whether or not the address has an account.
        toast.success('Check your email', {
          description: 'If an account exists for that address, a reset link is on its way.',
        });
        setView('sign-in');
      }),
    resetPassword: (token: string, { password }: { password: string }) =>
      run(async () => {
        const { error } = await authClient.resetPassword({ newPassword: password, token });
        if (error) return showError(error);
        toast.success('Password updated', { description: 'Sign in with your new password.' });
        navigate('/auth', { replace: true });
        setView('sign-in');
      }),
    continueAsGuest: () => {
      startGuestMode();
      toast.success('Welcome, guest!', {
        description: `You have ${GUEST_FREE_QUESTIONS} free questions to try the product. Sign up anytime for unlimited access!`,
      });
      navigate('/dashboard');
    },
  };
}
