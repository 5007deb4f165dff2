import { ArrowLeft, UserRound } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../ui/card';
import { EmailAuthForm } from './email-auth-form';
import { ForgotPasswordForm, ResetPasswordForm, TwoFactorForm } from './recovery-forms';
import { SignUpPerks } from './sign-up-perks';
import { SocialSignIn } from './social-sign-in';
import { useAuth } from '../../session/use-auth';
import { useAuthActions, type AuthView } from './use-auth-actions';

const headings: Record<AuthView, { title: string; description: string }> = {
  'sign-in': { title: 'Welcome back', description: 'Sign in to pick up your projects.' },
  'sign-up': {
    title: 'Create your account',
    description: 'Save your projects and chat without limits.',
  },
  forgot: {
    title: 'Reset your password',
    description: 'We will e-mail you a link to choose a new one.',
  },
  reset: { title: 'Choose a new password', description: 'At least 6 characters.' },
  'two-factor': {
    title: 'Two-factor authentication',
    description: 'Enter the code from your authenticator app, or a backup code.',
  },
};

export function AuthScreen() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { user, loading: sessionLoading } = useAuth();
  const [, navigate] = useLocation();
  const actions = useAuthActions(params.get('mode') === 'reset' && token ? 'reset' : 'sign-in');
  const { view, setView, loading } = actions;

  useEffect(() => {
    if (!sessionLoading && user) navigate('/dashboard', { replace: true });
  }, [sessionLoading, user, navigate]);

  const isCredentials = view === 'sign-in' || view === 'sign-up';
  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-10 sm:py-16">
      <title>{`${view === 'sign-up' ? 'Sign up' : 'Sign in'} · Fixwise`}</title>
      <Card>
        <CardHeader className="text-center">
          <h1 className="text-2xl leading-tight font-semibold">{headings[view].title}</h1>
          <CardDescription>{headings[view].description}</CardDescription>
          {params.get('error') && view === 'sign-in' && (
            <p role="alert" className="text-sm text-red-700">
              That link has expired or was already used. Request a new one.
            </p>
          )}
        </CardHeader>
        <CardContent className="grid gap-5">
          {isCredentials && (
            <>
              <div
                role="tablist"
                aria-label="Sign in or sign up"
                className="grid grid-cols-2 gap-1 rounded-lg bg-stone-100 p-1"
              >
                {(['sign-in', 'sign-up'] as const).map((mode) => (
                  <button
                    key={mode}
                    role="tab"
                    type="button"
                    aria-selected={view === mode}
                    onClick={() => setView(mode)}
                    className={`rounded-md py-1.5 text-sm font-medium ${view === mode ? 'bg-white shadow-sm' : 'text-muted'}`}
                  >
                    {mode === 'sign-in' ? 'Sign In' : 'Sign Up'}
                  </button>
                ))}
              </div>
              {view === 'sign-up' && <SignUpPerks />}
              <SocialSignIn disabled={loading} />
              <div className="flex items-center gap-3 text-xs font-medium text-muted" aria-hidden>
                <span className="h-px flex-1 bg-line" />
                OR
                <span className="h-px flex-1 bg-line" />
              </div>
              <EmailAuthForm
                key={view}
                mode={view}
                loading={loading}
                onSubmit={view === 'sign-up' ? actions.signUp : actions.signIn}
                onForgotPassword={() => setView('forgot')}
              />
              <Button variant="ghost" onClick={actions.continueAsGuest} disabled={loading}>
                <UserRound aria-hidden /> Continue as guest
              </Button>
            </>
          )}
          {view === 'forgot' && (
            <ForgotPasswordForm loading={loading} onSubmit={actions.requestReset} />
          )}
          {view === 'reset' && token && (
            <ResetPasswordForm
              loading={loading}
              onSubmit={(values) => actions.resetPassword(token, values)}
            />
          )}
          {view === 'two-factor' && (
            <TwoFactorForm loading={loading} onSubmit={actions.verifyTwoFactor} />
          )}
          {!isCredentials && (
            <Button variant="ghost" onClick={() => setView('sign-in')}>
              <ArrowLeft aria-hidden /> Back to sign in
            </Button>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
