import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

type Kind = 'success' | 'error';
type Sonner = typeof SonnerModule;

let sonner: Promise<Sonner> | undefined;
const firstToastListeners = new Set<() => void>();

function load() {
  if (!sonner) {
    sonner = import('sonner');
    sonner.catch(() => (sonner = undefined)); // offline for a moment: the next toast tries again
    firstToastListeners.forEach((listener) => listener());
  }
  return sonner;
}

function show(kind: Kind | undefined, message: string, data?: ExternalToast) {
  void load().then(({ toast: sonnerToast }) =>
    kind ? sonnerToast[kind](message, data) : sonnerToast(message, data),
  );
}

/**
 * sonner's `toast`, loaded with the first toast rather than with every page (about 9 KB gzip
 * most visits never need). The toaster replays toasts published before it mounted.
 */
export const toast = Object.assign(
  (message: string, data?: ExternalToast) => show(undefined, message, data),
  {
    success: (message: string, data?: ExternalToast) => show('success', message, data),
    error: (message: string, data?: ExternalToast) => show('error', message, data),
  },
);

/** True once any toast was asked for: the app mounts the toaster from then on. */
export const toastRequested = () => sonner !== undefined;

/** Calls back when the first toast is asked for; returns the unsubscribe function. */
export function onFirstToast(listener: () => void) {
  firstToastListeners.add(listener);
  return () => void firstToastListeners.delete(listener);
}
