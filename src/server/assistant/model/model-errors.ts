import { APICallError, RetryError } from 'ai';
import { AssistantError } from '../engine';

function rootCause(error: unknown): unknown {
  if (RetryError.isInstance(error)) return rootCause(error.lastError);
  return error;
}

function hasCode(error: unknown, codes: string[]): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && codes.includes(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Turns whatever the AI SDK threw into our typed error: refused or unreachable servers, a
 * rejected key, a time-out, or anything else. The original stays in `detail` for the log.
 */
export function toAssistantError(error: unknown, timedOut: boolean): AssistantError {
  if (error instanceof AssistantError) return error;
  const cause = rootCause(error);
  const detail = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
  if (timedOut) return new AssistantError('AI_TIMEOUT', detail);
  if (APICallError.isInstance(cause) && (cause.statusCode === 401 || cause.statusCode === 403)) {
    return new AssistantError('AI_UNAUTHORIZED', detail);
  }
  if (
    hasCode(cause, ['ECONNREFUSED', 'ENOTFOUND', 'ECONNRESET', 'EAI_AGAIN', 'UND_ERR_SOCKET']) ||
    (cause instanceof TypeError && /fetch failed/i.test(cause.message)) ||
    (APICallError.isInstance(cause) && cause.statusCode === undefined)
  ) {
    return new AssistantError('AI_UNREACHABLE', detail);
  }
  return new AssistantError('AI_FAILED', detail);
}
