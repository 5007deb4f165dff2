import { extractStepGuide } from '../../shared/guides/step-guide';
import type { HomeProfile } from '../../shared/home/home-profile-options';
import type { AssistantReplyData } from '../../shared/assistant/assistant-api';
import type { ConversationStore } from '../conversations/conversation-store';
import type { GuestAllowance } from '../guests/guest-allowance';
import { ApiError } from '../http/errors';
import type { Caller } from './assistant-caller';
import type { UploadForModel } from '../uploads/read-for-model';
import type { AssistantEngine, ChatTurn } from './engine';
import type { TokenBudget } from './token-budget';
import { storedReplyWriter } from './stored-reply-writer';
import { placeTurn } from './turn-placement';

interface TurnDeps {
  /** Reads one of the caller's uploads for the model (earlier photos). */
  readUpload?: (caller: Caller, id: string) => Promise<UploadForModel | undefined>;
  engine: AssistantEngine;
  store: ConversationStore;
  guests: GuestAllowance;
  /** The daily token budget of a user (`user:<id>`) or guest (`guest:<cookie>`). */
  budgetFor?: (scope: string) => TokenBudget;
}

/**
 * One question and its answer. Before the model runs: the guest's question is counted, or the
 * signed-in user's conversation is found or created and the question stored, so it is never
 * lost (once: the same question again right after it went unanswered is a retry). An edited
 * question is stored beside the one it replaces and a regenerated answer beside the earlier
 * one (turn-placement.ts); the assistant reads only the path above the question. `finish`
 * stores the (possibly cut) reply, which announces it to the user's tabs, and builds the closing
 * data.
 */
export async function beginTurn(
  deps: TurnDeps,
  caller: Caller,
  request: {
    message: string;
    conversationId?: string;
    /** The question this one replaces (an edit). */
    edits?: string;
    /** The reply to answer again. */
    regenerates?: string;
    attachments: Array<UploadForModel & { id: string }>;
    paced?: boolean;
    home?: HomeProfile;
  },
  signal: AbortSignal,
) {
  let remaining: number | null = null;
  let conversationId: string | null = null;
  let conversationGuideId: string | undefined;
  let history: ChatTurn[] = [];
  let message = request.message;
  let questionId: string | undefined;

  if (caller.kind === 'guest') {
    const verdict = await deps.guests.consume(caller.guest);
    if (!verdict.allowed) throw new ApiError(429, 'GUEST_LIMIT_EXCEEDED', 'GUEST_LIMIT_EXCEEDED');
    remaining = verdict.remaining;
  } else {
    const conversation = request.conversationId
      ? await deps.store.findOwned(caller.userId, request.conversationId)
      : await deps.store.create(caller.userId, request.message);
    if (!conversation) throw new ApiError(404, 'Conversation not found', 'NOT_FOUND');
    conversationId = conversation.id;
    conversationGuideId = conversation.guideId ?? undefined;
    const { tree, path } = await deps.store.tree(conversation.id);
    const placement = placeTurn(tree, path, request);
    if (!placement) throw new ApiError(404, 'Message not found', 'NOT_FOUND');
    message = placement.message;
    history = placement.before
      .filter((message) => !message.incomplete && !message.writing)
      .map((message) => {
        const images = (message.attachments ?? []).filter((a) => a.kind === 'image');
        return {
          role: message.type,
          content: message.content,
          ...(images.length > 0 && { images: images.map(({ id, name }) => ({ id, name })) }),
        };
      });
    questionId =
      placement.kind === 'existing'
        ? placement.questionId
        : (
            await deps.store.addQuestion(conversation.id, {
              content: message,
              attachments: request.attachments.map(({ id, kind, name }) => ({ id, kind, name })),
              parentId: placement.parentId,
            })
          ).id;
  }

  const reply = deps.engine.reply({
    message,
    history,
    conversationGuideId,
    attachments: request.attachments,
    paced: request.paced ?? false,
    ...(request.home && { home: request.home }),
    guest: caller.kind === 'guest',
    budget: deps.budgetFor?.(
      caller.kind === 'user' ? `user:${caller.userId}` : `guest:${caller.guest.cookieId}`,
    ),
    ...(deps.readUpload && { readUpload: (id: string) => deps.readUpload!(caller, id) }),
    signal,
  });

  const writer = conversationId
    ? storedReplyWriter(deps.store, conversationId, questionId)
    : undefined;

  return {
    conversationId,
    reply,
    /**
     * Stores the reply so far (stored-reply-writer.ts), so it outlives the request. False once
     * the user stopped it.
     */
    grow: (text: string) => writer?.grow(text) ?? Promise.resolve(true),
    /** The guest gets the question back when no answer was produced at all. */
    async refund() {
      if (caller.kind === 'guest') await deps.guests.refund(caller.guest);
    },
    async finish(text: string, incomplete: boolean): Promise<AssistantReplyData> {
      const outcome = incomplete ? {} : await reply.outcome(text);
      let messageId: string | null = null;
      if (conversationId && writer?.id) {
        messageId = writer.id;
        await writer.settle();
        const stored = await deps.store.endReply(conversationId, writer.id, {
          content: text,
          incomplete,
          ...(outcome.citations?.length && { citations: outcome.citations }),
          guideId: outcome.guideId,
          project: outcome.project,
        });
        // Stopped meanwhile: it ended where the Stop button found it.
        if (!stored) incomplete = true;
      } else if (conversationId && text.length > 0) {
        const stored = await deps.store.addReply(conversationId, {
          content: text,
          incomplete,
          ...(outcome.citations?.length && { citations: outcome.citations }),
          guideId: outcome.guideId,
          project: outcome.project,
          parentId: questionId,
        });
        messageId = stored.id;
      }
      return {
        conversationId,
        messageId,
        guide: incomplete ? null : extractStepGuide(text, { id: messageId ?? undefined }),
        project: outcome.project ?? null,
        citations: outcome.citations ?? [],
        guestQuestionsRemaining: remaining,
        incomplete,
      };
    },
  };
}
