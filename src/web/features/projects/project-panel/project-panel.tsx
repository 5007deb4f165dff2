import { lazy, Suspense } from 'react';
import type { ProjectData } from '../../../../shared/assistant/project-data';
import { sampleProjectData } from '../../../../shared/assistant/project-sample';
import type { StepGuide } from '../../../../shared/guides/step-guide';
import { ProjectDetailsCard } from './project-details-card';
import { ProjectInspirationCard } from './project-inspiration-card';

// The plan link (its icon and the plan's paths) loads once a saved conversation is shown: a new
// chat has no plan yet, and the step-by-step card that used to bring the icon now loads later.
const PlanLink = lazy(() => import('./plan-link').then((module) => ({ default: module.PlanLink })));

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
        <Suspense fallback={null}>
          <PlanLink conversationId={conversationId} />
        </Suspense>
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
