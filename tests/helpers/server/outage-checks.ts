import { vi } from 'vitest';
import type { TrafficOutcome } from './conversation-traffic';
import { statusCounts, timingLine } from '../../../src/server/resilience/load-kit';

/** What an outage may answer: a success, or a 503 with a JSON message. Anything else is a bug. */
export function unacceptable(outcomes: TrafficOutcome[]): TrafficOutcome[] {
  return outcomes.filter((outcome) => {
    if (outcome.status >= 200 && outcome.status < 300) return false;
    const body = outcome.body as { error?: unknown } | undefined;
    return !(outcome.status === 503 && typeof body?.error === 'string' && body.error.length > 0);
  });
}

/**
 * Acknowledged (201) conversation writes whose row is missing or different in the database.
 * `query` runs as an outsider, not through the app under test.
 */
export async function lostWrites(
  outcomes: TrafficOutcome[],
  query: (text: string, values: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>,
): Promise<TrafficOutcome[]> {
  const acknowledged = outcomes.filter((o) => o.kind === 'write' && o.status === 201);
  const idOf = (o: TrafficOutcome) => (o.body as { id: string }).id;
  const { rows } = await query(
    'select id, first_message from conversations where id = any($1::uuid[])',
    [acknowledged.map(idOf)],
  );
  const stored = new Map(rows.map((row) => [row.id, row.first_message]));
  return acknowledged.filter((o) => stored.get(idOf(o)) !== o.firstMessage);
}

/** Has the app answered the last `count` requests sent after `sinceMs` successfully? */
export function recoveredSince(outcomes: TrafficOutcome[], sinceMs: number, count = 20) {
  const after = outcomes.filter((o) => o.sentAt > sinceMs);
  return after.length >= count && after.slice(-count).every((o) => o.status < 300);
}

export function outageSummary(label: string, outcomes: TrafficOutcome[]): string {
  const failed = outcomes.filter((o) => o.status >= 300 || o.status === 0);
  return [
    `${label}: ${JSON.stringify(statusCounts(outcomes))}`,
    timingLine('  all requests', outcomes),
    ...(failed.length > 0 ? [timingLine('  failed requests', failed)] : []),
  ].join('\n');
}

/**
 * An outage logs a line per failed request and listener retry. Keep them out of the test output,
 * but hold the distinct ones, to explain a failure.
 */
export function captureErrorLog() {
  const lines = new Set<string>();
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (lines.size < 50) lines.add(args.map(String).join(' ').split('\n')[0]!.slice(0, 240));
  });
  return { text: () => [...lines].join('\n'), restore: () => spy.mockRestore() };
}
