import { useParams } from 'wouter';
import { SharedPlanScreen } from '../features/projects/plan/shared-plan-screen';

/** What a plan's share link opens, for anyone holding it (docs/product.md#project-plans-and-share-links). */
export default function SharedPlanPage() {
  const { token = '' } = useParams<{ token: string }>();
  return <SharedPlanScreen token={token} />;
}
