import { Link } from 'wouter';
import { useAuth } from '../../session/use-auth';
import { SampleChats } from './sample-chats';
import { SampleNote } from './sample-note';
import { YourChats } from './your-chats';

/** Signed in: the user's real conversations. Signed out: labelled examples. */
export function ChatHistoryTab() {
  const { user, loading } = useAuth();
  if (loading) {
    return (
      <p role="status" className="py-8 text-center text-muted">
        Loading…
      </p>
    );
  }
  if (user) return <YourChats />;
  return (
    <>
      <SampleNote>
        These chats show what your library will hold.{' '}
        <Link href="/auth" className="font-medium text-brand-700 underline underline-offset-4">
          Sign in
        </Link>{' '}
        to see your own.
      </SampleNote>
      <SampleChats />
    </>
  );
}
