import { REALTIME_TIMING } from '../../../src/shared/realtime/realtime-timing';
import { parseServerMessage } from '../../../src/web/features/realtime/parse-server-message';
import type {
  ConnectionEnvironment,
  SocketLike,
} from '../../../src/web/features/realtime/realtime-environment';

/** A WebSocket stand-in the test drives by hand: open, receive, fail. */
export class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  sent: unknown[] = [];
  closedWith: { code?: number; reason?: string } | undefined;

  constructor(readonly url: string) {}

  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number, reason?: string) {
    this.closedWith = { code, reason };
  }

  open() {
    this.onopen?.(new Event('open'));
  }
  receive(message: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  /** The server or network ended it (or a close we asked for completed). */
  drop(code = 1006) {
    this.onerror?.(new Event('error'));
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

/** An environment over vi's fake timers with scripted sockets and network state. */
export function fakeEnvironment() {
  const sockets: FakeSocket[] = [];
  const network = { online: true, onOnline: () => {}, onOffline: () => {} };
  const environment: ConnectionEnvironment = {
    url: 'ws://localhost:3000/api/realtime',
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle),
    isOnline: () => network.online,
    watchNetwork(onOnline, onOffline) {
      Object.assign(network, { onOnline, onOffline });
      return () => Object.assign(network, { onOnline: () => {}, onOffline: () => {} });
    },
    timing: REALTIME_TIMING,
    loadParser: () => parseServerMessage,
  };
  const latest = () => sockets.at(-1)!;
  return { environment, sockets, latest, network };
}
