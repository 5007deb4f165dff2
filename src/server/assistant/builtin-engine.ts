import { setTimeout as sleep } from 'node:timers/promises';
import { composeReply } from './compose/compose-reply';
import { groundTurn } from './core/ground-turn';
import type { AssistantEngine } from './engine';

/** Splits text into word-sized pieces (keeping whitespace), so the reply streams like typing. */
export function* chunksOf(text: string, size = 24): Generator<string> {
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + size);
    const space = text.indexOf(' ', end);
    if (space !== -1 && space - end < 12) end = space + 1;
    yield text.slice(start, end);
    start = end;
  }
}

const PHOTO_NOTE =
  '\n\n> 📷 I received your photo, but the built-in assistant cannot look at images. Describe what you see (materials, damage, measurements) and I will tailor the advice.';

/**
 * The offline writer over the shared core: understand → safety → retrieve, then compose. The
 * answer is composed at once (a few milliseconds); a streaming caller gets it in small paced
 * pieces so the chat shows it arriving, a JSON caller gets it whole without waiting.
 */
export function builtinEngine(options: { chunkDelayMs: number }): AssistantEngine {
  return {
    name: 'builtin',
    reply(turn) {
      const reply = composeReply(
        groundTurn({
          message: turn.message,
          history: turn.history,
          conversationEntryId: turn.conversationGuideId,
          ...(turn.home && { home: turn.home }),
        }),
      );
      // The offline assistant reads words only; say so rather than pretend to see the photo.
      const note = turn.attachments.some((file) => file.kind === 'image') ? PHOTO_NOTE : '';
      const text = reply.markdown + note;
      async function* textStream() {
        if (!turn.paced) {
          yield text;
          return;
        }
        let first = true;
        for (const chunk of chunksOf(text)) {
          if (turn.signal.aborted) return;
          if (!first && options.chunkDelayMs > 0) await sleep(options.chunkDelayMs);
          first = false;
          yield chunk;
        }
      }
      return {
        textStream: textStream(),
        outcome: async () => ({ guideId: reply.entryId, project: reply.project }),
      };
    },
  };
}
