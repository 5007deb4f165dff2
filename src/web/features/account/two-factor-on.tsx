import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { twoFactorAuth } from '../../session/two-factor-client';
import { useAuth } from '../../session/use-auth';
import { passwordPromptError } from './account-errors';
import { BackupCodes } from './backup-codes';
import { PasswordDialog } from './password-dialog';

/** 2FA is on: new backup codes (the old ones stop working) or switching it off. */
export function TwoFactorOn() {
  const { refresh } = useAuth();
  const [codes, setCodes] = useState<string[] | null>(null);

  const regenerate = async (password: string) => {
    const { data, error } = await twoFactorAuth.twoFactor.generateBackupCodes({ password });
    if (error) return passwordPromptError(error);
    setCodes(data?.backupCodes ?? []);
    toast.success('New backup codes created');
    return null;
  };

  const disable = async (password: string) => {
    const { error } = await twoFactorAuth.twoFactor.disable({ password });
    if (error) return passwordPromptError(error);
    toast.success('Two-factor authentication is off');
    await refresh();
    return null;
  };

  return (
    <div className="grid gap-5">
      <p className="text-sm">
        Your account asks for a code from your authenticator app when you sign in. Lost your phone?
        Use one of your backup codes.
      </p>
      {codes && (
        <section aria-label="New backup codes" className="grid gap-2">
          <p className="text-sm font-medium">
            Your new backup codes. The old ones no longer work; save these now.
          </p>
          <BackupCodes codes={codes} />
        </section>
      )}
      <div className="flex flex-col gap-3 sm:flex-row">
        <PasswordDialog
          trigger={<Button variant="outline">Generate new backup codes</Button>}
          title="Generate new backup codes"
          description="Your current backup codes will stop working."
          confirmLabel="Generate codes"
          onConfirm={regenerate}
        />
        <PasswordDialog
          trigger={<Button variant="outline">Disable two-factor authentication</Button>}
          title="Disable two-factor authentication"
          description="Signing in will only need your password. Your account will be less protected."
          confirmLabel="Disable"
          destructive
          onConfirm={disable}
        />
      </div>
    </div>
  );
}
