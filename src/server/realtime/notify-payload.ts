import { z } from 'zod';
import { realtimeEventSchema, type RealtimeEvent } from '../../shared/realtime/realtime-events';

export const NOTIFY_CHANNEL = 'fixwise_events';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more (default build); keep a margin. */
export const MAX_NOTIFY_BYTES = 7_900;

const envelopeSchema = z.union([
  z.object({ userId: z.string(), event: realtimeEventSchema }),
  // Sessions or accounts changed somewhere: every instance forgets the sessions it cached.
  z.object({ accounts: z.literal(true) }),
]);

const byteLength = (text: string) => Buffer.byteLength(text, 'utf8');

/**
 * The NOTIFY payload for one event. Message content and a conversation's first message are
 * unbounded in bytes (4000 characters can be 12000 bytes, assistant replies are longer), so an
 * event that does not fit has that text cut and is marked `truncated`: the client refetches.
 */
export function encodeNotification(
  userId: string,
  event: RealtimeEvent,
  maxBytes = MAX_NOTIFY_BYTES,
): string {
  const encode = (candidate: RealtimeEvent) => JSON.stringify({ userId, event: candidate });
  const fits = (candidate: RealtimeEvent) => byteLength(encode(candidate)) <= maxBytes;
  if (fits(event)) return encode(event);
  return encode(shrink(event, fits, maxBytes));
}

export const encodeAccountsChanged = () => JSON.stringify({ accounts: true });

/** The envelope of a notification, or undefined for anything that is not ours. */
export function decodeNotification(payload: string | undefined) {
  if (!payload) return undefined;
  try {
    const parsed = envelopeSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function shrink(
  event: RealtimeEvent,
  fits: (candidate: RealtimeEvent) => boolean,
  maxBytes: number,
): RealtimeEvent {
  switch (event.type) {
    case 'message.created': {
      const withContent = (content: string): RealtimeEvent => ({
        ...event,
        message: { ...event.message, content },
        truncated: true,
      });
      const content = longestPrefix(event.message.content, maxBytes, (text) =>
        fits(withContent(text)),
      );
      return withContent(content);
    }
    case 'conversation.created':
    case 'conversation.updated': {
      const withFirst = (first_message: string): RealtimeEvent => ({
        ...event,
        conversation: { ...event.conversation, first_message },
        truncated: true,
      });
      const first = longestPrefix(event.conversation.first_message, maxBytes, (text) =>
        fits(withFirst(text)),
      );
      return withFirst(first);
    }
    default:
      // Ids only: small by construction.
      return event;
  }
}

/** The longest prefix of `text` that `fits`, never splitting a surrogate pair. */
function longestPrefix(text: string, maxBytes: number, fits: (prefix: string) => boolean) {
  const prefix = (length: number) => {
    const code = text.charCodeAt(length - 1);
    const splitsPair = length > 0 && code >= 0xd800 && code <= 0xdbff;
    return text.slice(0, splitsPair ? length - 1 : length);
  };
  // Every character takes at least one byte, so no fitting prefix is longer than maxBytes.
  let low = 0;
  let high = Math.min(text.length, maxBytes);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(prefix(middle))) low = middle;
    else high = middle - 1;
  }
  return prefix(low);
}
