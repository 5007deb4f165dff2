import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs';
import { useExploreTab } from '../hooks/use-explore-tab';

/**
 * docs/product.md#screens-and-routes dashboard explore tabs, Projects (default) and Inspiration, with the tab in the URL.
 * The page passes each tab's content, so this feature does not reach into the inspiration one.
 */
export function ExploreTabs({
  projects,
  inspiration,
}: {
  projects: ReactNode;
  inspiration: ReactNode;
}) {
  const [tab, setTab] = useExploreTab();
  return (
    <Tabs value={tab} onValueChange={setTab}>
      <TabsList aria-label="Explore">
        <TabsTrigger value="projects">Projects</TabsTrigger>
        <TabsTrigger value="inspiration">Inspiration</TabsTrigger>
      </TabsList>
      <TabsContent value="projects" className="flex flex-col gap-4">
        <h2 className="text-xl font-semibold">Project guides</h2>
        {projects}
      </TabsContent>
      <TabsContent value="inspiration" className="flex flex-col gap-4">
        <div>
          <h2 className="text-xl font-semibold">Inspiration</h2>
          <p className="mt-1 text-sm text-muted">
            Browse ideas gathered from Reddit, YouTube and Unsplash, then narrow them down with the
            filters.
          </p>
        </div>
        {inspiration}
      </TabsContent>
    </Tabs>
  );
}
