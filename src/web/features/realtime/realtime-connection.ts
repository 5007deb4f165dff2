import type { RealtimeEvent } from '../../../shared/realtime/realtime-events';
import { REALTIME_CLOSE } from '../../../shared/realtime/realtime-constants';
import { reconnectDelay } from '../../../shared/realtime/realtime-timing';
import type { MessageParser } from './parse-server-message';
import type { ConnectionEnvironment, SocketLike } from './realtime-environment';

/** docs/product.md#states-and-transitions realtime connection states. */
export type RealtimeState = 'connecting' | 'open' | 'closing' | 'closed';

export interface ConnectionCallbacks {
  onEvent(event: RealtimeEvent): void;
  onStateChange?(state: RealtimeState): void;
}

type Timer = ReturnType<typeof setTimeout>;
type TimerName = 'reconnect' | 'ping' | 'pong' | 'closeGrace';

/**
 * One live connection to GET /api/realtime that keeps itself alive: it reconnects with the
 * docs/product.md#constants-and-limits backoff (reset once a connection opens), pings every heartbeat interval and gives a
 * connection up when a pong does not come back in time, and waits while the browser is offline.
 */
export class RealtimeConnection {
  state: RealtimeState = 'closed';
  private socket: SocketLike | undefined;
  private running = false;
  private online = true;
  private attempt = 0;
  private hasOpened = false;
  private lastPingId = 0;
  private timers: Partial<Record<TimerName, Timer>> = {};
  private unwatchNetwork: (() => void) | undefined;
  private parser: MessageParser | undefined;
  /** Messages that arrived while the parser was loading, in order. */
  private unparsed: unknown[] = [];

  constructor(
    private readonly env: ConnectionEnvironment,
    private readonly callbacks: ConnectionCallbacks,
  ) {}

  start() {
    if (this.running) return;
    this.running = true;
    this.online = this.env.isOnline();
    this.unwatchNetwork = this.env.watchNetwork(this.wentOnline, this.wentOffline);
    if (this.online) this.connect();
  }

  stop() {
    this.running = false;
    this.unwatchNetwork?.();
    this.clear('reconnect');
    this.beginClose(1000, 'stopped');
  }

  private readonly wentOnline = () => {
    this.online = true;
    if (!this.running || this.socket) return;
    // The network is back: try now rather than after the remaining backoff.
    this.clear('reconnect');
    this.attempt = 0;
    this.connect();
  };

  private readonly wentOffline = () => {
    this.online = false;
    this.clear('reconnect');
    this.beginClose(1000, 'offline');
  };

  private connect() {
    this.setState('connecting');
    const socket = this.env.createSocket(this.env.url);
    this.socket = socket;
    socket.onopen = () => this.opened();
    socket.onmessage = (event) => this.received(event.data);
    socket.onclose = (event) => {
      // Replaced by a newer tab of the same user (the server caps sockets per user): reconnecting
      // would only push that one out in turn. This tab syncs again when it is reloaded.
      if (event.code === REALTIME_CLOSE.tooManySockets) this.running = false;
      this.finishClose(socket);
    };
    // An error is always followed by close, which does the work.
    socket.onerror = () => {};
  }

  private opened() {
    this.attempt = 0;
    this.setState('open');
    this.schedulePing();
    // Whatever happened while we were away was not delivered: let the caller refetch.
    if (this.hasOpened) this.callbacks.onEvent({ type: 'resync' });
    this.hasOpened = true;
  }

  private schedulePing() {
    this.timers.ping = this.env.setTimeout(() => {
      this.lastPingId += 1;
      this.socket?.send(JSON.stringify({ type: 'ping', id: this.lastPingId }));
      this.clear('pong');
      this.timers.pong = this.env.setTimeout(
        () => this.beginClose(REALTIME_CLOSE.heartbeatMissed, 'heartbeat missed'),
        this.env.timing.pongTimeoutMs,
      );
      this.schedulePing();
    }, this.env.timing.heartbeatIntervalMs);
  }

  private received(data: unknown) {
    if (this.parser) return this.handle(this.parser(data));
    this.unparsed.push(data);
    if (this.unparsed.length > 1) return; // already loading
    const loading = this.env.loadParser();
    if (typeof loading === 'function') return this.parsed(loading);
    loading.then(
      (parser) => this.parsed(parser),
      () => (this.unparsed = []), // could not load it: the next message tries again
    );
  }

  private parsed(parser: MessageParser) {
    this.parser = parser;
    for (const data of this.unparsed.splice(0)) this.handle(parser(data));
  }

  private handle(message: ReturnType<MessageParser>) {
    // Unknown messages are skipped: a newer server may know more event types than we do.
    if (!message) return;
    if (message.type === 'pong') {
      if (message.id === this.lastPingId) this.clear('pong');
      return;
    }
    this.callbacks.onEvent(message);
  }

  private beginClose(code: number, reason: string) {
    const socket = this.socket;
    if (!socket) return this.setState('closed');
    if (this.state === 'closing') return;
    this.setState('closing');
    this.clear('ping');
    this.clear('pong');
    socket.close(code, reason);
    // A dead network may never confirm the close; do not wait for it forever.
    this.timers.closeGrace = this.env.setTimeout(
      () => this.finishClose(socket),
      this.env.timing.closeGraceMs,
    );
  }

  private finishClose(socket: SocketLike) {
    if (socket !== this.socket) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    this.socket = undefined;
    (['ping', 'pong', 'closeGrace'] as const).forEach((name) => this.clear(name));
    this.setState('closed');
    if (!this.running || !this.online) return;
    const delay = reconnectDelay(this.env.timing.reconnectDelaysMs, this.attempt);
    this.attempt += 1;
    this.timers.reconnect = this.env.setTimeout(() => this.connect(), delay);
  }

  private clear(name: TimerName) {
    this.env.clearTimeout(this.timers[name]);
    this.timers[name] = undefined;
  }

  private setState(state: RealtimeState) {
    if (state === this.state) return;
    this.state = state;
    this.callbacks.onStateChange?.(state);
  }
}
