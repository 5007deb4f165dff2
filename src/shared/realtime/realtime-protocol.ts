import { z } from 'zod';
import { realtimeEventSchema } from './realtime-events';

// Zod-free, so the browser can open the connection before it loads zod to read messages.
export { REALTIME_CLOSE, REALTIME_PATH } from './realtime-constants';

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
