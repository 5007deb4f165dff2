import { PageIntro } from '../app/layout/page-intro';

export default function ProfessionalSignupPage() {
  return (
    <PageIntro
      title="Apply to be a Virtual Pro"
      description="Share your trade experience and help DIYers get it right."
    />
  );
}
