import { PageIntro } from '../app/layout/page-intro';

export default function AuthPage() {
  return (
    <PageIntro
      title="Welcome to Fixwise"
      description="Sign in or create an account to save your projects."
    />
  );
}
