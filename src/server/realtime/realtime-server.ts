import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { REALTIME_CLOSE, REALTIME_PATH } from '../../shared/realtime/realtime-protocol';
import { REALTIME_TIMING } from '../../shared/realtime/realtime-timing';
import type { Services } from '../services';
import { serveSocket } from './realtime-socket';
import { createSocketRegistry } from './socket-registry';
import { refuseUpgrade, toHeaders } from './upgrade-request';

export interface RealtimeOptions {
  /** The client's ping interval; the server drops sockets silent for two of them. */
  heartbeatIntervalMs?: number;
  /** How often a socket's session is looked up again (on a ping). */
  sessionRecheckMs?: number;
  /** How long stop() waits for clients to confirm the close before cutting them off. */
  closeGraceMs?: number;
  /** Open sockets one user may hold on this instance; a new one past it closes the oldest. */
  maxSocketsPerUser?: number;
}

type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;
/** The HTTP server serve() returned; only its upgrade event matters here. */
interface UpgradeTarget {
  on(event: 'upgrade', listener: UpgradeListener): unknown;
  off(event: 'upgrade', listener: UpgradeListener): unknown;
}

/**
 * GET /api/realtime on the app's own HTTP server. The handshake is checked before upgrading:
 * the Origin must be ours (a WebSocket is not bound by CORS, so any site could otherwise open
 * one with the user's cookie) and the session cookie must belong to a signed-in user.
 */
export function attachRealtime(
  server: UpgradeTarget,
  services: Pick<Services, 'config' | 'events' | 'sessions'>,
  options: RealtimeOptions = {},
) {
  const heartbeatIntervalMs = options.heartbeatIntervalMs ?? REALTIME_TIMING.heartbeatIntervalMs;
  const closeGraceMs = options.closeGraceMs ?? REALTIME_TIMING.closeGraceMs;
  const sessionRecheckMs = options.sessionRecheckMs ?? REALTIME_TIMING.sessionRecheckMs;
  // Clients only ever send small pings.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024 });
  const ownOrigin = new URL(services.config.publicUrl).origin;
  const registry = createSocketRegistry(options.maxSocketsPerUser);
  // Sign-out, revocation, a password reset, a ban or a deletion anywhere in the cluster arrives
  // here through the bus (LISTEN/NOTIFY across instances): every socket's session is looked up
  // again at once, instead of at its next periodic check.
  const stopWatching = services.events.watch((change) => {
    if (change.kind !== 'user') registry.recheckAll();
  });
  let stopping = false;

  async function upgrade(request: IncomingMessage, socket: Duplex, head: Buffer) {
    // A client vanishing mid-handshake must not crash the process.
    const ignore = () => {};
    socket.on('error', ignore);
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path !== REALTIME_PATH) return refuseUpgrade(socket, 404, 'No WebSocket endpoint here.');
    if (stopping) return refuseUpgrade(socket, 503, 'The server is stopping.');
    if (request.headers.origin !== ownOrigin) {
      return refuseUpgrade(socket, 403, 'Cross-site WebSocket refused.');
    }

    const headers = toHeaders(request.headers);
    const session = await services.sessions.get(headers).catch((error: Error) => {
      console.error(`realtime session lookup failed: ${error.message}`);
      return undefined;
    });
    if (session === undefined) return refuseUpgrade(socket, 503, 'Try again shortly.');
    if (!session) return refuseUpgrade(socket, 401, 'Please sign in to continue.');
    if (stopping || socket.destroyed) return socket.destroy();

    wss.handleUpgrade(request, socket, head, (ws) => {
      socket.off('error', ignore);
      const served = serveSocket(ws, {
        userId: session.user.id,
        bus: services.events,
        heartbeatIntervalMs,
        sessionRecheckMs,
        sessionIsValid: async () => Boolean(await services.sessions.get(headers)),
      });
      registry.add(session.user.id, ws, served.recheckSession);
    });
  }

  const onUpgrade: UpgradeListener = (request, socket, head) => void upgrade(request, socket, head);
  server.on('upgrade', onUpgrade);

  return {
    /** Says goodbye to every client (they reconnect elsewhere), then stops. */
    async close() {
      stopping = true;
      stopWatching();
      const clients = [...wss.clients];
      for (const ws of clients) ws.close(REALTIME_CLOSE.serverStopping, 'server stopping');
      await settle(clients.map(closed), closeGraceMs);
      for (const ws of wss.clients) ws.terminate();
      server.off('upgrade', onUpgrade);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

function closed(ws: WebSocket) {
  return new Promise<void>((resolve) => {
    if (ws.readyState === ws.CLOSED) resolve();
    else ws.once('close', () => resolve());
  });
}

/** Waits for all promises, or for `ms`, whichever comes first. */
async function settle(promises: Promise<void>[], ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([Promise.all(promises), timeout]);
  clearTimeout(timer);
}
