import { jsonRequest } from './test-app';
import { authed } from './test-users';
import { timedFetch, type Outcome } from '../../../src/server/resilience/load-kit';

export interface TrafficOutcome extends Outcome {
  kind: 'write' | 'read' | 'session';
  /** Milliseconds since the traffic started, when the request was sent. */
  sentAt: number;
  /** For writes: the first message sent, so an acknowledged row can be looked up later. */
  firstMessage?: string;
}

export interface TrafficOptions {
  base: string;
  cookie: string;
  loops: number;
  /** Past this a request counts as hung (status 0). */
  requestTimeoutMs: number;
  /** Hard bounds, whatever the caller does: requests per loop and total running time. */
  maxRequestsPerLoop: number;
  maxDurationMs: number;
  /** A short pause between rounds, so failing fast during an outage does not spin. */
  pauseMs: number;
}

/**
 * Steady traffic from one signed-in user: each loop creates a conversation, reads the list and
 * checks the session, round after round, until stopped or out of its bounds. Every answer is
 * recorded.
 */
export function startConversationTraffic(options: TrafficOptions) {
  const outcomes: TrafficOutcome[] = [];
  const started = performance.now();
  const deadline = started + options.maxDurationMs;
  let stopping = false;

  const record = async (
    kind: TrafficOutcome['kind'],
    request: () => Promise<Outcome>,
    firstMessage?: string,
  ) => {
    const sentAt = performance.now() - started;
    outcomes.push({ kind, sentAt, firstMessage, ...(await request()) });
  };

  const loop = async (loopIndex: number) => {
    for (let round = 0; round < options.maxRequestsPerLoop / 3; round += 1) {
      if (stopping || performance.now() > deadline) return;
      const firstMessage = `Traffic ${loopIndex}.${round} ${crypto.randomUUID()}`;
      await record(
        'write',
        () =>
          timedFetch(
            `${options.base}/api/conversations`,
            authed(options.cookie, jsonRequest({ first_message: firstMessage })),
            options.requestTimeoutMs,
          ),
        firstMessage,
      );
      await record('read', () =>
        timedFetch(
          `${options.base}/api/conversations`,
          authed(options.cookie),
          options.requestTimeoutMs,
        ),
      );
      // What every page load asks first; answered by better-auth's own handler.
      await record('session', () =>
        timedFetch(
          `${options.base}/api/auth/get-session`,
          authed(options.cookie),
          options.requestTimeoutMs,
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
    }
  };
  const running = Promise.all(Array.from({ length: options.loops }, (_, i) => loop(i)));

  return {
    outcomes,
    elapsedMs: () => performance.now() - started,
    async stop() {
      stopping = true;
      await running;
      return outcomes;
    },
  };
}

/** Polls until `ready()` holds or `timeoutMs` passes; returns whether it held. */
export async function waitUntil(ready: () => boolean, timeoutMs: number, stepMs = 50) {
  const deadline = performance.now() + timeoutMs;
  while (!ready()) {
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, stepMs));
  }
  return true;
}
