import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DatabaseHandle } from '../db/client';

/** The API's one error shape: `{"error": "<message>"}`, plus a typed code where the UI needs one. */
export interface ErrorBody {
  error: string;
  code?: string;
  /** A question stored before its answer failed: the conversation it is in. */
  conversationId?: string;
}

export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    readonly code?: string,
    readonly context?: Pick<ErrorBody, 'conversationId'>,
  ) {
    super(status, { message });
  }
}

export function errorResponse(c: Context, status: ContentfulStatusCode, body: ErrorBody) {
  return c.json(body, status);
}

/**
 * Errors we threw on purpose keep their status and message; anything else is logged with its
 * detail and answers a generic 500, so internals never reach the client. A database that cannot
 * be reached answers 503, because retrying later is the right move for the caller.
 */
export function errorHandler(database: DatabaseHandle) {
  return (error: Error, c: Context) => handleError(error, c, database);
}

async function handleError(error: Error, c: Context, database: DatabaseHandle) {
  if (error instanceof ApiError) {
    return errorResponse(c, error.status as ContentfulStatusCode, {
      error: error.message,
      ...(error.code ? { code: error.code } : {}),
      ...error.context,
    });
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return errorResponse(c, status, { error: error.message || 'Request failed' });
  }
  if (isDatabaseUnavailable(error)) {
    outages.set(database, Date.now());
    console.error(`database unavailable: ${error.message}`);
    return unavailableResponse(c);
  }
  if (await databaseUnavailable(database)) {
    console.error(`database unavailable: ${error.message}`);
    return unavailableResponse(c);
  }
  console.error(error);
  return errorResponse(c, 500, { error: 'Something went wrong on our side. Please try again.' });
}

export function unavailableResponse(c: Context) {
  return errorResponse(c, 503, {
    error: 'The service is temporarily unavailable. Please try again in a moment.',
  });
}

/** When each database last failed to answer; per handle, as a test process may hold several. */
const outages = new WeakMap<DatabaseHandle, number>();
const RECENT_OUTAGE_MS = 5_000;
const PING_TIMEOUT_MS = 2_000;

/**
 * Whether the database is (or just was) out of reach. better-auth catches a failed query and
 * throws its own error without the cause (or answers a 500 itself), so the error alone cannot
 * tell an outage from a bug; the database can. "Just was" covers a request whose query failed a
 * moment before the server came back: its ping succeeds, yet the outage caused it.
 */
export async function databaseUnavailable(database: DatabaseHandle): Promise<boolean> {
  if (Date.now() - (outages.get(database) ?? -Infinity) < RECENT_OUTAGE_MS) return true;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('ping timed out')), PING_TIMEOUT_MS);
  });
  try {
    await Promise.race([database.ping(), timedOut]);
    return false;
  } catch {
    outages.set(database, Date.now());
    return true;
  } finally {
    clearTimeout(timer);
  }
}

const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  '57P01',
  '57P03',
  '08006',
  '08001',
]);

function isDatabaseUnavailable(error: Error): boolean {
  const code = (error as { code?: unknown }).code ?? (error.cause as { code?: unknown })?.code;
  return (
    (typeof code === 'string' && unavailableCodes.has(code)) ||
    /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Query read timeout/.test(
      error.message,
    )
  );
}
