import type {
  ClientErrorKind,
  ClientErrorReport,
} from '../../../shared/client-errors/client-error-schema';

// How each browser words a dynamic import that never arrived (Chromium, Firefox, Safari), and
// Vite's own words when a chunk's stylesheet fails to preload.
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether a page failed because its code never arrived, rather than because it threw. */
export function failureKind(error: unknown): ClientErrorKind {
  const message = error instanceof Error ? error.message : String(error);
  return CHUNK_LOAD_FAILURE.test(message) ? 'chunk-load' : 'render';
}

/**
 * Tells the server log (POST /api/client-errors) that a page failed here. Plain fetch rather
 * than apiFetch: this ships with every page, and a report that cannot be sent (offline) is
 * simply dropped; the visitor already sees what happened.
 */
export function reportClientError(error: unknown, path: string) {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const report: ClientErrorReport = {
    kind: failureKind(error),
    message: message.trim() || 'Unknown error',
    path: path.slice(0, 300),
  };
  void fetch('/api/client-errors', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
  }).catch(() => undefined);
}
