import { useCallback, useSyncExternalStore } from 'react';
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
