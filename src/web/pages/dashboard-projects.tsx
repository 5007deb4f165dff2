import { PageIntro } from '../app/layout/page-intro';

export default function DashboardProjectsPage() {
  return (
    <PageIntro
      title="Your Projects"
      description="Start a New Project / What DIY project can I help you with today?"
    />
  );
}
