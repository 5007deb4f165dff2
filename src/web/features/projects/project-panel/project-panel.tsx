import { ListChecks } from 'lucide-react';
import { lazy, Suspense } from 'react';
import type { ProjectData } from '../../../../shared/assistant/project-data';
import { sampleProjectData } from '../../../../shared/assistant/project-sample';
import type { StepGuide } from '../../../../shared/guides/step-guide';
import { planPagePath } from '../../../../shared/plans/project-plan';
import { ButtonLink } from '../../../ui/button';
import { ProjectDetailsCard } from './project-details-card';
import { ProjectInspirationCard } from './project-inspiration-card';

// The step-by-step card loads with the first guide a reply brings, not with every dashboard.
const StepGuideCard = lazy(() =>
  import('./step-guide-card').then((module) => ({ default: module.StepGuideCard })),
);

/** The dashboard's right panel (docs/product.md#screens-and-routes): guides, inspiration and project details. */
export function ProjectPanel({
  guides,
  project,
  topic,
  scope,
  conversationId,
  onClearGuides,
}: {
  guides: StepGuide[];
  project: ProjectData | null;
  topic: string;
  scope: string;
  /** A saved conversation has a plan page of its own. */
  conversationId?: string | null;
  onClearGuides: () => void;
}) {
  return (
    <aside aria-labelledby="project-panel-heading" className="grid content-start gap-4 p-3">
      {/* The cards' h3 titles sit under this heading, whatever the conversation holds. */}
      <h2 id="project-panel-heading" className="sr-only">
        Project panel
      </h2>
      {conversationId && (
        <ButtonLink variant="outline" href={planPagePath(conversationId)}>
          <ListChecks aria-hidden /> Open the project plan
        </ButtonLink>
      )}
      {guides.length > 0 && (
        <Suspense
          fallback={
            <p role="status" className="p-3 text-sm text-muted">
              Loading your step-by-step guide...
            </p>
          }
        >
          <StepGuideCard guides={guides} scope={scope} onClear={onClearGuides} />
        </Suspense>
      )}
      <ProjectInspirationCard topic={topic} />
      <ProjectDetailsCard project={project ?? sampleProjectData} example={!project} />
    </aside>
  );
}
