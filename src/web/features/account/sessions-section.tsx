import { LogOut, MonitorSmartphone } from 'lucide-react';
import { Button } from '../../ui/button';
import { useAuth } from '../../session/use-auth';
import { LoadingNote } from './account-gate';
import { SectionCard } from './section-card';
import { SessionItem } from './session-item';
import { useSessionActions } from './use-session-actions';
import { useSessions } from './use-sessions';

export function SessionsSection() {
  const { session } = useAuth();
  const sessions = useSessions(session?.id);
  const actions = useSessionActions();
  const others = (sessions.data ?? []).filter((item) => item.id !== session?.id);

  return (
    <SectionCard
      title="Active sessions"
      icon={<MonitorSmartphone className="size-5 text-brand-700" aria-hidden />}
      description="Devices where you are signed in. Sign out any you don’t recognise."
    >
      {sessions.isPending ? (
        <LoadingNote />
      ) : sessions.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-sm text-red-700">{sessions.error.message}</p>
          <Button variant="outline" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <ul aria-label="Active sessions" className="divide-y divide-line">
          {sessions.data.map((item) => {
            const current = item.id === session?.id;
            return (
              <SessionItem
                key={item.id}
                session={item}
                current={current}
                busy={actions.busy !== null}
                onSignOut={() =>
                  void (current ? actions.signOutHere() : actions.revokeOne(item.token))
                }
              />
            );
          })}
        </ul>
      )}
      <div className="mt-5 flex flex-col gap-3 border-t border-line pt-5 sm:flex-row">
        <Button
          variant="outline"
          disabled={actions.busy !== null || others.length === 0}
          onClick={() => void actions.revokeOthers()}
        >
          Sign out other devices
        </Button>
        <Button
          variant="secondary"
          disabled={actions.busy !== null}
          onClick={() => void actions.revokeAll()}
        >
          <LogOut aria-hidden />
          Sign out everywhere
        </Button>
      </div>
    </SectionCard>
  );
}
