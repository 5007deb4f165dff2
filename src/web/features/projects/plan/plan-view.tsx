import type { ReactNode } from 'react';
import { formatUsd } from '../../../../shared/calculators/format';
import type { ProjectPlan } from '../../../../shared/plans/project-plan';
import { formatTimestamp } from '../../../lib/format-date';
import { Badge } from '../../../ui/badge';
import {
  EmptyNote,
  MaterialsTable,
  PhotoGrid,
  PlanSection,
  SourcesList,
  ToolsList,
  WarningsList,
} from './plan-sections';
import { ShoppingList } from './shopping-list';
import './plan-print.css';

/**
 * A project plan as the owner and a share link's visitor both read it, and as it prints
 * (plan-print.css). What differs between them comes in as parts: the steps (tickable for the
 * owner), the notes (an editor or the shared text), a byline and the actions.
 */
export function PlanView({
  plan,
  view = 'plan',
  steps,
  notes,
  byline,
  actions,
}: {
  plan: ProjectPlan;
  /** The whole plan, or only what to buy (printable on its own). */
  view?: 'plan' | 'shopping';
  steps: ReactNode;
  notes?: ReactNode;
  byline?: ReactNode;
  actions?: ReactNode;
}) {
  const cost = plan.project?.estimatedCost;
  return (
    <article data-plan-print className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-6 sm:px-6">
      <header className="grid gap-3">
        <p className="text-sm font-medium text-brand-700">Project plan</p>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{plan.title}</h1>
        {byline}
        <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <div>
            <dt className="text-muted">Difficulty</dt>
            <dd>{plan.difficulty ? <Badge>{plan.difficulty}</Badge> : 'Not estimated'}</dd>
          </div>
          <div>
            <dt className="text-muted">Time</dt>
            <dd>{plan.time ?? 'Not estimated'}</dd>
          </div>
          <div>
            <dt className="text-muted">Estimated cost</dt>
            <dd>{cost !== undefined ? formatUsd(cost) : 'Not estimated'}</dd>
          </div>
          <div>
            <dt className="text-muted">Updated</dt>
            <dd>{formatTimestamp(plan.updated_at)}</dd>
          </div>
        </dl>
        {actions}
      </header>

      {view === 'shopping' ? (
        <ShoppingList plan={plan} />
      ) : (
        <>
          <PlanSection id="plan-steps" title="Steps">
            {steps}
          </PlanSection>
          <PlanSection id="plan-materials" title="Materials">
            {plan.project && plan.project.materials.length > 0 ? (
              <MaterialsTable project={plan.project} />
            ) : (
              <EmptyNote>
                No materials recorded yet. Ask the assistant for a materials list and costs.
              </EmptyNote>
            )}
          </PlanSection>
          <PlanSection id="plan-tools" title="Tools">
            <ToolsList tools={plan.tools} />
          </PlanSection>
          <PlanSection id="plan-safety" title="Safety">
            <WarningsList warnings={plan.warnings} />
          </PlanSection>
          <PlanSection id="plan-sources" title="Sources">
            <SourcesList citations={plan.citations} />
          </PlanSection>
          <PlanSection id="plan-photos" title="Photos">
            <PhotoGrid photos={plan.photos} />
          </PlanSection>
          {notes}
        </>
      )}
    </article>
  );
}
