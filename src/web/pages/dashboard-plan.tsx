import { useParams } from 'wouter';
import { AccountGate } from '../features/account/account-gate';
import { OwnerPlanScreen } from '../features/projects/plan/owner-plan-screen';

/** A project's plan page (docs/product.md#project-plans-and-share-links). */
export default function DashboardPlanPage() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <>
      <title>Project plan · Fixwise</title>
      <AccountGate>{() => <OwnerPlanScreen conversationId={id} />}</AccountGate>
    </>
  );
}
