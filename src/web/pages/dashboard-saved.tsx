import { Bookmark } from 'lucide-react';
import { ComingSoon } from '../features/coming-soon/coming-soon';

export default function DashboardSavedPage() {
  return (
    <ComingSoon title="Saved" icon={Bookmark}>
      Soon you will keep the guides, articles and ideas you save here, next to your projects.
    </ComingSoon>
  );
}
