import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Citation } from '../../shared/assistant/citation';
import type { ProjectData } from '../../shared/assistant/project-data';
import { conversationTitle } from '../../shared/conversations/conversation-title';
import type { ConversationListRow } from '../../shared/conversations/conversation-list-row';
import type {
  ConversationRow,
  MessageAttachment,
  MessageRow,
} from '../../shared/conversations/conversation-schema';
import { conversationEventRow } from '../../shared/realtime/realtime-events';
import type { Database } from '../db/client';
import { conversations, messages } from '../db/schema';
import type { EventPublisher } from '../realtime/event-bus';
import { encodeCursor, type ListPosition } from './conversation-cursor';
import { messageTree } from './message-tree';

type ConversationRecord = typeof conversations.$inferSelect;
type MessageRecord = typeof messages.$inferSelect;

/** A reply as it is stored once written: its text and what it brought to its conversation. */
interface FinishedReply {
  content: string;
  incomplete: boolean;
  citations?: Citation[];
  guideId?: string;
  project?: ProjectData;
}

export function toConversationRow(
  row: ConversationRecord,
): ConversationRow & { project: ProjectData | null } {
  return {
    id: row.id,
    user_id: row.userId,
    title: row.title,
    first_message: row.firstMessage,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    project: row.project ?? null,
  };
}

/** A row of GET /api/conversations. */
export function toConversationListRow(
  row: ConversationRecord & { messageCount: number },
): ConversationListRow {
  return { ...toConversationRow(row), message_count: row.messageCount };
}

/**
 * A reply still marked as being written after this long lost its writer (a server stopped
 * mid-reply): it reads as cut, not as forever "still writing".
 */
const WRITER_GONE_AFTER_MS = 5 * 60_000;

/** A message as the API sends it, with the ids of its alternatives (itself included). */
export function toMessageRow(row: MessageRecord, siblingIds: readonly string[]): MessageRow {
  const abandoned = row.writing && Date.now() - row.createdAt.getTime() > WRITER_GONE_AFTER_MS;
  return {
    id: row.id,
    conversation_id: row.conversationId,
    type: row.type,
    content: row.content,
    created_at: row.createdAt.toISOString(),
    incomplete: row.incomplete || abandoned,
    ...(row.writing && !abandoned && { writing: true }),
    attachments: row.attachments ?? null,
    citations: row.citations ?? null,
    parent_id: row.parentId,
    depth: row.depth,
    sibling_ids: [...siblingIds],
  };
}

/**
 * Conversations and messages, always scoped by the owner's user id: a conversation that is not
 * the caller's reads as missing, so nobody can tell another user's ids exist. Every change is
 * announced to the owner's tabs and devices (live sync) in the same call that stores it; the
 * store is built once at start-up (services.ts) and handed to whoever writes.
 */
export function conversationStore(db: Database, events: EventPublisher) {
  const changed = (row: ConversationRecord) => conversationEventRow(toConversationRow(row));

  return {
    /**
     * One page of the list, newest activity first, and the cursor of the next page if there is
     * one. Times are compared at millisecond precision, the precision a cursor carries (a JS
     * Date), so the row a cursor names is never served twice.
     */
    async page(userId: string, { limit, after }: { limit: number; after?: ListPosition }) {
      const updated = sql`date_trunc('milliseconds', ${conversations.updatedAt})`;
      const rows = await db
        .select({
          ...getTableColumns(conversations),
          // Qualified by hand: inside the subquery bare column names would all mean `messages`.
          // The length of the path the user is on: its last message's depth + 1.
          messageCount: sql<number>`coalesce((select ${messages}.depth + 1 from ${messages} where ${messages}.id = ${conversations}.active_leaf_id), 0)::int`,
        })
        .from(conversations)
        .where(
          and(
            eq(conversations.userId, userId),
            after &&
              sql`(${updated}, ${conversations.id}) < (${after.updatedAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
          ),
        )
        .orderBy(desc(updated), desc(conversations.id))
        .limit(limit + 1);
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      return {
        rows: shown,
        next: rows.length > limit && last ? encodeCursor(last) : undefined,
      };
    },

    async create(userId: string, firstMessage: string) {
      const [row] = await db
        .insert(conversations)
        .values({
          userId,
          title: conversationTitle(firstMessage),
          firstMessage: firstMessage.trim(),
        })
        .returning();
      await events.publish(userId, { type: 'conversation.created', conversation: changed(row!) });
      return row!;
    },

    async findOwned(userId: string, id: string) {
      const [row] = await db
        .select()
        .from(conversations)
        .where(and(eq(conversations.id, id), eq(conversations.userId, userId)));
      return row;
    },

    async rename(userId: string, id: string, title: string) {
      const [row] = await db
        .update(conversations)
        .set({ title, updatedAt: new Date() })
        .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
        .returning();
      if (row) {
        await events.publish(userId, { type: 'conversation.updated', conversation: changed(row) });
      }
      return row;
    },

    async remove(userId: string, id: string) {
      const removed = await db
        .delete(conversations)
        .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
        .returning({ id: conversations.id });
      if (removed.length > 0) await events.publish(userId, { type: 'conversation.deleted', id });
      return removed.length > 0;
    },

    /** The messages of the path the user is on, oldest first; callers have checked ownership. */
    async messages(conversationId: string) {
      return (await loadTree(conversationId)).path;
    },

    /** The whole tree of a conversation and the path shown; callers have checked ownership. */
    tree: loadTree,

    /** The path shown as the API sends it, each message with its alternatives. */
    async shownRows(conversationId: string) {
      const { tree, path } = await loadTree(conversationId);
      return path.map((row) => toMessageRow(row, tree.siblingsOf(row)));
    },

    /**
     * Shows the path through one of the owner's messages, continuing with the newest message
     * below it, and announces the switch. Undefined when the conversation is not the caller's
     * or the message is not in it.
     */
    async switchBranch(userId: string, conversationId: string, messageId: string) {
      if (!(await this.findOwned(userId, conversationId))) return undefined;
      const { tree } = await loadTree(conversationId);
      if (!tree.has(messageId)) return undefined;
      const leaf = tree.newestLeafUnder(messageId);
      await db
        .update(conversations)
        .set({ activeLeafId: leaf })
        .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)));
      const path = tree.pathTo(leaf);
      await events.publish(userId, {
        type: 'branch.switched',
        conversation_id: conversationId,
        message_count: path.length,
      });
      return path.map((row) => toMessageRow(row, tree.siblingsOf(row)));
    },

    /**
     * Stores a question in its conversation and announces it. It follows `parentId` (null: a
     * new first question, the edit of the first one), by default the last message shown.
     */
    addQuestion(
      conversationId: string,
      question: { content: string; attachments: MessageAttachment[]; parentId?: string | null },
    ) {
      const { parentId, ...message } = question;
      return storeMessage(conversationId, { type: 'user', ...message }, parentId);
    },

    /**
     * Stores an assistant reply, with the guide and project data it brought to its conversation,
     * and announces it: one `message.created` and one `conversation.updated`, so every tab that
     * shows the conversation (the asking one included) gets the same stored row.
     */
    addReply(
      conversationId: string,
      reply: FinishedReply & {
        /** The question it answers; by default the last message shown. */
        parentId?: string;
      },
    ) {
      const { guideId, project, parentId, ...message } = reply;
      return storeMessage(conversationId, { type: 'assistant', ...message }, parentId, {
        ...(guideId !== undefined && { guideId }),
        ...(project !== undefined && { project }),
      });
    },

    /**
     * Stores the start of a reply, marked as being written, without announcing it: the asking
     * tab streams it, and a tab that loads the conversation meanwhile reads it and waits for
     * `endReply`'s announcement.
     */
    async startReply(conversationId: string, reply: { content: string; parentId?: string }) {
      const { parentId, content } = reply;
      const row = await insertMessage(
        conversationId,
        { type: 'assistant', content, writing: true },
        parentId,
      );
      await db
        .update(conversations)
        .set({ updatedAt: row.createdAt, activeLeafId: row.id })
        .where(eq(conversations.id, conversationId));
      return row;
    },

    /** Stores the reply so far; false once it is no longer being written (the user stopped it). */
    async growReply(id: string, content: string) {
      const rows = await db
        .update(messages)
        .set({ content })
        .where(and(eq(messages.id, id), eq(messages.writing, true)))
        .returning({ id: messages.id });
      return rows.length > 0;
    },

    /**
     * Stores the whole reply (or its cut end) with what it brought to its conversation and
     * announces it like `addReply`; nothing if it was stopped meanwhile (`stopReply` announced).
     */
    async endReply(conversationId: string, id: string, reply: FinishedReply) {
      const { guideId, project, ...message } = reply;
      const [row] = await db
        .update(messages)
        .set({ ...message, writing: false })
        .where(and(eq(messages.id, id), eq(messages.writing, true)))
        .returning();
      if (!row) return undefined;
      await announce(row, {
        ...(guideId !== undefined && { guideId }),
        ...(project !== undefined && { project }),
      });
      return row;
    },

    /**
     * The Stop button: the reply being written in one of the user's conversations ends where
     * it is, marked incomplete, and is announced; its writer sees it at its next `growReply`
     * and stops the model. Works from any server instance, since the mark is in the database.
     */
    async stopReply(userId: string, conversationId: string) {
      const owned = db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.id, conversationId), eq(conversations.userId, userId)));
      const rows = await db
        .update(messages)
        .set({ writing: false, incomplete: true })
        .where(
          and(
            eq(messages.conversationId, conversationId),
            eq(messages.writing, true),
            inArray(messages.conversationId, owned),
          ),
        )
        .returning();
      for (const row of rows) await announce(row);
      return rows.length;
    },
  };

  async function loadTree(conversationId: string) {
    const [rows, [conversation]] = await Promise.all([
      db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, conversationId))
        .orderBy(asc(messages.createdAt), asc(messages.id)),
      db
        .select({ activeLeafId: conversations.activeLeafId })
        .from(conversations)
        .where(eq(conversations.id, conversationId)),
    ]);
    const tree = messageTree(rows);
    return { tree, path: tree.pathTo(conversation?.activeLeafId ?? null) };
  }

  async function storeMessage(
    conversationId: string,
    message: Omit<
      typeof messages.$inferInsert,
      'conversationId' | 'createdAt' | 'parentId' | 'depth'
    >,
    parentId: string | null | undefined,
    conversationChange: Partial<Pick<ConversationRecord, 'guideId' | 'project'>> = {},
  ) {
    const row = await insertMessage(conversationId, message, parentId);
    return announce(row, { updatedAt: row.createdAt, activeLeafId: row.id, ...conversationChange });
  }

  async function insertMessage(
    conversationId: string,
    message: Omit<
      typeof messages.$inferInsert,
      'conversationId' | 'createdAt' | 'parentId' | 'depth'
    >,
    parentId: string | null | undefined,
  ) {
    const parent =
      parentId === undefined
        ? sql`(select c.active_leaf_id from ${conversations} c where c.id = ${conversationId})`
        : sql`${parentId}::uuid`;
    // clock_timestamp() (microseconds, advancing within a transaction) keeps a reply after
    // the question it answers even when both land in the same millisecond.
    const [row] = await db
      .insert(messages)
      .values({
        conversationId,
        ...message,
        parentId: parent,
        depth: sql`coalesce((select m.depth + 1 from ${messages} m where m.id = ${parent}), 0)`,
        createdAt: sql`clock_timestamp()`,
      })
      .returning();
    return row!;
  }

  /**
   * Brings the conversation up to date with a stored message and announces both. The change
   * may make it the conversation's end (`activeLeafId`); returning the conversation tells us
   * whom to notify without another query.
   */
  async function announce(
    row: MessageRecord,
    conversationChange: Partial<
      Pick<ConversationRecord, 'guideId' | 'project' | 'activeLeafId' | 'updatedAt'>
    > = {},
  ) {
    const conversationId = row.conversationId;
    const [[conversation], siblings] = await Promise.all([
      db
        .update(conversations)
        .set({ updatedAt: new Date(), ...conversationChange })
        .where(eq(conversations.id, conversationId))
        .returning(),
      db
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, conversationId),
            sql`${messages.parentId} is not distinct from ${row!.parentId}::uuid`,
          ),
        )
        .orderBy(asc(messages.createdAt), asc(messages.id)),
    ]);
    if (conversation) {
      await events.publish(conversation.userId, {
        type: 'message.created',
        message: toMessageRow(
          row!,
          siblings.map((sibling) => sibling.id),
        ),
      });
      await events.publish(conversation.userId, {
        type: 'conversation.updated',
        conversation: changed(conversation),
      });
    }
    return row!;
  }
}

export type ConversationStore = ReturnType<typeof conversationStore>;
