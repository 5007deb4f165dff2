import { LegalDocument } from '../features/legal/legal-document';
import { TERMS_EFFECTIVE_DATE, termsIntro, termsSections } from '../features/legal/terms-sections';

export default function TermsOfUsePage() {
  return (
    <LegalDocument
      title="Terms of Use"
      dateLine={`Effective date: ${TERMS_EFFECTIVE_DATE}`}
      intro={termsIntro}
      navLabel="Terms of use sections"
      sections={termsSections}
    />
  );
}
