import { AccountLayout } from '../features/account/account-layout';
import { SettingsSections } from '../features/account/settings-sections';

export default function DashboardSettingsPage() {
  return (
    <AccountLayout title="Settings" description="Your password, devices and account security.">
      {(user) => <SettingsSections user={user} />}
    </AccountLayout>
  );
}
