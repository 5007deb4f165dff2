import { GUEST_FREE_QUESTIONS } from '../../shared/constants';

/** docs/product.md#entities guest browser storage; the names embed the product's name. */
export const GUEST_KEYS = {
  mode: 'fixwise_guest_mode',
  questions: 'fixwise_guest_questions',
  sessionId: 'fixwise_guest_session_id',
} as const;

export function startGuestMode(storage: Storage = localStorage): string {
  const sessionId = crypto.randomUUID();
  storage.setItem(GUEST_KEYS.mode, 'true');
  storage.setItem(GUEST_KEYS.questions, String(GUEST_FREE_QUESTIONS));
  storage.setItem(GUEST_KEYS.sessionId, sessionId);
  return sessionId;
}

export function readGuest(storage: Storage = localStorage) {
  if (storage.getItem(GUEST_KEYS.mode) !== 'true') return null;
  const stored = Number.parseInt(storage.getItem(GUEST_KEYS.questions) ?? '', 10);
  return {
    sessionId: storage.getItem(GUEST_KEYS.sessionId) ?? '',
    remaining: Number.isFinite(stored)
      ? Math.min(Math.max(stored, 0), GUEST_FREE_QUESTIONS)
      : GUEST_FREE_QUESTIONS,
  };
}

export function setGuestRemaining(remaining: number, storage: Storage = localStorage) {
  storage.setItem(GUEST_KEYS.questions, String(Math.max(0, remaining)));
}

export function endGuestMode(storage: Storage = localStorage) {
  for (const key of Object.values(GUEST_KEYS)) storage.removeItem(key);
}
