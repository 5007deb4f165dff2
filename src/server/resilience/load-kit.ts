/** What one request under load came back with; `status` 0 means no answer in time. */
export interface Outcome {
  status: number;
  ms: number;
  body: unknown;
}

/**
 * Runs `count` tasks with at most `limit` in flight. Each worker takes the next index until
 * none are left, so the loop ends after exactly `count` calls.
 */
export async function runConcurrently<T>(
  count: number,
  limit: number,
  task: (index: number) => Promise<T>,
): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      results[index] = await task(index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
  return results;
}

/**
 * One fetch that never outlives `timeoutMs`: a request the server does not answer in time is
 * recorded as status 0 instead of hanging the test.
 */
export async function timedFetch(
  url: string,
  init: RequestInit = {},
  timeoutMs = 10_000,
): Promise<Outcome> {
  const started = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: kept as text, which the tests' JSON checks then report.
    }
    return { status: res.status, ms: performance.now() - started, body };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, body: String(error) };
  }
}

/** The value below which `p` percent of the samples fall (nearest rank). */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** One line for the test log, e.g. `sign-in ×200 on default: p50 41 ms, p99 180 ms, max 190 ms`. */
export function timingLine(label: string, outcomes: Outcome[]): string {
  const ms = outcomes.map((outcome) => outcome.ms);
  const round = (value: number) => Math.round(value);
  return `${label} ×${ms.length}: p50 ${round(percentile(ms, 50))} ms, p99 ${round(
    percentile(ms, 99),
  )} ms, max ${round(Math.max(...ms))} ms`;
}

/** Status codes with their counts, e.g. `{ "200": 197, "503": 3 }`, for readable failures. */
export function statusCounts(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of outcomes) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
