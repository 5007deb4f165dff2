import { setTimeout as sleep } from 'node:timers/promises';
import { answerQuestion } from './builtin/compose-answer';
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

/**
 * The offline assistant over the knowledge base. The answer is composed at once (under a few
 * milliseconds), then streamed in small pieces so the chat shows it arriving.
 */
export function builtinEngine(options: { chunkDelayMs: number }): AssistantEngine {
  return {
    name: 'builtin',
    reply(turn) {
      const answer = answerQuestion({
        message: turn.message,
        history: turn.history,
        conversationGuideId: turn.conversationGuideId,
      });
      // The offline assistant reads words only; say so rather than pretend to see the photo.
      const note = turn.attachments.some((file) => file.kind === 'image')
        ? '\n\n> 📷 I received your photo, but the built-in assistant cannot look at images. Describe what you see (materials, damage, measurements) and I will tailor the advice.'
        : '';
      async function* textStream() {
        let first = true;
        for (const chunk of chunksOf(answer.markdown + note)) {
          if (turn.signal.aborted) return;
          if (!first && options.chunkDelayMs > 0) await sleep(options.chunkDelayMs);
          first = false;
          yield chunk;
        }
      }
      return {
        textStream: textStream(),
        outcome: async () => ({ guideId: answer.guideId, project: answer.project }),
      };
    },
  };
}
