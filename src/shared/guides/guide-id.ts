/**
 * A fresh guide id. `crypto.randomUUID` is missing in browsers on plain-HTTP origins (it needs
 * a secure context), so fall back to a time-plus-random id; guide ids only need to be unique
 * within one user's short list.
 */
export function newGuideId(): string {
  const uuid = globalThis.crypto?.randomUUID;
  if (typeof uuid === 'function') return uuid.call(globalThis.crypto);
  return `guide-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}
