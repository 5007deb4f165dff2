import { QueryProvider } from '../app/query-provider';
import { AccountLayout } from '../features/account/account-layout';
import { ProfileSection } from '../features/account/profile-section';
import { AuthProvider } from '../features/auth/auth-provider';

export default function DashboardProfilePage() {
  return (
    <AuthProvider>
      <QueryProvider>
        <AccountLayout title="Profile" description="How you appear across Fixwise.">
          {(user) => <ProfileSection user={user} />}
        </AccountLayout>
      </QueryProvider>
    </AuthProvider>
  );
}
