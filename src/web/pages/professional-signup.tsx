import { ArrowLeft } from 'lucide-react';
import { PageIntro } from '../app/layout/page-intro';
import { ApplicationForm } from '../features/professional-application/application-form';
import { WhyJoin } from '../features/professional-application/why-join';
import { ButtonLink } from '../ui/button';
import { Card } from '../ui/card';

export default function ProfessionalSignupPage() {
  return (
    <>
      <PageIntro
        title="Apply to be a Virtual Pro"
        description="Share your trade experience with homeowners tackling their own projects. Tell us about yourself and we'll be in touch."
      >
        <ButtonLink href="/" variant="outline" className="mt-6">
          <ArrowLeft aria-hidden /> Back to Home
        </ButtonLink>
      </PageIntro>
      <div className="mx-auto grid max-w-6xl items-start gap-6 px-4 pb-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="p-5 sm:p-8">
          <ApplicationForm />
        </Card>
        <WhyJoin />
      </div>
    </>
  );
}
