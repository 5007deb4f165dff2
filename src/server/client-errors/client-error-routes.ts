import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  CLIENT_ERROR_MAX_BYTES,
  clientErrorSchema,
} from '../../shared/client-errors/client-error-schema';
import type { AppEnv } from '../http/app-env';
import { clientAddress } from '../auth/client-address';
import { ApiError } from '../http/errors';
import { enforceRateLimit } from '../http/rate-limit';
import { logLine } from '../http/request-log';
import { validate } from '../http/validate';
import type { Services } from '../services';

/** Reports per client address and window: enough for a bad deploy, too few to flood the log. */
export const clientErrorRateLimit = { limit: 20, windowMs: 10 * 60_000 } as const;

/** One log line per report: control characters would let a visitor forge extra log lines. */
export function clientErrorLine(report: { kind: string; path: string; message: string }) {
  const flat = (text: string) => text.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ');
  return `client-error ${report.kind} ${flat(report.path)} ${JSON.stringify(flat(report.message))}`;
}

/**
 * Mounted at /api/client-errors. Anyone may report, signed in or not (a page can fail before the
 * session is known); the answer is 204 and carries nothing back.
 */
export const clientErrorRoutes = ({ config, database }: Pick<Services, 'config' | 'database'>) =>
  new Hono<AppEnv>().post(
    '/',
    bodyLimit({
      maxSize: CLIENT_ERROR_MAX_BYTES,
      onError: () => {
        throw new ApiError(413, 'The error report is too large.');
      },
    }),
    validate('json', clientErrorSchema),
    async (c) => {
      const address = clientAddress(c, config.trustProxy);
      await enforceRateLimit(database.db, `client-errors:${address}`, clientErrorRateLimit);
      logLine(clientErrorLine(c.req.valid('json')));
      return c.body(null, 204);
    },
  );
