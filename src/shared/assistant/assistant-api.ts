import { z } from 'zod';
import { MAX_MESSAGE_LENGTH } from '../constants';
import type { Citation } from './citation';

/** POST /api/assistant body (docs/api.md). A guest is known by `guestSessionId` and the guest cookie. */
export const assistantRequestSchema = z.object({
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
});
export type AssistantRequest = z.infer<typeof assistantRequestSchema>;

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

/** The data part that ends a streamed reply, and the body of a JSON reply. */
export interface AssistantReplyData {
  conversationId: string | null;
  messageId: string | null;
  guide: unknown;
  project: unknown;
  /** Knowledge entries the reply used, shown as its "Sources". */
  citations: Citation[];
  guestQuestionsRemaining: number | null;
  incomplete: boolean;
}
