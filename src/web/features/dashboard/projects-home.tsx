import { MessageSquarePlus } from 'lucide-react';
import { ButtonLink } from '../../ui/button';
import { UserMenu } from '../account-menu/user-menu';
import { useAuth } from '../auth/use-auth';
import { useGuest } from '../guest/use-guest';

/** The projects dashboard's frame: project list and user menu on the left, chat in the centre. */
export function ProjectsHome() {
  const { user } = useAuth();
  const { guest } = useGuest();
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:grid-cols-[16rem_1fr]">
      <aside className="flex flex-col gap-4 rounded-xl border border-line p-4 md:min-h-[60vh]">
        <h2 className="text-lg font-semibold">Your Projects</h2>
        {user ? (
          <div className="flex flex-1 flex-col items-center justify-center text-center text-sm text-muted">
            <p className="font-medium text-ink">No projects yet</p>
            <p>Start a new chat to create your first project</p>
          </div>
        ) : (
          <div className="flex flex-1 flex-col justify-center gap-3 text-sm text-muted">
            <p>
              You are trying Fixwise as a guest: {guest?.remaining ?? 0} free question
              {guest?.remaining === 1 ? '' : 's'} left. Sign up to save your projects.
            </p>
            <ButtonLink href="/auth" variant="outline">
              Sign up free
            </ButtonLink>
          </div>
        )}
        {user && <UserMenu />}
      </aside>
      <section className="flex flex-col items-center justify-center gap-3 rounded-xl border border-line p-10 text-center">
        <MessageSquarePlus className="size-10 text-brand-700" aria-hidden />
        <h1 className="text-2xl font-bold">Start a New Project</h1>
        <p className="text-muted">What DIY project can I help you with today?</p>
      </section>
    </div>
  );
}
