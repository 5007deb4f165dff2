import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { AssistantReplyData } from '../../../../shared/assistant/assistant-api';
import type { MessageAttachment } from '../../../../shared/conversations/conversation-schema';
import {
  conversationListQuery,
  messagesQuery,
} from '../../../lib/conversation-cache/conversation-queries';
import { takeEarlyMessages } from '../../../lib/conversation-cache/early-messages';
import {
  insertStoredMessage,
  patchMessage,
  settleLocalReply,
  type CachedMessage,
} from '../../../lib/conversation-cache/message-cache';
import type { ChatFailure } from './chat-failures';
import { chatFromRows, loadGuideFinder, needsGuideFinder, type GuideFinder } from './chat-messages';
import { STOP_REPLY } from './chat-types';
import type { StreamOutcome } from './stream-assistant';

export interface ChatIdentity {
  signedIn: boolean;
  guestSessionId: string | null;
  guestRemaining: number | null;
  setGuestRemaining: (remaining: number) => void;
}

export interface ChatSessionOptions {
  identity: ChatIdentity;
  conversationId: string | null;
  onConversationCreated: (id: string) => void;
  onReply?: (data: AssistantReplyData) => void;
  /** A question that got no answer, so the page can put it back in the composer. */
  onUnanswered?: (question: string) => void;
}

/** An edit or a regeneration: asked like a question, shown in place of what it replaces. */
export interface BranchAsk {
  /** The shown message it replaces: it and everything after it leave the view. */
  replaces: string;
  /** The ids of the replaced message's versions, for the switcher until the stored row comes. */
  versions: string[];
  edits?: string;
  regenerates?: string;
}

// Asking (the request, reading the stream, the failure messages) loads with the first question
// rather than with the page; typing one starts the download (`prepare`).
const loadAsking = () => Promise.all([import('./stream-assistant'), import('./chat-failures')]);

/** Failures after which the question stays in the conversation with the fallback bubble. */
const answeredByFallback = new Set<ChatFailure['kind']>(['fallback', 'connection', 'service']);
// How long the stored rows of a finished reply may take to come by live sync before they are
// fetched instead.
const LIVE_SYNC_GRACE_MS = 3_000;

let localIds = 0;
const localRow = (
  type: CachedMessage['type'],
  content: string,
  change: Partial<CachedMessage> = {},
): CachedMessage => ({
  id: `local-${type}-${++localIds}`,
  conversation_id: '',
  type,
  content,
  created_at: new Date().toISOString(),
  incomplete: false,
  attachments: null,
  citations: null,
  parent_id: null,
  depth: 0,
  sibling_ids: [],
  local: true,
  ...change,
});

/**
 * The chat's one way to ask, and what it shows: the conversation's cached messages (the only
 * copy, conversation-queries.ts). The question and the streamed reply are written into that
 * cache; their stored rows, arriving by live sync or in the closing data, replace them in place.
 * A chat not stored anywhere yet (a guest's, or a new one until the server names it) is cached
 * under a draft id of this session. docs/product.md#error-messages's handling of every failure:
 * a reply that fails outright leaves the question with the fallback bubble and its Retry; a
 * question refused before it was asked (guest limit, signed out, invalid) comes back into the
 * composer. Either way nothing is lost.
 */
export function useChatSession({
  identity,
  conversationId,
  onConversationCreated,
  onReply,
  onUnanswered,
}: ChatSessionOptions) {
  const client = useQueryClient();
  const [draftId] = useState(() => `draft-${crypto.randomUUID()}`);
  // A new conversation the server just named, shown until the page's own id catches up; the
  // draft it came from is emptied, so a later new chat starts blank.
  const [adopted, setAdopted] = useState<string | null>(null);
  const [pageId, setPageId] = useState(conversationId);
  if (pageId !== conversationId) {
    setPageId(conversationId);
    setAdopted(null);
  }
  const shownId = conversationId ?? adopted ?? draftId;
  const cached = useQuery({ ...messagesQuery(shownId), enabled: shownId !== draftId });
  const [findGuide, setFindGuide] = useState<GuideFinder | null>(null);
  const messages = useMemo(
    () => chatFromRows(cached.data ?? [], findGuide),
    [cached.data, findGuide],
  );
  useEffect(() => {
    if (findGuide || !needsGuideFinder(cached.data ?? [])) return;
    let current = true;
    // Not loaded (offline for a moment): the guides show once the next rows arrive.
    loadGuideFinder().then(
      (find) => current && setFindGuide(() => find),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [cached.data, findGuide]);
  const [loading, setLoading] = useState(false);
  // `busy` is `loading` for callbacks that must not change when it does.
  const busy = useRef(false);
  const stopper = useRef<AbortController | null>(null);
  // The page's latest props, so `send` stays one function across renders.
  const shown = { identity, conversationId: conversationId ?? adopted };
  const latest = useRef({ ...shown, onConversationCreated, onReply, onUnanswered });
  useLayoutEffect(() => {
    latest.current = { ...shown, onConversationCreated, onReply, onUnanswered };
  });

  const send = useCallback(
    async (text: string, attachments: MessageAttachment[] = [], branch?: BranchAsk) => {
      const message = text.trim();
      const who = latest.current.identity;
      if (!message || busy.current) return false;
      if (!who.signedIn && (who.guestRemaining ?? 0) <= 0) return false;

      // The reply is written where the question was asked, even if the user moves on.
      let asked = latest.current.conversationId;
      let key = messagesQuery(asked ?? draftId).queryKey;
      const write = (change: (rows: CachedMessage[]) => CachedMessage[] | undefined) =>
        client.setQueryData(key, (rows = []) => change(rows));
      const question = localRow('user', message, {
        attachments: attachments.map(({ id, kind, name }) => ({ id, kind, name })),
      });
      const reply = localRow('assistant', '', { status: 'streaming' });
      const fresh = branch?.regenerates ? reply : question;
      if (branch) fresh.sibling_ids = [...branch.versions, fresh.id];
      write((rows) => {
        const at = branch ? rows.findIndex((row) => row.id === branch.replaces) : -1;
        const kept = at === -1 ? rows : rows.slice(0, at);
        return branch?.regenerates ? [...kept, reply] : [...kept, question, reply];
      });
      busy.current = true;
      setLoading(true);
      const controller = new AbortController();
      stopper.current = controller;

      // Code that cannot load (offline for a moment) ends as a lost connection would: the
      // question stays, with the fallback bubble and its Retry.
      const asking = await loadAsking().catch(() => null);
      const lost: StreamOutcome = { ok: false, text: '', failure: { kind: 'connection' } };
      const outcome = !asking
        ? lost
        : await asking[0].streamAssistant(
            {
              message,
              ...(attachments.length > 0 && { attachmentIds: attachments.map((file) => file.id) }),
              ...(branch?.edits && { edits: branch.edits }),
              ...(branch?.regenerates && { regenerates: branch.regenerates }),
              ...(who.signedIn
                ? asked
                  ? { conversationId: asked }
                  : {}
                : { guestSessionId: who.guestSessionId ?? undefined }),
            },
            {
              onConversation: (id) => {
                if (asked === id) return;
                // The draft's rows become the new conversation's cache, which the page shows next.
                const rows = client.getQueryData(key);
                asked = id;
                key = messagesQuery(id).queryKey;
                client.setQueryData(key, (existing) => existing ?? rows);
                // Its first question may already have come by live sync, before this id did.
                for (const early of takeEarlyMessages(id)) {
                  client.setQueryData(key, (cached) =>
                    cached ? insertStoredMessage(cached, early) : cached,
                  );
                }
                client.setQueryData(messagesQuery(draftId).queryKey, []);
                setAdopted(id);
                latest.current.onConversationCreated(id);
              },
              onDelta: (content) => write((rows) => patchMessage(rows, reply.id, { content })),
            },
            controller.signal,
          );
      stopper.current = null;
      busy.current = false;
      setLoading(false);

      if (outcome.ok) {
        const { data } = outcome;
        write((rows) =>
          settleLocalReply(rows, reply.id, data.messageId, {
            content: outcome.text,
            status: undefined,
            guide: data.guide,
            citations: data.citations,
          }),
        );
        // The stored rows normally come by live sync, often a moment after the stream ends on
        // a busy server; if they still have not (a socket still connecting when the question
        // went out), the server says which. A new version is the server's to place at once.
        const askedKey = key;
        const stillLocal = () => client.getQueryData(askedKey)?.some((row) => row.local);
        if (asked && branch) void client.invalidateQueries({ queryKey: askedKey });
        else if (asked && stillLocal()) {
          setTimeout(() => {
            if (stillLocal()) void client.invalidateQueries({ queryKey: askedKey });
          }, LIVE_SYNC_GRACE_MS);
        }
        if (data.guestQuestionsRemaining !== null) {
          latest.current.identity.setGuestRemaining(data.guestQuestionsRemaining);
        }
        latest.current.onReply?.(data);
      } else {
        const { failure, text: partial } = outcome;
        asking?.[1].announceFailure(failure);
        // Only Stop ends a signed-in user's reply: one cut here for another reason (the network
        // went, a new chat began) is finished by the server and comes whole by live sync (its
        // `message.created`, or the refetch of a `resync` when the socket reconnects) in place
        // of this local row, so it is not marked stopped.
        const stopped = controller.signal.reason === STOP_REPLY;
        if (failure.kind === 'guest-limit') latest.current.identity.setGuestRemaining(0);
        if (partial) {
          write((rows) =>
            settleLocalReply(rows, reply.id, outcome.data?.messageId ?? null, {
              content: partial,
              incomplete: true,
              status: stopped ? 'stopped' : undefined,
            }),
          );
        } else if (branch) {
          // What the server keeps decides: an edit stays, unanswered; a regeneration is undone.
          void client.invalidateQueries({ queryKey: key });
        } else if (answeredByFallback.has(failure.kind)) {
          // The question, last and unanswered, shows the fallback bubble (chat-messages.ts).
          write((rows) => rows.filter((row) => row.id !== reply.id));
        } else {
          write((rows) => rows.filter((row) => row.id !== reply.id && row.id !== question.id));
          // The question was never asked: it goes back into the composer.
          if (failure.kind !== 'stopped') latest.current.onUnanswered?.(message);
        }
      }
      // Live sync adds a new conversation to the list; only if it did not (no connection) is
      // the list fetched again.
      const listKey = conversationListQuery().queryKey;
      const listed = client.getQueryData(listKey);
      if (who.signedIn && asked && listed && !listed.some((row) => row.id === asked)) {
        void client.invalidateQueries({ queryKey: listKey });
      }
      return outcome.ok;
    },
    [client, draftId],
  );

  /** Asks the question of a fallback bubble again, in place of the failed attempt. */
  const retry = useCallback(
    (fallbackId: string) => {
      if (busy.current) return;
      const at = messages.findIndex((m) => m.id === fallbackId);
      const question = messages[at - 1];
      if (at < 1 || question?.role !== 'user') return;
      client.setQueryData(messagesQuery(shownId).queryKey, (rows) =>
        rows?.filter((row) => row.id !== question.id),
      );
      void send(question.content, question.attachments);
    },
    [client, messages, send, shownId],
  );

  return {
    messages,
    loading,
    send,
    retry,
    stop: () => stopper.current?.abort(STOP_REPLY),
    /** Starts loading what asking needs, once a question is being typed. */
    prepare: () => void loadAsking().catch(() => undefined),
    /** Ends the reply being written and empties the draft, for a new chat. */
    reset: () => {
      stopper.current?.abort();
      setAdopted(null);
      client.setQueryData(messagesQuery(draftId).queryKey, []);
    },
  };
}
