/** The WebSocket endpoint, on the same origin as the API. */
export const REALTIME_PATH = '/api/realtime';

/** Close codes of ours (4000-4999 is the application range). */
export const REALTIME_CLOSE = {
  serverStopping: 1001,
  protocolError: 1008,
  heartbeatMissed: 4000,
  sessionEnded: 4401,
  /** The user opened more sockets than allowed; the oldest goes. Clients do not reconnect. */
  tooManySockets: 4429,
} as const;
