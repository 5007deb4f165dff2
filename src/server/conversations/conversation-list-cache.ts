import { changeAwareCache } from '../cache/change-aware-cache';
import type { Database } from '../db/client';
import type { EventBus } from '../realtime/event-bus';
import { conversationStore, toConversationRow } from './conversation-store';

/**
 * Each user's conversation list as the JSON GET /api/conversations sends, cached per instance.
 * Every change to a user's conversations is published on the event bus (conversation-store.ts),
 * which drops that user's entry here on every instance: at once on the instance that wrote, a
 * NOTIFY round trip later on the others. docs/decisions.md 22.
 */
export function createConversationLists(db: Database, events: EventBus) {
  const store = conversationStore(db);
  const cache = changeAwareCache<{ json: string }>({
    max: 10_000,
    maxSize: 64 * 1024 * 1024,
    sizeOf: ({ json }) => json.length,
    ttlMs: 30_000,
    load: async (userId) => ({
      json: JSON.stringify((await store.list(userId)).map(toConversationRow)),
    }),
  });
  events.watch((change) => {
    if (change.kind === 'user') cache.forget(change.userId);
    else if (change.kind === 'unknown') cache.forgetAll();
  });

  return {
    /** The cached list, if there is one: no promise on the hot path. */
    cached: (userId: string) => cache.peek(userId)?.json,
    /** The user's conversations, newest activity first, as a JSON array. */
    async json(userId: string) {
      return (await cache.get(userId))!.json;
    },
  };
}
