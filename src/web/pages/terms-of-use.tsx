import { PageIntro } from '../app/layout/page-intro';

export default function TermsOfUsePage() {
  return <PageIntro title="Terms of Use" description="The rules for using Fixwise." />;
}
