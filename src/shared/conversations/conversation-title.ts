import { CONVERSATION_TITLE_MAX } from '../constants';

const ELLIPSIS = '...';

/**
 * docs/product.md#entities: a conversation's title is the first 50 characters of its first message, plus an
 * ellipsis if longer. Choices docs/product.md leaves open:
 * - surrounding whitespace is trimmed and every line break (with the spaces around it) becomes
 *   one space, since the title is shown on a single line;
 * - characters are Unicode code points, so an emoji is never cut into a lone surrogate
 *   (a multi-code-point sequence such as a family emoji can still be shortened);
 * - spaces before the ellipsis are dropped ("word ..." reads as a stray gap).
 */
export function conversationTitle(firstMessage: string): string {
  const oneLine = firstMessage.trim().replace(/\s*[\r\n]+\s*/g, ' ');
  const codePoints = Array.from(oneLine);
  if (codePoints.length <= CONVERSATION_TITLE_MAX) return oneLine;
  return codePoints.slice(0, CONVERSATION_TITLE_MAX).join('').trimEnd() + ELLIPSIS;
}
