import { ListChecks } from 'lucide-react';
import { planPagePath } from '../../../../shared/plans/project-plan';
import { ButtonLink } from '../../../ui/button';

/** The way from a saved conversation's panel to its plan page. */
export function PlanLink({ conversationId }: { conversationId: string }) {
  return (
    <ButtonLink variant="outline" href={planPagePath(conversationId)}>
      <ListChecks aria-hidden /> Open the project plan
    </ButtonLink>
  );
}
