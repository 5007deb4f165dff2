import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { apiFetch } from '../lib/api-fetch';
import { GUEST_KEYS, readGuest, setGuestRemaining } from './guest-storage';

function subscribe(onChange: () => void) {
  // Other tabs change local storage too; `storage` events tell us.
  const listener = (event: StorageEvent) => {
    if (!event.key || Object.values(GUEST_KEYS).includes(event.key as never)) onChange();
  };
  window.addEventListener('storage', listener);
  window.addEventListener('fixwise-guest', onChange);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener('fixwise-guest', onChange);
  };
}

const snapshot = () => JSON.stringify(readGuest());

/** The guest state in local storage, kept in step across components and tabs. */
export function useGuest() {
  const raw = useSyncExternalStore(subscribe, snapshot, () => 'null');
  const guest = JSON.parse(raw) as ReturnType<typeof readGuest>;
  const setRemaining = useCallback((remaining: number) => {
    setGuestRemaining(remaining);
    window.dispatchEvent(new Event('fixwise-guest'));
  }, []);
  return { guest, setRemaining };
}

/**
 * Takes the guest's count from the server, which keeps the real one: this browser's can be
 * behind (another tab, cleared storage, or the address's daily total). Once per guest session
 * on mount; each reply brings the new count after that.
 */
export function useServerAllowance(sessionId: string | null, setRemaining: (n: number) => void) {
  useEffect(() => {
    if (!sessionId) return;
    let current = true;
    apiFetch<{ remaining: number }>(
      `/api/guest/allowance?guestSessionId=${encodeURIComponent(sessionId)}`,
    )
      .then(({ remaining }) => current && setRemaining(remaining))
      .catch(() => undefined); // the stored count stands until the next reply
    return () => {
      current = false;
    };
  }, [sessionId, setRemaining]);
}
