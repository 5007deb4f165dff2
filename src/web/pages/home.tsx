import { ExpertHelpBanner } from '../features/home/expert-help-banner';
import { HomeHero } from '../features/home/home-hero';
import { ProjectChatCallout } from '../features/home/project-chat-callout';
import { QuickProjects } from '../features/home/quick-projects';

export default function HomePage() {
  return (
    <>
      <title>Fixwise — your AI-powered DIY assistant</title>
      <HomeHero />
      <QuickProjects />
      <ProjectChatCallout />
      <ExpertHelpBanner />
    </>
  );
}
