import { PageIntro } from '../app/layout/page-intro';

export default function DashboardExplorePage() {
  return (
    <PageIntro title="Explore Projects" description="Find a project guide or browse inspiration." />
  );
}
