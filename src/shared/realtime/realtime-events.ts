import { z } from 'zod';
import {
  conversationRowSchema,
  messageRowSchema,
  type ConversationRow,
} from '../conversations/conversation-schema';

/**
 * Set when a row's long text was cut to fit PostgreSQL's NOTIFY payload limit (8000 bytes):
 * the client must refetch instead of trusting the row's text.
 */
const truncated = z.literal(true).optional();

/** What happened to one user's data; only that user's sockets receive it. */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('conversation.created'),
    conversation: conversationRowSchema,
    truncated,
  }),
  z.object({
    type: z.literal('conversation.updated'),
    conversation: conversationRowSchema,
    truncated,
  }),
  z.object({ type: z.literal('conversation.deleted'), id: z.string() }),
  z.object({ type: z.literal('message.created'), message: messageRowSchema, truncated }),
  // The user switched to another version of a question or answer: the shown path changed.
  z.object({
    type: z.literal('branch.switched'),
    conversation_id: z.string(),
    message_count: z.number().int().nonnegative(),
  }),
  // Events may have been missed (a reconnect on either side): refetch what is shown.
  z.object({ type: z.literal('resync') }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/**
 * A conversation as events carry it: the list row without extras such as the project data,
 * which can be large and which the client keeps from its own fetch.
 */
export function conversationEventRow(row: ConversationRow): ConversationRow {
  const { id, user_id, title, first_message, created_at, updated_at } = row;
  return { id, user_id, title, first_message, created_at, updated_at };
}
