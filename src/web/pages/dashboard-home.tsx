import { AccountLayout } from '../features/account/account-layout';
import { MyHomeSection } from '../features/my-home/my-home-section';

export default function DashboardHomePage() {
  return (
    <AccountLayout
      title="My home"
      description="Tell the assistant about your home and the tools you own, and its answers fit them."
    >
      {() => <MyHomeSection />}
    </AccountLayout>
  );
}
