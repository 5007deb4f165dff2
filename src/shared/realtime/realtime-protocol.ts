import { z } from 'zod';
import { realtimeEventSchema } from './realtime-events';

/** The WebSocket endpoint, on the same origin as the API. */
export const REALTIME_PATH = '/api/realtime';

/** Client -> server. The only thing a client ever says is "are you there?". */
export const realtimeClientMessageSchema = z.object({
  type: z.literal('ping'),
  id: z.number().int().nonnegative(),
});
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

const pongSchema = z.object({ type: z.literal('pong'), id: z.number().int().nonnegative() });

/** Server -> client: a pong answering a ping, or one of the user's events. */
export const realtimeServerMessageSchema = z.union([pongSchema, realtimeEventSchema]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>;

/** Close codes of ours (4000-4999 is the application range). */
export const REALTIME_CLOSE = {
  serverStopping: 1001,
  protocolError: 1008,
  heartbeatMissed: 4000,
  sessionEnded: 4401,
  /** The user opened more sockets than allowed; the oldest goes. Clients do not reconnect. */
  tooManySockets: 4429,
} as const;
