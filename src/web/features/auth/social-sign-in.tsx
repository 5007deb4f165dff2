import { toast } from '../../lib/toast';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { authClient } from '../../session/auth-client';
import { oauthErrorToast } from '../../session/auth-errors';
import { useSocialProviders } from './use-auth-providers';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden>
      <path
        fill="#4285F4"
        d="M22.6 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.3-4.8 3.3-8z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.7-2.8z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3 .6 4.2 1.6l3.1-3.1A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z"
      />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden>
      <path
        fill="#1877F2"
        d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v2.9h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z"
      />
    </svg>
  );
}

function PinterestMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden>
      <path
        fill="#E60023"
        d="M12 0a12 12 0 0 0-4.4 23.2c-.1-.9-.2-2.4 0-3.4l1.4-6s-.3-.7-.3-1.8c0-1.7 1-2.9 2.2-2.9 1 0 1.5.8 1.5 1.7 0 1-.7 2.6-1 4-.3 1.2.6 2.2 1.8 2.2 2.1 0 3.8-2.2 3.8-5.5 0-2.9-2.1-4.9-5-4.9-3.4 0-5.4 2.6-5.4 5.2 0 1 .4 2.1.9 2.7.1.1.1.2.1.3l-.3 1.4c-.1.2-.2.3-.4.2-1.5-.7-2.4-2.9-2.4-4.6 0-3.8 2.7-7.2 7.9-7.2 4.1 0 7.3 2.9 7.3 6.9 0 4.1-2.6 7.4-6.2 7.4-1.2 0-2.4-.6-2.7-1.4l-.8 2.8c-.3 1.1-1 2.4-1.5 3.2A12 12 0 1 0 12 0z"
      />
    </svg>
  );
}

async function signInWith(provider: 'google' | 'facebook', label: 'Google' | 'Facebook') {
  try {
    const { error } = await authClient.signIn.social({ provider, callbackURL: '/dashboard' });
    if (error) {
      const { title, description } = oauthErrorToast(label, error);
      toast.error(title, { description });
    }
  } catch {
    toast.error('Error', { description: `Failed to sign in with ${label}` });
  }
}

const labels = { google: 'Google', facebook: 'Facebook' } as const;
const marks = { google: GoogleMark, facebook: FacebookMark } as const;

/** Google and Facebook only when the server has them configured; Pinterest is announced only. */
export function SocialSignIn({ disabled }: { disabled: boolean }) {
  const providers = useSocialProviders();
  return (
    <div className={cn('grid gap-2', providers.length > 0 && 'sm:grid-cols-3')}>
      {providers.map((provider) => {
        const Mark = marks[provider];
        return (
          <Button
            key={provider}
            variant="outline"
            disabled={disabled}
            onClick={() => signInWith(provider, labels[provider])}
          >
            <Mark /> {labels[provider]}
          </Button>
        );
      })}
      <Button
        variant="outline"
        disabled={disabled}
        onClick={() =>
          toast('Pinterest Integration', {
            description: 'Pinterest authentication coming soon! Please sign up with email for now.',
          })
        }
      >
        <PinterestMark /> Pinterest
      </Button>
    </div>
  );
}
