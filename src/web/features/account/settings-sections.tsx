import type { AuthUser } from '../../session/auth-client';
import { ChangePasswordSection } from './change-password-section';
import { DeleteAccountSection } from './delete-account-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';

/** Everyday settings first, the irreversible one last. */
export function SettingsSections({ user }: { user: AuthUser }) {
  return (
    <>
      <ChangePasswordSection />
      <SessionsSection />
      <TwoFactorSection user={user} />
      <DeleteAccountSection />
    </>
  );
}
