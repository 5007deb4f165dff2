import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The API's one error shape: `{"error": "<message>"}`, plus a typed code where the UI needs one. */
export interface ErrorBody {
  error: string;
  code?: string;
}

export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    readonly code?: string,
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
export function handleError(error: Error, c: Context) {
  if (error instanceof ApiError) {
    return errorResponse(c, error.status as ContentfulStatusCode, {
      error: error.message,
      ...(error.code ? { code: error.code } : {}),
    });
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return errorResponse(c, status, { error: error.message || 'Request failed' });
  }
  if (isDatabaseUnavailable(error)) {
    console.error(`database unavailable: ${error.message}`);
    return errorResponse(c, 503, {
      error: 'The service is temporarily unavailable. Please try again in a moment.',
    });
  }
  console.error(error);
  return errorResponse(c, 500, { error: 'Something went wrong on our side. Please try again.' });
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
    /Connection terminated|connect ECONNREFUSED/.test(error.message)
  );
}
