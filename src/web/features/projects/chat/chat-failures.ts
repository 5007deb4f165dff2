import { toast } from '../../../lib/toast';
import { GUEST_FREE_QUESTIONS } from '../../../../shared/constants';

/** What went wrong with a question, in the terms of docs/product.md#error-messages's chat table. */
export type ChatFailure =
  | { kind: 'connection' }
  | { kind: 'guest-limit' }
  | { kind: 'budget' }
  | { kind: 'auth' }
  | { kind: 'service'; message?: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'fallback' }
  | { kind: 'stopped' };

const causes: Record<string, string> = {
  AI_UNAUTHORIZED: 'The AI service refused our credentials.',
  AI_FAILED: 'The AI service failed to answer.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
};

/** Maps the server's typed error (or its absence) to a failure kind. */
export function failureFromCode(
  code: string | undefined,
  status: number,
  message?: string,
): ChatFailure {
  if (code === 'AI_UNREACHABLE') return { kind: 'connection' };
  if (code === 'AI_BUDGET_EXCEEDED') return { kind: 'budget' };
  if (code === 'GUEST_LIMIT_EXCEEDED' || message?.includes('GUEST_LIMIT_EXCEEDED'))
    return { kind: 'guest-limit' };
  if (code === 'UNAUTHENTICATED' || status === 401) return { kind: 'auth' };
  if (code === 'AI_TIMEOUT' || status === 504) return { kind: 'fallback' };
  if (status === 400) return { kind: 'invalid', message: message ?? 'Please check your message.' };
  return { kind: 'service', message: message ?? (code ? causes[code] : undefined) };
}

/** docs/product.md#error-messages's toasts; the fallback and a stop show in the conversation instead. */
export function announceFailure(failure: ChatFailure) {
  switch (failure.kind) {
    case 'connection':
      return toast.error('Connection Error', {
        description:
          'Unable to connect to the AI service. Please check your internet connection and try again.',
      });
    case 'guest-limit':
      return toast.error('Guest Limit Reached', {
        description: `You've used all ${GUEST_FREE_QUESTIONS} free questions. Please sign up for unlimited access!`,
      });
    case 'budget':
      return toast.error('Daily AI limit reached', {
        description:
          "You've used today's share of the AI assistant. It resets at midnight UTC, so please come back tomorrow. Your question is still in the box. Our calculators and guides keep working meanwhile.",
      });
    case 'auth':
      return toast.error('Authentication Error', {
        description: 'Please log out and log back in to continue using the AI assistant.',
      });
    case 'service':
      return toast.error('AI Service Error', {
        description: `Unable to get AI response: ${failure.message || 'Unknown error'}`,
      });
    case 'invalid':
      return toast.error('Error', { description: failure.message });
    case 'fallback':
    case 'stopped':
      return undefined;
  }
}
