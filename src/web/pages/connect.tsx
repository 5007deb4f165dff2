import { PageIntro } from '../app/layout/page-intro';
import { ConnectScreen } from '../features/pro-connect/connect-screen';

export default function ConnectPage() {
  return (
    <>
      <PageIntro
        title="Connect with Professionals"
        description="Get real-time help from experienced tradespeople when a job needs a trained eye."
      />
      <ConnectScreen />
    </>
  );
}
