import type { RawData, WebSocket } from 'ws';
import {
  REALTIME_CLOSE,
  realtimeClientMessageSchema,
  type RealtimeServerMessage,
} from '../../shared/realtime/realtime-protocol';
import { REALTIME_TIMING } from '../../shared/realtime/realtime-timing';
import type { EventBus } from './event-bus';

/** A client that stopped reading would make us buffer without bound; it reconnects and resyncs. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface SocketDeps {
  userId: string;
  bus: EventBus;
  heartbeatIntervalMs: number;
  sessionRecheckMs: number;
  /** Whether the session that opened the socket is still valid (sign-out, revocation, expiry). */
  sessionIsValid(): Promise<boolean>;
  now?: () => number;
}

/**
 * One signed-in user's socket: their events out, pong for every ping in. Silence for two
 * heartbeat intervals means the client is gone without a close frame, so the socket is dropped.
 */
export function serveSocket(ws: WebSocket, deps: SocketDeps) {
  const now = deps.now ?? Date.now;
  let sessionCheckedAt = now();
  let checkingSession = false;

  const send = (message: RealtimeServerMessage) => {
    if (ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount > MAX_BUFFERED_BYTES) return ws.terminate();
    ws.send(JSON.stringify(message));
  };

  const unsubscribe = deps.bus.subscribe(deps.userId, send);
  const silence = setTimeout(
    () => ws.terminate(),
    deps.heartbeatIntervalMs * REALTIME_TIMING.silentIntervalsBeforeDrop,
  );

  // A ping is cheap; the session lookup is not, so it is repeated only now and then, or at once
  // (`force`) when sessions changed somewhere. A forced check during a check runs after it, as
  // the running one may have read the session before the change.
  let forceAgain = false;
  const recheckSession = async (force = false): Promise<void> => {
    if (checkingSession) {
      forceAgain ||= force;
      return;
    }
    if (!force && now() - sessionCheckedAt < deps.sessionRecheckMs) return;
    checkingSession = true;
    try {
      if (!(await deps.sessionIsValid())) ws.close(REALTIME_CLOSE.sessionEnded, 'session ended');
      sessionCheckedAt = now();
    } catch (error) {
      console.error(`realtime session check failed: ${(error as Error).message}`);
    } finally {
      checkingSession = false;
    }
    if (forceAgain && ws.readyState === ws.OPEN) {
      forceAgain = false;
      await recheckSession(true);
    }
  };

  ws.on('message', (data: RawData, isBinary: boolean) => {
    const ping = isBinary ? undefined : parsePing(data.toString());
    if (!ping) return ws.close(REALTIME_CLOSE.protocolError, 'expected {"type":"ping","id":n}');
    silence.refresh();
    send({ type: 'pong', id: ping.id });
    void recheckSession();
  });
  // 'close' always follows an error; nothing to add here but not crashing.
  ws.on('error', () => {});
  ws.on('close', () => {
    clearTimeout(silence);
    unsubscribe();
  });
  return { recheckSession: () => recheckSession(true) };
}

function parsePing(text: string) {
  try {
    const parsed = realtimeClientMessageSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
