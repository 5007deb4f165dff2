import { z } from 'zod';
import { citationSchema } from '../assistant/citation';
import { MAX_MESSAGE_LENGTH } from '../constants';

/** Longer than the 50-character generated title: a user's own name for a project may be. */
export const CONVERSATION_RENAME_MAX = 120;

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

export const messageTypes = ['user', 'assistant'] as const;
export type MessageType = (typeof messageTypes)[number];

// Rows as the API sends them: snake_case like SPEC §3/§7, timestamps as ISO-8601 strings
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

export const messageRowSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  type: z.enum(messageTypes),
  content: z.string(),
  created_at: z.string(),
  /** A reply cut off mid-stream is kept and marked, not lost. */
  incomplete: z.boolean(),
  /** Files attached to a question (images show in its bubble). */
  attachments: z.array(z.object({ id: z.string(), kind: z.string(), name: z.string() })).nullable(),
  /** Knowledge entries an assistant reply used. */
  citations: z.array(citationSchema).nullish(),
});
export type MessageRow = z.infer<typeof messageRowSchema>;
