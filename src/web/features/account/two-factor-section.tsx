import { lazy, Suspense, useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { toast } from '../../lib/toast';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import type { AuthUser } from '../../session/auth-client';
import { twoFactorAuth } from '../../session/two-factor-client';
import { useAuth } from '../../session/use-auth';
import { passwordPromptError } from './account-errors';
import { PasswordDialog } from './password-dialog';
import { SectionCard } from './section-card';
import type { TotpEnrolment } from './totp-setup';

// The QR code renderer loads once the password is confirmed, and the backup-code tools once
// 2FA is on, not with the settings page of everyone.
const TotpSetup = lazy(() =>
  import('./totp-setup').then((module) => ({ default: module.TotpSetup })),
);
const TwoFactorOn = lazy(() =>
  import('./two-factor-on').then((module) => ({ default: module.TwoFactorOn })),
);

export function TwoFactorSection({ user }: { user: AuthUser }) {
  const { refresh } = useAuth();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const enabled = Boolean(user.twoFactorEnabled);

  const start = async (password: string) => {
    const { data, error } = await twoFactorAuth.twoFactor.enable({ password, method: 'totp' });
    if (error) return passwordPromptError(error);
    if (data?.method !== 'totp') return 'Could not start the setup. Please try again.';
    setEnrolment({ totpURI: data.totpURI, backupCodes: data.backupCodes });
    return null;
  };

  const finish = async () => {
    await refresh();
    setEnrolment(null);
    toast.success('Two-factor authentication is on');
  };

  return (
    <SectionCard
      title="Two-factor authentication"
      icon={<ShieldCheck className="size-5 text-brand-700" aria-hidden />}
      action={
        enabled ? <Badge variant="success">Enabled</Badge> : <Badge variant="secondary">Off</Badge>
      }
      description="Ask for a code from an authenticator app as well as your password when you sign in."
    >
      {enabled ? (
        <Suspense fallback={<p className="text-sm text-muted">Loading...</p>}>
          <TwoFactorOn />
        </Suspense>
      ) : enrolment ? (
        <Suspense fallback={<p className="text-sm text-muted">Preparing your QR code...</p>}>
          <TotpSetup {...enrolment} onVerified={finish} onCancel={() => setEnrolment(null)} />
        </Suspense>
      ) : (
        <PasswordDialog
          trigger={<Button>Enable two-factor authentication</Button>}
          title="Enable two-factor authentication"
          description="Confirm it’s you. Next you’ll scan a QR code with your authenticator app."
          confirmLabel="Continue"
          onConfirm={start}
        />
      )}
    </SectionCard>
  );
}
