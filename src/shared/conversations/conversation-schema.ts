import { z } from 'zod';
import { citationSchema } from '../assistant/citation';
import { MAX_MESSAGE_LENGTH } from '../constants';

import { CONVERSATION_RENAME_MAX } from './conversation-limits';
import { CONVERSATION_PAGE_MAX, CONVERSATION_PAGE_SIZE } from './conversation-paging';

// Zod-free, so the rename dialog and the list's readers can use them without loading zod.
export { CONVERSATION_RENAME_MAX } from './conversation-limits';

/** POST /api/conversations. The title is derived on the server (see conversationTitle). */
export const createConversationSchema = z.object({
  first_message: z.string().trim().min(1, 'Message is required').max(MAX_MESSAGE_LENGTH),
});
export type CreateConversationInput = z.infer<typeof createConversationSchema>;

/** PATCH /api/conversations/:id. */
export const renameConversationSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(CONVERSATION_RENAME_MAX),
});
export type RenameConversationInput = z.infer<typeof renameConversationSchema>;

// Zod-free too, so the dashboard reads the list's paging without loading zod.
export {
  CONVERSATION_PAGE_MAX,
  CONVERSATION_PAGE_SIZE,
  NEXT_CURSOR_HEADER,
} from './conversation-paging';

export const conversationListQuerySchema = z.object({
  cursor: z
    .string()
    .max(200, 'is not a cursor from this list')
    .regex(/^[A-Za-z0-9_-]+$/, 'is not a cursor from this list')
    .optional(),
  limit: z.coerce.number().int().min(1).max(CONVERSATION_PAGE_MAX).default(CONVERSATION_PAGE_SIZE),
});
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;

export const messageTypes = ['user', 'assistant'] as const;
export type MessageType = (typeof messageTypes)[number];

// Rows as the API sends them: snake_case like docs/product.md#entities/§7, timestamps as ISO-8601 strings
// because that is what a Date becomes in JSON.
export const conversationRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  title: z.string(),
  first_message: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ConversationRow = z.infer<typeof conversationRowSchema>;

/** A file attached to a question, as its message keeps it (images show in the bubble). */
export const messageAttachmentSchema = z.object({
  id: z.string(),
  kind: z.string(),
  name: z.string(),
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

export const messageRowSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  type: z.enum(messageTypes),
  content: z.string(),
  created_at: z.string(),
  /** A reply cut off mid-stream is kept and marked, not lost. */
  incomplete: z.boolean(),
  /**
   * A reply the server is still writing (its content so far): it completes, and is announced
   * again, even if the tab that asked has gone. Absent means false.
   */
  writing: z.boolean().optional(),
  /** Files attached to a question (images show in its bubble). */
  attachments: z.array(messageAttachmentSchema).nullable(),
  /** Knowledge entries an assistant reply used. */
  citations: z.array(citationSchema).nullish(),
  /** The message this one follows on its path; null for a first question. */
  parent_id: z.string().nullable(),
  /** How many messages come before it on its path. */
  depth: z.number().int().nonnegative(),
  /**
   * This message and the alternatives to it (earlier or later versions of an edited question,
   * other answers to the same question), oldest first: the chat's "‹ 1 / 2 ›" switcher.
   */
  sibling_ids: z.array(z.string()),
});
export type MessageRow = z.infer<typeof messageRowSchema>;
