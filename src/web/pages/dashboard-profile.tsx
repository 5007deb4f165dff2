import { AccountLayout } from '../features/account/account-layout';
import { ProfileSection } from '../features/account/profile-section';

export default function DashboardProfilePage() {
  return (
    <AccountLayout title="Profile" description="How you appear across Fixwise.">
      {(user) => <ProfileSection user={user} />}
    </AccountLayout>
  );
}
