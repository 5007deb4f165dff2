import { QueryProvider } from '../app/query-provider';
import { AccountLayout } from '../features/account/account-layout';
import { SettingsSections } from '../features/account/settings-sections';
import { AuthProvider } from '../features/auth/auth-provider';

export default function DashboardSettingsPage() {
  return (
    <AuthProvider>
      <QueryProvider>
        <AccountLayout title="Settings" description="Your password, devices and account security.">
          {(user) => <SettingsSections user={user} />}
        </AccountLayout>
      </QueryProvider>
    </AuthProvider>
  );
}
