import { PageIntro } from '../app/layout/page-intro';

export default function DashboardSavedPage() {
  return <PageIntro title="Saved" description="Coming Soon" />;
}
