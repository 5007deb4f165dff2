import { LegalDocument } from '../features/legal/legal-document';
import {
  PRIVACY_LAST_UPDATED,
  privacyIntro,
  privacySections,
} from '../features/legal/privacy-sections';

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      dateLine={`Last updated: ${PRIVACY_LAST_UPDATED}`}
      intro={privacyIntro}
      navLabel="Privacy policy sections"
      sections={privacySections}
    />
  );
}
