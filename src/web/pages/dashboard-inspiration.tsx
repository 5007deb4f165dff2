import { PageIntro } from '../app/layout/page-intro';

export default function DashboardInspirationPage() {
  return <PageIntro title="Inspiration" description="Popular DIY Ideas" />;
}
