import { lazy, Suspense } from 'react';
import { EmbeddedChat } from '../features/projects/chat/embedded-chat';
import { ExploreTabs } from '../features/explore/components/explore-tabs';
import { ProHelpBanner } from '../features/explore/components/pro-help-banner';
import { ProjectGuides } from '../features/explore/components/project-guides';
import { FeedPlaceholders } from '../features/inspiration/components/inspiration-placeholders';

// The Inspiration tab is not the one shown first: its feed (filters, cards, the item checks)
// loads when the tab is first opened, its placeholders standing in meanwhile.
const InspirationFeed = lazy(() =>
  import('../features/inspiration/components/inspiration-feed').then((module) => ({
    default: module.InspirationFeed,
  })),
);

/** docs/product.md#screens-and-routes dashboard explore: the tabs on the left half, the chat on the right half. */
export default function DashboardExplorePage() {
  return (
    <>
      <title>Explore Projects · Fixwise</title>
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8">
        <header>
          <h1 className="text-3xl font-bold tracking-tight">Explore Projects</h1>
          <p className="mt-2 text-muted">Find a project guide or browse inspiration.</p>
        </header>
        <div className="grid items-start gap-8 lg:grid-cols-2">
          <div className="min-w-0">
            <ExploreTabs
              projects={<ProjectGuides />}
              inspiration={
                <Suspense fallback={<FeedPlaceholders />}>
                  <InspirationFeed />
                </Suspense>
              }
            />
          </div>
          <div className="lg:sticky lg:top-4">
            <EmbeddedChat title="Ask the assistant" />
          </div>
        </div>
        <ProHelpBanner />
      </div>
    </>
  );
}
