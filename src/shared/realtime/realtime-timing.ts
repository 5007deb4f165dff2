import { REALTIME_RECONNECT_DELAYS_MS } from '../constants';

/**
 * Every realtime timing in one place, for the browser client and the server alike.
 * Proxies and load balancers commonly drop connections idle for 60 s; a ping every 25 s keeps
 * the connection warm and notices a dead one within about half a minute.
 */
export const REALTIME_TIMING = {
  heartbeatIntervalMs: 25_000,
  /** How long the client waits for a pong before it gives the connection up. */
  pongTimeoutMs: 10_000,
  /** How long a closing socket may take to confirm before the client moves on regardless. */
  closeGraceMs: 2_000,
  /** The server drops a socket silent for this many heartbeat intervals. */
  silentIntervalsBeforeDrop: 2,
  /** The server looks the socket's session up again this often, so a sign-out elsewhere ends it. */
  sessionRecheckMs: 5 * 60_000,
  /** docs/product.md#constants-and-limits: 1 s, 2 s, 5 s, then 10 s for every later attempt. */
  reconnectDelaysMs: REALTIME_RECONNECT_DELAYS_MS,
} as const;

export type RealtimeTiming = {
  heartbeatIntervalMs: number;
  pongTimeoutMs: number;
  closeGraceMs: number;
  reconnectDelaysMs: readonly number[];
};

/** The wait before reconnect attempt `attempt` (0-based); the last delay repeats. */
export function reconnectDelay(delays: readonly number[], attempt: number): number {
  return delays[Math.min(attempt, delays.length - 1)] ?? 0;
}
