import { z } from 'zod';
import { projectDataSchema } from '../assistant/project-data';
import { conversationRowSchema } from './conversation-schema';

// Apart from conversation-schema.ts, whose rows live sync parses: those need no project schema.

/**
 * A row of GET /api/conversations: the conversation, its project data and how many messages it
 * holds (so a list can show counts without fetching every conversation's messages).
 */
export const conversationListRowSchema = conversationRowSchema.extend({
  project: projectDataSchema.nullable(),
  message_count: z.number().int().nonnegative(),
});
export type ConversationListRow = z.infer<typeof conversationListRowSchema>;
