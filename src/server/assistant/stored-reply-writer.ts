import type { ConversationStore } from '../conversations/conversation-store';

/** How long the stored copy of a reply being written may lag behind it, at most. */
const SAVE_EVERY_MS = 400;

/**
 * Keeps a stored copy of a reply while it is written, so the reply outlives the request: a
 * reload reads it, and it is finished even if the asking tab has gone. The row is created with
 * the first words and then saved at most every SAVE_EVERY_MS, always including the latest
 * words (a model that pauses mid-reply leaves everything said so far stored).
 */
export function storedReplyWriter(
  store: Pick<ConversationStore, 'startReply' | 'growReply'>,
  conversationId: string,
  parentId: string | undefined,
) {
  let id: string | undefined;
  let latest = '';
  let saved = '';
  let timer: NodeJS.Timeout | undefined;
  let saving = Promise.resolve();
  let stopped = false;

  function save() {
    timer = undefined;
    const rowId = id;
    const text = latest;
    if (!rowId || text === saved) return;
    saved = text;
    saving = saving
      .then(() => store.growReply(rowId, text))
      .then(
        (stillWriting) => {
          if (!stillWriting) stopped = true;
        },
        // A failed save only leaves the stored copy further behind; the end is saved anyway.
        (error: unknown) => console.error('saving a reply being written failed', error),
      );
  }

  return {
    /** The stored reply's id, once its first words are stored. */
    get id() {
      return id;
    },
    /** Takes the reply so far; false once the user stopped it (POST /api/assistant/stop/:conversationId). */
    async grow(text: string): Promise<boolean> {
      latest = text;
      if (!id) {
        if (text.length === 0) return true;
        id = (await store.startReply(conversationId, { content: text, parentId })).id;
        saved = text;
        return true;
      }
      timer ??= setTimeout(save, SAVE_EVERY_MS);
      return !stopped;
    },
    /** Waits for the saves under way, so the reply's end is stored after them. */
    async settle() {
      clearTimeout(timer);
      timer = undefined;
      await saving;
    },
  };
}
