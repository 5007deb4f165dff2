import { PageIntro } from '../app/layout/page-intro';

export default function ExplorePage() {
  return (
    <PageIntro
      title="Explore"
      description="Inspiration and project guides from across the DIY world."
    />
  );
}
