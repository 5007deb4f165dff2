import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer, Share2 } from 'lucide-react';
import { lazy, useState } from 'react';
import { useSearchParams } from 'wouter';
import { planPagePath } from '../../../../shared/plans/project-plan';
import { Button, ButtonLink } from '../../../ui/button';
import { ErrorState } from '../../../ui/error-state';
import { MountOnFirstOpen } from '../../../ui/mount-on-first-open';
import { GuideSteps } from '../project-panel/step-guide-card';
import { MaterialsCsvButton } from './materials-csv-button';
import { isGone, planQuery } from './plan-api';
import { PlanNotesEditor } from './plan-notes-editor';
import { EmptyNote } from './plan-sections';
import { PlanGone, PlanLoading } from './plan-states';
import { PlanView } from './plan-view';
import { PlanViewSwitch } from './plan-view-switch';

const ShareDialog = lazy(() => import('./share-dialog'));

/** The owner's plan page: the plan with tickable steps and notes, print, CSV and sharing. */
export function OwnerPlanScreen({ conversationId }: { conversationId: string }) {
  const plan = useQuery(planQuery(conversationId));
  const [params] = useSearchParams();
  const view = params.get('view') === 'shopping' ? 'shopping' : 'plan';
  const [sharing, setSharing] = useState(false);

  if (plan.isPending) return <PlanLoading />;
  if (plan.isError) {
    if (isGone(plan.error)) {
      return (
        <PlanGone title="Project not found">
          This project does not exist or is not yours. <a href="/dashboard">Your projects</a>
        </PlanGone>
      );
    }
    return (
      <ErrorState
        className="m-6"
        title="The plan didn't load"
        description="Your project is still saved; check your connection and try again."
        onRetry={() => void plan.refetch()}
        retrying={plan.isFetching}
      />
    );
  }
  const data = plan.data;
  return (
    <>
      <title>{`${data.title} · Plan · Fixwise`}</title>
      <PlanView
        plan={data}
        view={view}
        actions={
          <div className="grid gap-3 print:hidden">
            <div className="flex flex-wrap gap-2">
              <ButtonLink
                variant="ghost"
                size="sm"
                href={`/dashboard?conversation=${conversationId}`}
              >
                <ArrowLeft aria-hidden /> Back to the chat
              </ButtonLink>
              <Button variant="outline" size="sm" onClick={() => window.print()}>
                <Printer aria-hidden /> Print
              </Button>
              <MaterialsCsvButton plan={data} />
              <Button variant="outline" size="sm" onClick={() => setSharing(true)}>
                <Share2 aria-hidden /> Share
              </Button>
            </div>
            <PlanViewSwitch base={planPagePath(conversationId)} current={view} />
          </div>
        }
        steps={
          data.guides.length === 0 ? (
            <EmptyNote>
              No step-by-step guide yet. Ask the assistant how to do the job and its steps appear
              here.
            </EmptyNote>
          ) : (
            data.guides.map((guide) => (
              <GuideSteps key={guide.id} guide={guide} scope={conversationId} headingLevel="h3" />
            ))
          )
        }
        notes={<PlanNotesEditor conversationId={conversationId} saved={data.notes} />}
      />
      <MountOnFirstOpen open={sharing}>
        <ShareDialog conversationId={conversationId} open={sharing} onOpenChange={setSharing} />
      </MountOnFirstOpen>
    </>
  );
}
