import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { formatDateTime } from '../../../lib/format-date';
import { Button } from '../../../ui/button';
import { ErrorState } from '../../../ui/error-state';
import { isGone, sharedPlanQuery } from './plan-api';
import { EmptyNote, PlanSection } from './plan-sections';
import { PlanGone, PlanLoading } from './plan-states';
import { PlanView } from './plan-view';
import { ReadOnlySteps } from './read-only-steps';

/** What a share link opens: the plan, read-only, for anyone holding the link. */
export function SharedPlanScreen({ token }: { token: string }) {
  const plan = useQuery(sharedPlanQuery(token));
  if (plan.isPending) return <PlanLoading />;
  if (plan.isError) {
    if (isGone(plan.error)) {
      return (
        <>
          <title>Plan not available · Fixwise</title>
          <meta name="robots" content="noindex" />
          <PlanGone title="This plan is not available">
            The link may have been revoked by its owner, or it has expired.
          </PlanGone>
        </>
      );
    }
    return (
      <ErrorState
        className="m-6"
        title="The plan didn't load"
        description="Check your connection and try again."
        onRetry={() => void plan.refetch()}
        retrying={plan.isFetching}
      />
    );
  }
  const data = plan.data;
  return (
    <>
      <title>{`${data.title} · Shared plan · Fixwise`}</title>
      <meta name="robots" content="noindex" />
      <PlanView
        plan={data}
        byline={
          <p className="text-sm text-muted">
            {data.owner_name ? `Shared by ${data.owner_name}` : 'A shared Fixwise plan'}
            {data.expires_at && ` · link ends ${formatDateTime(data.expires_at)}`}
          </p>
        }
        actions={
          <div className="print:hidden">
            <Button variant="outline" size="sm" onClick={() => window.print()}>
              <Printer aria-hidden /> Print
            </Button>
          </div>
        }
        steps={
          data.guides.length === 0 ? (
            <EmptyNote>No step-by-step guide in this plan yet.</EmptyNote>
          ) : (
            data.guides.map((guide) => <ReadOnlySteps key={guide.id} guide={guide} />)
          )
        }
        notes={
          data.notes && (
            <PlanSection id="plan-notes" title="Notes">
              <p className="text-sm whitespace-pre-wrap">{data.notes}</p>
            </PlanSection>
          )
        }
      />
    </>
  );
}
