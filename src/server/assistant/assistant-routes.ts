import { createUIMessageStream, createUIMessageStreamResponse, type UIMessage } from 'ai';
import { Hono } from 'hono';
import {
  assistantRequestSchema,
  assistantStopSchema,
  type AssistantJsonReply,
  type AssistantStreamData,
} from '../../shared/assistant/assistant-api';
import { requireUser } from '../auth/caller';
import { ApiError } from '../http/errors';
import { enforceConversationCreationLimit } from '../conversations/conversation-limits';
import type { AppEnv } from '../http/app-env';
import { enforceRateLimit } from '../http/rate-limit';
import { validate } from '../http/validate';
import type { Services } from '../services';
import { readAttachments, readOwnUpload } from './assistant-attachments';
import { readHomeProfile } from '../home/home-profile-store';
import { resolveCaller } from './assistant-caller';
import { beginTurn } from './assistant-turn';
import { tokenBudget } from './token-budget';
import { AssistantError } from './engine';

/** Whatever the writer threw, as our typed error, logged once. */
function loggedFailure(error: unknown): AssistantError {
  const failure =
    error instanceof AssistantError ? error : new AssistantError('AI_FAILED', String(error));
  console.error(`assistant ${failure.code}: ${failure.detail ?? failure.message}`);
  return failure;
}

function asApiError(error: AssistantError, conversationId: string | null = null) {
  return new ApiError(
    error.status as 502,
    error.message,
    error.code,
    conversationId ? { conversationId } : undefined,
  );
}

/**
 * POST /api/assistant. `Accept: text/event-stream` streams the AI SDK's UI message stream and
 * ends with a `data-reply` part; otherwise one JSON answer. Failures before the first words
 * answer with a proper status and code (and the conversation the stored question is in);
 * failures after them end the stream with an error part
 * and the partial reply stored, marked incomplete. A signed-in user's reply is stored while
 * it is written (`writing`) and completes without the tab; POST /stop ends it.
 */
export const assistantRoutes = (
  services: Pick<
    Services,
    'assistant' | 'config' | 'conversations' | 'database' | 'guests' | 'uploads'
  >,
) =>
  new Hono<AppEnv>()
    .post('/stop/:conversationId', validate('param', assistantStopSchema), async (c) => {
      const user = await requireUser(c);
      const { conversationId } = c.req.valid('param');
      const conversation = await services.conversations.findOwned(user.id, conversationId);
      if (!conversation) throw new ApiError(404, 'Conversation not found', 'NOT_FOUND');
      const stopped = await services.conversations.stopReply(user.id, conversationId);
      return c.json({ stopped });
    })
    .post('/', validate('json', assistantRequestSchema), async (c) => {
      const body = c.req.valid('json');
      const caller = await resolveCaller(c, body, services.config.trustProxy);
      await enforceRateLimit(services.database.db, caller.rateKey, {
        limit: services.config.ai.rateLimitPerMinute,
        windowMs: 60_000,
      });
      if (caller.kind === 'user' && !body.conversationId) {
        await enforceConversationCreationLimit(
          services.database.db,
          caller.userId,
          services.config,
        );
      }

      // A signed-in user's reply is stored as it is written and finished even if the tab goes
      // away (a reload, a lost connection); only the Stop button (POST /stop/:conversationId) ends it early. A
      // guest's reply is stored nowhere, so the model stops when the guest's tab goes.
      const controller = new AbortController();
      if (caller.kind === 'guest') {
        c.req.raw.signal.addEventListener('abort', () => controller.abort(), { once: true });
      }

      const attachments = await readAttachments(services, caller, body.attachmentIds ?? []);
      const wantsStream = (c.req.header('accept') ?? '').includes('text/event-stream');
      const turn = await beginTurn(
        {
          engine: services.assistant,
          store: services.conversations,
          guests: services.guests,
          readUpload: (who, id) => readOwnUpload(services, who, id),
          budgetFor: (scope) =>
            tokenBudget(services.database.db, services.config.ai.dailyTokens, scope),
        },
        caller,
        {
          message: body.message,
          conversationId: body.conversationId,
          edits: body.edits,
          regenerates: body.regenerates,
          attachments,
          paced: wantsStream,
          ...(caller.kind === 'user' && {
            home: await readHomeProfile(services.database.db, caller.userId),
          }),
        },
        controller.signal,
      );
      const iterator = turn.reply.textStream[Symbol.asyncIterator]();

      let first: IteratorResult<string>;
      try {
        first = await iterator.next();
      } catch (error) {
        const failure = loggedFailure(error);
        await turn.refund();
        // The question is stored: the client can show it, unanswered, and retry it in place.
        throw asApiError(failure, turn.conversationId);
      }

      if (!wantsStream) {
        let text = first.done ? '' : first.value;
        try {
          for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
            text += next.value;
          }
        } catch (error) {
          const failure = loggedFailure(error);
          await turn.finish(text, true);
          throw asApiError(failure);
        }
        const data = await turn.finish(text, false);
        return c.json({ message: text, ...data } satisfies AssistantJsonReply);
      }

      const stream = createUIMessageStream<UIMessage<never, AssistantStreamData>>({
        async execute({ writer }) {
          const id = 'reply';
          let text = '';
          writer.write({
            type: 'data-conversation',
            data: { conversationId: turn.conversationId },
          });
          writer.write({ type: 'text-start', id });
          try {
            // Writes to a tab that has gone are dropped (the AI SDK's writer ignores them); the
            // reply is still read to its end and stored.
            // Stored before it is sent: words a tab has seen are words a reload finds.
            for (let next = first; !next.done; next = await iterator.next()) {
              text += next.value;
              if (!(await turn.grow(text))) controller.abort();
              writer.write({ type: 'text-delta', id, delta: next.value });
            }
          } catch (error) {
            const failure = loggedFailure(error);
            writer.write({ type: 'text-end', id });
            writer.write({ type: 'data-reply', data: await turn.finish(text, true) });
            writer.write({ type: 'error', errorText: failure.code });
            return;
          }
          writer.write({ type: 'text-end', id });
          const cut = controller.signal.aborted;
          writer.write({ type: 'data-reply', data: await turn.finish(text, cut) });
        },
        onError: (error) => {
          console.error(error);
          return 'AI_FAILED';
        },
      });
      // Through c.body so headers set on the context (the new guest cookie) reach the client.
      const response = createUIMessageStreamResponse({ stream });
      return c.body(response.body!, 200, Object.fromEntries(response.headers));
    });
