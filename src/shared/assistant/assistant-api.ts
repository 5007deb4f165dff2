import { z } from 'zod';
import { MAX_MESSAGE_LENGTH } from '../constants';
import { stepGuideSchema } from '../guides/step-guide-schema';
import { citationSchema } from './citation';
import { projectDataSchema } from './project-data';

/** POST /api/assistant body (docs/api.md). A guest is known by `guestSessionId` and the guest cookie. */
export const assistantRequestSchema = z
  .object({
    message: z
      .string()
      .trim()
      .min(1, 'Type a question first')
      .max(MAX_MESSAGE_LENGTH, `Keep it under ${MAX_MESSAGE_LENGTH} characters`),
    conversationId: z.uuid('Unknown conversation').optional(),
    guestSessionId: z.uuid('guestSessionId must be a UUID').optional(),
    // The same file attached twice is read (and paid for) once.
    attachmentIds: z
      .array(z.uuid())
      .max(5)
      .transform((ids) => [...new Set(ids)])
      .optional(),
    /** A question of this conversation that `message` replaces: asked again as its sibling. */
    edits: z.uuid('Unknown message').optional(),
    /** A reply of this conversation to answer again: the new answer becomes its sibling. */
    regenerates: z.uuid('Unknown message').optional(),
  })
  .refine((body) => !(body.edits || body.regenerates) || body.conversationId, {
    message: 'Editing or regenerating needs the conversationId',
    path: ['conversationId'],
  })
  .refine((body) => !(body.edits && body.regenerates), {
    message: 'Edit or regenerate, not both',
    path: ['regenerates'],
  });
export type AssistantRequest = z.infer<typeof assistantRequestSchema>;

/** POST /api/assistant/stop/:conversationId: the Stop button, for the reply being written there. */
export const assistantStopSchema = z.object({
  conversationId: z.uuid('Unknown conversation'),
});

/**
 * Typed error codes the chat maps to docs/product.md#error-messages toasts: Connection Error, AI Service Error,
 * the fallback bubble, Guest Limit Reached, Authentication Error.
 */
export const assistantErrorCodes = [
  'AI_UNREACHABLE',
  'AI_UNAUTHORIZED',
  'AI_TIMEOUT',
  'AI_FAILED',
  /** The caller's or everyone's daily token budget is spent (429). */
  'AI_BUDGET_EXCEEDED',
  'GUEST_LIMIT_EXCEEDED',
  'UNAUTHENTICATED',
  'RATE_LIMITED',
] as const;
export type AssistantErrorCode = (typeof assistantErrorCodes)[number];

/** The data part that ends a streamed reply, and (with the text) the body of a JSON reply. */
export const assistantReplyDataSchema = z.object({
  conversationId: z.string().nullable(),
  /** The stored reply's id: the same message a live-sync event or a refetch carries. */
  messageId: z.string().nullable(),
  guide: stepGuideSchema.nullable(),
  project: projectDataSchema.nullable(),
  /** Knowledge entries the reply used, shown as its "Sources". */
  citations: z.array(citationSchema),
  guestQuestionsRemaining: z.number().int().nonnegative().nullable(),
  incomplete: z.boolean(),
});
export type AssistantReplyData = z.infer<typeof assistantReplyDataSchema>;

/** POST /api/assistant with `Accept: application/json`. */
export type AssistantJsonReply = AssistantReplyData & { message: string };

/** The data part that opens a streamed reply: the conversation the question is stored in. */
export const assistantConversationDataSchema = z.object({
  conversationId: z.string().nullable(),
});

/**
 * The streamed reply's data parts by name (`data-conversation`, `data-reply`), in the shape the
 * AI SDK's UI message types take, so the server writes and the client reads the same contract.
 */
export type AssistantStreamData = {
  conversation: z.infer<typeof assistantConversationDataSchema>;
  reply: AssistantReplyData;
};
