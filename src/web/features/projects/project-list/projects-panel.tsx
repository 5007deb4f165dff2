import { Plus, Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { ButtonLink, Button } from '../../../ui/button';
import { ErrorState } from '../../../ui/error-state';
import { Input } from '../../../ui/input';
import { showNow, useOnDemand } from '../../../lib/use-on-demand';
import { MountOnFirstOpen } from '../../../ui/mount-on-first-open';
import {
  useConversations,
  useDeleteConversation,
  useMoreConversations,
  useRenameConversation,
  type Conversation,
} from './conversations-api';

// The dialogs (and the dialog primitive under them) load when a project is first renamed or
// deleted, not with the dashboard. The rename dialog opens once its code is here, rendered at
// once with its effects (`showNow`), so Escape inside it closes only it, also within the
// projects drawer.
const importRenameDialog = () => import('./rename-dialog');
// Searching inside messages loads with the first search typed.
const ProjectSearchResults = lazy(() => import('./project-search-results'));
// Words shorter than this find too much to be worth a search of every message.
const MESSAGE_SEARCH_MIN_CHARS = 2;

// The rows (their actions and row menus) load with the first list that has any: a new account's
// dashboard shows none.
const ConversationItem = lazy(() =>
  import('./conversation-item').then((module) => ({ default: module.ConversationItem })),
);

const ConfirmDialog = lazy(() =>
  import('../../../ui/alert-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

const loadingConversations = (
  <p role="status" className="p-4 text-center text-sm text-muted">
    Loading conversations...
  </p>
);

interface ProjectsPanelProps {
  signedIn: boolean;
  guestRemaining: number | null;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onNewChat: () => void;
  onDeleted: (id: string) => void;
}

/** docs/product.md#screens-and-routes 'Your Projects': the list, New Chat, search, rename and delete with confirmation. */
export function ProjectsPanel(props: ProjectsPanelProps) {
  const { data, isPending, isError, isFetching, refetch } = useConversations(props.signedIn);
  const more = useMoreConversations();
  const [query, setQuery] = useState('');
  const [renaming, setRenaming] = useState<Conversation | null>(null);
  const [deleting, setDeleting] = useState<Conversation | null>(null);
  const rename = useRenameConversation();
  const [renameDialog, loadRenameDialog] = useOnDemand(importRenameDialog);
  const startRenaming = (row: Conversation) =>
    loadRenameDialog().then(
      () => showNow(() => setRenaming(row)),
      () => toast.error('Error', { description: 'Could not open the rename dialog; try again' }),
    );
  const heading = useRef<HTMLHeadingElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  // "/" anywhere outside a text field jumps to the search box, as on most sites with search.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target?.closest('input, textarea, select, [contenteditable="true"]');
      if (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        searchBox.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const remove = useDeleteConversation((id) => {
    props.onDeleted(id);
    // The deleted row had focus; the list's heading takes it, in view.
    heading.current?.focus();
  });

  useEffect(() => {
    if (isError) toast.error('Error', { description: 'Failed to load conversations' });
  }, [isError]);

  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return (data ?? []).filter(
      (row) =>
        !needle ||
        row.title.toLowerCase().includes(needle) ||
        row.first_message.toLowerCase().includes(needle),
    );
  }, [data, query]);

  return (
    <section
      aria-labelledby="your-projects"
      className="flex h-full min-w-0 flex-col gap-3 overflow-x-hidden p-3"
    >
      <div className="flex items-center justify-between gap-2">
        <h2
          id="your-projects"
          ref={heading}
          tabIndex={-1}
          className="text-base font-semibold focus:outline-none"
        >
          Your Projects
        </h2>
        <Button size="sm" onClick={props.onNewChat}>
          <Plus aria-hidden /> New Chat
        </Button>
      </div>
      {!props.signedIn ? (
        <div className="grid gap-3 rounded-lg bg-brand-50 p-3 text-sm">
          <p>
            You are trying Fixwise as a guest
            {props.guestRemaining !== null && (
              <>
                {' '}
                with <strong>{props.guestRemaining}</strong> free question
                {props.guestRemaining === 1 ? '' : 's'} left
              </>
            )}
            . Sign up to save your projects and chat without limits.
          </p>
          <ButtonLink href="/auth" size="sm">
            Sign up free
          </ButtonLink>
        </div>
      ) : (
        <>
          <div className="relative">
            <Search className="absolute top-2.5 left-2.5 size-4 text-muted" aria-hidden />
            <Input
              ref={searchBox}
              type="search"
              aria-label="Search projects"
              aria-keyshortcuts="/"
              placeholder="Search projects (press /)"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              className="h-9 pl-8"
            />
          </div>
          {isError && !data ? (
            // A failed load is not an empty list: say so and keep the way back.
            <ErrorState
              title="Failed to load conversations"
              description="Your projects are safe; we could not reach them just now."
              onRetry={() => void refetch()}
              retrying={isFetching}
            />
          ) : isPending ? (
            loadingConversations
          ) : (data ?? []).length === 0 ? (
            <div className="p-4 text-center text-sm">
              <p className="font-medium">No projects yet</p>
              <p className="text-muted">Start a new chat to create your first project</p>
            </div>
          ) : shown.length === 0 && query.trim().length < MESSAGE_SEARCH_MIN_CHARS ? (
            <p className="p-4 text-center text-sm text-muted">No projects match “{query}”.</p>
          ) : shown.length === 0 ? null : (
            <Suspense fallback={loadingConversations}>
              <ul className="grid min-w-0 gap-1" aria-label="Projects">
                {shown.map((row) => (
                  <ConversationItem
                    key={row.id}
                    conversation={row}
                    selected={row.id === props.selectedId}
                    onSelect={() => props.onSelect(row.id)}
                    onRename={() => void startRenaming(row)}
                    onRenameIntent={() => void loadRenameDialog().catch(() => undefined)}
                    onDelete={() => setDeleting(row)}
                  />
                ))}
              </ul>
            </Suspense>
          )}
          {query.trim().length >= MESSAGE_SEARCH_MIN_CHARS && (
            <Suspense fallback={null}>
              <ProjectSearchResults
                query={query}
                listed={new Set(shown.map((row) => row.id))}
                onSelect={props.onSelect}
              />
            </Suspense>
          )}
          {more.hasMore && (
            <Button variant="outline" size="sm" onClick={more.loadMore} disabled={more.loading}>
              {more.loading ? 'Loading…' : 'Show more projects'}
            </Button>
          )}
        </>
      )}
      {renaming && renameDialog && (
        <renameDialog.RenameDialog
          title={renaming.title}
          onClose={() => setRenaming(null)}
          onRename={(title) => {
            void rename({ id: renaming.id, title });
            setRenaming(null);
          }}
        />
      )}
      <MountOnFirstOpen open={deleting !== null}>
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(open) => !open && setDeleting(null)}
          title="Delete this project?"
          description={`“${deleting?.title ?? ''}” and all its messages will be removed for good.`}
          confirmLabel="Delete"
          onConfirm={() => deleting && void remove(deleting.id)}
        />
      </MountOnFirstOpen>
    </section>
  );
}
