import { z } from 'zod';

/** What broke a page in the browser: its code chunk never arrived, or it threw while rendering. */
export const clientErrorKinds = ['chunk-load', 'render'] as const;
export type ClientErrorKind = (typeof clientErrorKinds)[number];

/** The most a report may weigh; the server refuses a larger body before reading it. */
export const CLIENT_ERROR_MAX_BYTES = 8 * 1024;

/**
 * POST /api/client-errors: a page that failed in a visitor's browser, for the server log. Every
 * field is bounded, so a report can neither flood the log nor carry a whole page's state.
 */
export const clientErrorSchema = z.object({
  kind: z.enum(clientErrorKinds, { error: `Choose one of: ${clientErrorKinds.join(', ')}` }),
  message: z.string({ error: 'message is required' }).trim().min(1).max(500),
  path: z
    .string({ error: 'path is required' })
    .max(300)
    .regex(/^\/(?!\/)/, 'path must be a path on this site, starting with one /'),
});

export type ClientErrorReport = z.input<typeof clientErrorSchema>;
