const KEY = 'fixwise-pending-question';

/**
 * A question typed before its author chose to sign in. It waits in this tab's session storage
 * and fills the dashboard's composer once they arrive there signed in.
 */
export function savePendingQuestion(text: string) {
  try {
    if (text.trim()) sessionStorage.setItem(KEY, text.trim());
  } catch {
    // Storage blocked: the question stays only on the page it was typed on.
  }
}

export function readPendingQuestion(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function clearPendingQuestion() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was stored.
  }
}
