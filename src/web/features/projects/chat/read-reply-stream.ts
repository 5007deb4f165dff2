import { EventSourceParserStream } from 'eventsource-parser/stream';
import { z } from 'zod';
import {
  assistantConversationDataSchema,
  assistantReplyDataSchema,
  type AssistantReplyData,
} from '../../../../shared/assistant/assistant-api';

/** What the chat does with the parts of POST /api/assistant's UI message stream. */
export type ReplyStreamPart =
  | { type: 'text'; delta: string }
  | { type: 'conversation'; conversationId: string | null }
  | { type: 'reply'; data: AssistantReplyData }
  | { type: 'error'; code: string };

// The parts the server writes (assistant-routes.ts). Other AI SDK parts (text-start, text-end,
// start and finish steps) carry nothing the chat shows and are passed over.
const partSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text-delta'), delta: z.string() }),
  z.object({ type: z.literal('data-conversation'), data: assistantConversationDataSchema }),
  z.object({ type: z.literal('data-reply'), data: assistantReplyDataSchema }),
  z.object({ type: z.literal('error'), errorText: z.string() }),
]);
const knownTypes = new Set<string>(partSchema.options.map((option) => option.shape.type.value));

/** The Stop button's signal while a reply streams, and the conversation it is asked in. */
export interface StopWatch {
  signal: AbortSignal;
  /** The abort reason that means Stop (a new chat aborts too, but lets the reply finish). */
  reason: unknown;
  conversationId?: string;
}

/**
 * Reads the server-sent events of a reply, checking each part the chat uses against the shared
 * contract. Loaded with the first question, not with the page. Throws on a broken stream or a
 * part that breaks the contract, which the chat answers as a lost connection. Stop while it
 * reads also asks the server to end the reply (it would otherwise finish it without the tab).
 */
export async function* readReplyStream(body: NonNullable<Response['body']>, stop?: StopWatch) {
  let conversationId = stop?.conversationId;
  const onStop = () => {
    if (stop?.signal.reason === stop?.reason && conversationId) void stopReply(conversationId);
  };
  stop?.signal.addEventListener('abort', onStop, { once: true });
  try {
    for await (const part of readParts(body)) {
      if (part.type === 'conversation') conversationId = part.conversationId ?? conversationId;
      yield part;
    }
  } finally {
    stop?.signal.removeEventListener('abort', onStop);
  }
}

async function* readParts(body: NonNullable<Response['body']>) {
  const reader = body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    if (next.value.data === '[DONE]') return;
    const raw: unknown = JSON.parse(next.value.data);
    const type = z.object({ type: z.string() }).safeParse(raw).data?.type;
    if (!type || !knownTypes.has(type)) continue;
    const part = partSchema.parse(raw);
    yield toChatPart(part);
  }
}

/**
 * The Stop button: asks the server to end the reply it is writing in this conversation. Best
 * effort: a failure leaves a complete reply.
 */
async function stopReply(conversationId: string) {
  await fetch(`/api/assistant/stop/${conversationId}`, {
    method: 'POST',
    credentials: 'same-origin',
  }).catch(() => undefined);
}

function toChatPart(part: z.infer<typeof partSchema>): ReplyStreamPart {
  switch (part.type) {
    case 'text-delta':
      return { type: 'text', delta: part.delta };
    case 'data-conversation':
      return { type: 'conversation', conversationId: part.data.conversationId };
    case 'data-reply':
      return { type: 'reply', data: part.data };
    case 'error':
      return { type: 'error', code: part.errorText };
  }
}
