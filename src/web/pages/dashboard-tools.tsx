import { PageIntro } from '../app/layout/page-intro';

export default function DashboardToolsPage() {
  return (
    <PageIntro
      title="DIY Tools"
      description="Free calculators for cost, square footage and cut lists."
    />
  );
}
