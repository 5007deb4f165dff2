import { CONVERSATION_PAGE_SIZE } from '../../shared/conversations/conversation-schema';
import { changeAwareCache } from '../cache/change-aware-cache';
import type { EventBus } from '../realtime/event-bus';
import { toConversationListRow, type ConversationStore } from './conversation-store';

/** A page of the list as GET /api/conversations sends it. */
export interface ListPage {
  json: string;
  /** The next page's cursor; absent on the last page. */
  next?: string;
}

/**
 * Each user's first page of conversations (the one every screen opens with) as the JSON GET
 * /api/conversations sends, cached per instance. Every change to a user's conversations is
 * published on the event bus (conversation-store.ts), which drops that user's entry here on
 * every instance: at once on the instance that wrote, a NOTIFY round trip later on the others.
 * docs/decisions/0022-sessions-and-conversation-lists-are-cached.md. Later pages are read from the database each time.
 */
export function createConversationLists(store: ConversationStore, events: EventBus) {
  const load = async (
    userId: string,
    limit: number,
    after?: Parameters<typeof store.page>[1]['after'],
  ) => {
    const page = await store.page(userId, { limit, after });
    return { json: JSON.stringify(page.rows.map(toConversationListRow)), next: page.next };
  };
  const cache = changeAwareCache<ListPage>({
    max: 10_000,
    maxSize: 64 * 1024 * 1024,
    sizeOf: ({ json }) => json.length,
    ttlMs: 30_000,
    load: (userId) => load(userId, CONVERSATION_PAGE_SIZE),
  });
  events.watch((change) => {
    if (change.kind === 'user') cache.forget(change.userId);
    else if (change.kind === 'unknown') cache.forgetAll();
  });

  return {
    /** The cached first page, if there is one: no promise on the hot path. */
    cached: (userId: string) => cache.peek(userId),
    /** The user's first page, newest activity first. */
    async first(userId: string): Promise<ListPage> {
      return (await cache.get(userId))!;
    },
    /** Any other page (a cursor, or another size), straight from the database. */
    page: load,
  };
}
