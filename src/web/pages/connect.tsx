import { PageIntro } from '../app/layout/page-intro';

export default function ConnectPage() {
  return (
    <PageIntro
      title="Connect with Professionals"
      description="Real-time help from certified professionals when you need it."
    />
  );
}
