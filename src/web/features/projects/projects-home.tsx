import { FolderKanban, ListChecks, PanelRightClose, PanelRightOpen } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from '../../lib/toast';
import { useSearchParams } from 'wouter';
import type { ProjectData } from '../../../shared/assistant/project-data';
import { STEP_GUIDES_KEPT } from '../../../shared/constants';
import { useStoredFlag } from '../../lib/use-stored-flag';
import { ErrorState } from '../../ui/error-state';
import { LazyDrawer } from '../../ui/lazy-drawer';
import { useAuth } from '../../session/use-auth';
import { ChatView } from './chat/chat-view';
import { clearPendingQuestion, readPendingQuestion } from './chat/pending-question';
import { useChatComposer } from './chat/use-chat-composer';
import { useConversations, useMessages } from './project-list/conversations-api';
import { ProjectsPanel } from './project-list/projects-panel';
import { useDashboardUi } from '../../lib/dashboard-ui';
import { useMediaQuery } from '../../lib/use-media-query';
import { ProjectPanel } from './project-panel/project-panel';

const PROJECT_PANEL_KEY = 'fixwise-project-panel-open';

/** docs/product.md#screens-and-routes conversation dashboard: projects list, the chat, and the project panel. */
export function ProjectsHome() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('conversation');
  const { projectsPanelOpen } = useDashboardUi();
  // From 768 px the project panel sits beside the chat, shown or hidden as the user last left
  // it; narrower, it is a sheet the chat header opens.
  const wide = useMediaQuery('(min-width: 768px)');
  const [rightOpen, setRightOpen] = useStoredFlag(PROJECT_PANEL_KEY, true);
  const [projectSheetOpen, setProjectSheetOpen] = useState(false);
  const [projectsSheetOpen, setProjectsSheetOpen] = useState(false);
  const [replyProject, setReplyProject] = useState<ProjectData | null>(null);
  const [clearedGuides, setClearedGuides] = useState<ReadonlySet<string>>(new Set());
  const conversations = useConversations(Boolean(user));
  const stored = useMessages(selectedId);

  const select = useCallback(
    (id: string | null) => setParams(id ? { conversation: id } : {}, { replace: false }),
    [setParams],
  );

  useEffect(() => {
    if (stored.isError) toast.error('Error', { description: 'Failed to load conversation' });
  }, [stored.isError]);

  // A question typed elsewhere before signing in waits here, in the composer, once.
  const [pendingQuestion] = useState(readPendingQuestion);
  useEffect(() => clearPendingQuestion(), []);

  const { guest, chat, setDraft, view } = useChatComposer({
    initialDraft: params.get('prompt') ?? pendingQuestion ?? '',
    conversationId: selectedId,
    onConversationCreated: select,
    onReply: (data) => setReplyProject(data.project),
  });

  const conversation = conversations.data?.find((row) => row.id === selectedId);
  const project = replyProject ?? conversation?.project ?? null;
  const guides = useMemo(
    () =>
      chat.messages
        .flatMap((m) => (m.guide ? [m.guide] : []))
        .reverse()
        .filter((guide) => !clearedGuides.has(guide.id))
        .slice(0, STEP_GUIDES_KEPT),
    [chat.messages, clearedGuides],
  );
  const topic = guides[0]?.title ?? project?.title ?? conversation?.title ?? 'home improvement';

  const newChat = () => {
    chat.reset();
    setReplyProject(null);
    setDraft('');
    select(null);
  };

  const projectsPanel = (
    <ProjectsPanel
      signedIn={Boolean(user)}
      guestRemaining={user ? null : (guest?.remaining ?? 0)}
      selectedId={selectedId}
      onSelect={(id) => {
        setReplyProject(null);
        setProjectsSheetOpen(false);
        select(id);
      }}
      onNewChat={() => {
        setProjectsSheetOpen(false);
        newChat();
      }}
      onDeleted={(id) => id === selectedId && newChat()}
    />
  );

  const projectPanel = (
    <ProjectPanel
      guides={guides}
      project={project}
      topic={topic}
      scope={selectedId ?? 'guest'}
      conversationId={user ? selectedId : null}
      onClearGuides={() =>
        setClearedGuides(new Set([...clearedGuides, ...guides.map((g) => g.id)]))
      }
    />
  );

  return (
    <div className="flex h-[calc(100dvh-3.5rem)] min-h-0 md:h-dvh">
      {projectsPanelOpen && (
        <div className="hidden w-72 shrink-0 overflow-y-auto border-r border-line lg:block">
          {projectsPanel}
        </div>
      )}
      <section className="flex min-w-0 flex-1 flex-col" aria-labelledby="chat-heading">
        <header className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
          <div className="min-w-0">
            <h1 id="chat-heading" className="truncate text-lg font-semibold">
              {conversation?.title ?? 'Start a New Project'}
            </h1>
            {!conversation && (
              <p className="text-sm text-muted">What DIY project can I help you with today?</p>
            )}
          </div>
          <button
            type="button"
            onClick={() => setProjectsSheetOpen(true)}
            className="flex shrink-0 items-center gap-1.5 rounded-lg border border-line px-2.5 py-1.5 text-sm lg:hidden"
          >
            <FolderKanban className="size-4" aria-hidden /> Projects
          </button>
          <LazyDrawer
            open={projectsSheetOpen}
            onOpenChange={setProjectsSheetOpen}
            title="Your Projects"
            description="Your saved conversations"
            className="w-72 overflow-y-auto pt-8"
          >
            {projectsPanel}
          </LazyDrawer>
          <button
            type="button"
            onClick={() => setProjectSheetOpen(true)}
            aria-haspopup="dialog"
            className="flex shrink-0 items-center gap-1.5 rounded-lg border border-line px-2.5 py-1.5 text-sm md:hidden"
          >
            <ListChecks className="size-4" aria-hidden /> Guide
          </button>
          <button
            type="button"
            onClick={() => setRightOpen(!rightOpen)}
            aria-label={rightOpen ? 'Hide project panel' : 'Show project panel'}
            aria-expanded={rightOpen}
            className="hidden rounded-lg p-2 text-muted hover:bg-stone-100 md:block"
          >
            {rightOpen ? (
              <PanelRightClose className="size-5" aria-hidden />
            ) : (
              <PanelRightOpen className="size-5" aria-hidden />
            )}
          </button>
        </header>
        <div className="min-h-0 flex-1">
          {stored.isError && !stored.data ? (
            <ErrorState
              className="m-4"
              title="Failed to load conversation"
              description="The conversation is still saved; we could not fetch it just now."
              onRetry={() => void stored.refetch()}
              retrying={stored.isFetching}
            />
          ) : (
            <ChatView {...view} />
          )}
        </div>
      </section>
      {wide ? (
        rightOpen && (
          <div
            className="shrink-0 overflow-y-auto border-l border-line bg-surface"
            style={{ width: 'clamp(300px, 25vw, 400px)' }}
          >
            {projectPanel}
          </div>
        )
      ) : (
        <LazyDrawer
          open={projectSheetOpen}
          onOpenChange={setProjectSheetOpen}
          side="right"
          title="Guide and project details"
          description="The step-by-step guide, inspiration and details of this project"
          className="w-[22rem] overflow-y-auto bg-surface pt-8"
        >
          {projectPanel}
        </LazyDrawer>
      )}
    </div>
  );
}
