import { REALTIME_PATH } from '../../../shared/realtime/realtime-constants';
import { REALTIME_TIMING, type RealtimeTiming } from '../../../shared/realtime/realtime-timing';
import type { MessageParser } from './parse-server-message';

/** The part of the browser's WebSocket the connection uses, so tests can hand in a fake. */
export interface SocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

type TimerHandle = ReturnType<typeof setTimeout>;

/** Everything the connection takes from the outside world. */
export interface ConnectionEnvironment {
  url: string;
  createSocket(url: string): SocketLike;
  setTimeout(run: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle | undefined): void;
  isOnline(): boolean;
  /** Calls back on the browser's online/offline events; returns the unsubscribe function. */
  watchNetwork(onOnline: () => void, onOffline: () => void): () => void;
  timing: RealtimeTiming;
  /** The message parser (zod and the schemas): the browser loads it with the first message. */
  loadParser(): MessageParser | Promise<MessageParser>;
}

/** ws: or wss: to the page's own host, so the session cookie goes along. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${REALTIME_PATH}`;
}

export function browserEnvironment(): ConnectionEnvironment {
  return {
    url: realtimeUrl(window.location),
    createSocket: (url) => new WebSocket(url),
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle),
    isOnline: () => navigator.onLine,
    watchNetwork(onOnline, onOffline) {
      window.addEventListener('online', onOnline);
      window.addEventListener('offline', onOffline);
      return () => {
        window.removeEventListener('online', onOnline);
        window.removeEventListener('offline', onOffline);
      };
    },
    timing: REALTIME_TIMING,
    loadParser: () => import('./parse-server-message').then((module) => module.parseServerMessage),
  };
}
