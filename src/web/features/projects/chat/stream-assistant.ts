import type {
  AssistantReplyData,
  AssistantRequest,
} from '../../../../shared/assistant/assistant-api';
import { CHAT_TIMEOUT_MS } from '../../../../shared/constants';
import { failureFromCode, type ChatFailure } from './chat-failures';
import { STOP_REPLY } from './chat-types';

export interface StreamHandlers {
  onConversation?: (conversationId: string) => void;
  onDelta: (text: string) => void;
}

export type StreamOutcome =
  | { ok: true; text: string; data: AssistantReplyData }
  | { ok: false; text: string; data?: AssistantReplyData; failure: ChatFailure };

/**
 * Sends a question to POST /api/assistant and reads the AI SDK's UI message stream (typed and
 * checked by the shared contract, read-reply-stream.ts), calling the handlers as words arrive. Never throws: every way it can end is an outcome. A reply that takes
 * longer than the documented 60 s ends as the fallback bubble. A signed-in user's reply is
 * written to its end on the server even when this request ends (a reload, a new chat); only
 * an abort for `STOP_REPLY` while it streams asks the server to stop it (read-reply-stream.ts).
 */
export async function streamAssistant(
  body: AssistantRequest,
  handlers: StreamHandlers,
  stopSignal: AbortSignal,
): Promise<StreamOutcome> {
  const timeout = AbortSignal.timeout(CHAT_TIMEOUT_MS);
  const signal = AbortSignal.any([stopSignal, timeout]);
  let text = '';
  let data: AssistantReplyData | undefined;
  const ended = (): ChatFailure => (timeout.aborted ? { kind: 'fallback' } : { kind: 'stopped' });
  // The stream reader loads with the first question, alongside the request, not with the page.
  const reading = import('./read-reply-stream');
  reading.catch(() => undefined); // a failed load is answered below, as a lost connection

  let res: Response;
  try {
    res = await fetch('/api/assistant', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    return { ok: false, text, failure: signal.aborted ? ended() : { kind: 'connection' } };
  }
  if (!res.ok || !res.body) {
    const error = (await res.json().catch(() => ({}))) as {
      error?: string;
      code?: string;
      conversationId?: string;
    };
    if (error.conversationId) handlers.onConversation?.(error.conversationId);
    return { ok: false, text, failure: failureFromCode(error.code, res.status, error.error) };
  }

  try {
    const { readReplyStream } = await reading;
    const stop = { signal: stopSignal, reason: STOP_REPLY, conversationId: body.conversationId };
    for await (const part of readReplyStream(res.body, stop)) {
      if (part.type === 'text') {
        text += part.delta;
        handlers.onDelta(text);
      } else if (part.type === 'conversation') {
        if (part.conversationId) handlers.onConversation?.(part.conversationId);
      } else if (part.type === 'reply') {
        data = part.data;
      } else {
        return { ok: false, text, data, failure: failureFromCode(part.code, 502) };
      }
    }
  } catch {
    return { ok: false, text, data, failure: signal.aborted ? ended() : { kind: 'connection' } };
  }
  if (!data || text.trim() === '') return { ok: false, text, data, failure: { kind: 'fallback' } };
  return { ok: true, text, data };
}
