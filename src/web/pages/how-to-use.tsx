import { PageIntro } from '../app/layout/page-intro';

export default function HowToUsePage() {
  return (
    <PageIntro
      title="How to Use Fixwise"
      description="From idea to finished project in four simple steps."
    />
  );
}
