import { PIN_ERROR_CODES } from '../../shared/pins/pin-schema';
import { ApiError } from '../http/errors';
import { PinterestError } from './pinterest-api';

/**
 * What a Pinterest failure becomes for our client: a refused token is a 403 the page can explain
 * (reconnect); anything else is a 502 whose detail stays in the log, never in the answer.
 */
export function toApiError(error: unknown, message: string): unknown {
  if (!(error instanceof PinterestError)) return error;
  if (error.authProblem) {
    return new ApiError(
      403,
      'Pinterest refused the request. Reconnect your Pinterest account and try again.',
      PIN_ERROR_CODES.unauthorized,
    );
  }
  console.error(`pinterest: ${error.message}`);
  return new ApiError(502, message, PIN_ERROR_CODES.upstream);
}

export const notConnected = () =>
  new ApiError(409, 'Connect your Pinterest account first.', PIN_ERROR_CODES.notConnected);
