import { useSyncExternalStore } from 'react';

const KEY = 'fixwise-signed-in';
const EVENT = 'fixwise-signed-in-hint';

/**
 * Whether this browser was signed in when the app last looked, for pages that do not load the
 * account code (the marketing header). Only a wording hint: every protected page still asks
 * the server, and a stale hint sends the visitor to the same /dashboard.
 */
export function rememberSignedIn(signedIn: boolean) {
  try {
    if (signedIn === (localStorage.getItem(KEY) === '1')) return;
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
    window.dispatchEvent(new Event(EVENT));
  } catch {
    // Storage blocked: the header keeps its signed-out wording.
  }
}

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** False in prerendered markup and on hydration, then the remembered state. */
export function useSignedInHint(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
