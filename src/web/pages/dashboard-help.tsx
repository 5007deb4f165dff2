import { LifeBuoy } from 'lucide-react';
import { ComingSoon } from '../features/coming-soon/coming-soon';

export default function DashboardHelpPage() {
  return (
    <ComingSoon title="Get Help" icon={LifeBuoy}>
      Soon you will find answers to common questions and a way to reach our team here.
    </ComingSoon>
  );
}
