import { PageIntro } from '../app/layout/page-intro';

export default function DashboardHelpPage() {
  return <PageIntro title="Get Help" description="Coming Soon" />;
}
