import { PageIntro } from '../app/layout/page-intro';
import { ProjectGuides } from '../features/explore/components/project-guides';
import { SignUpCta } from '../features/explore/components/sign-up-cta';
import { InspirationFeed } from '../features/inspiration/components/inspiration-feed';

/** The public explore page: project guides and the inspiration feed, and an invitation to chat. */
export default function ExplorePage() {
  return (
    <>
      <PageIntro
        title="Explore"
        description="Inspiration and project guides from across the DIY world."
      >
        <div className="mt-6">
          <SignUpCta />
        </div>
      </PageIntro>
      <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 pb-16">
        <section aria-labelledby="explore-guides" className="flex flex-col gap-4">
          <h2 id="explore-guides" className="text-2xl font-bold tracking-tight">
            Project guides
          </h2>
          <ProjectGuides />
        </section>
        <section aria-labelledby="explore-inspiration" className="flex flex-col gap-4">
          <div>
            <h2 id="explore-inspiration" className="text-2xl font-bold tracking-tight">
              Inspiration feed
            </h2>
            <p className="mt-1 text-muted">
              Ideas linked to Reddit, YouTube, Unsplash and Pinterest. Search, filter, share your
              view.
            </p>
          </div>
          <InspirationFeed />
        </section>
      </div>
    </>
  );
}
