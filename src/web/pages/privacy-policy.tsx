import { PageIntro } from '../app/layout/page-intro';

export default function PrivacyPolicyPage() {
  return (
    <PageIntro
      title="Privacy Policy"
      description="How Fixwise collects, uses and protects your information."
    />
  );
}
