import type { ServerResponse } from 'node:http';
import type { Context } from 'hono';

type HeaderList = ReadonlyArray<readonly [name: string, value: string]>;

const csp = (directives: Record<string, string>) =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

const everywhere: HeaderList = [
  ['X-Frame-Options', 'DENY'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
];

/**
 * docs/security.md for pages and their files: a CSP without inline scripts, no-sniff and
 * frame-ancestors, plus the usual isolation headers. Styles allow 'unsafe-inline' because Radix
 * positions popovers with inline style attributes; scripts never do.
 */
const pageHeaders = (imageHosts: readonly string[]): HeaderList => [
  ...everywhere,
  [
    'Content-Security-Policy',
    csp({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      // Images from us (data: for the build's inlined icons) and the configured avatar and
      // inspiration hosts only: an image address elsewhere could carry page text away.
      'img-src': ["'self'", 'data:', ...imageHosts].join(' '),
      'font-src': "'self'",
      'connect-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    }),
  ],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
];

/**
 * API answers (JSON, uploaded images, CSV, event streams) are never documents that load
 * anything, so they get the policy for APIs: nothing may load or run, no framing, no sniffing,
 * no cross-origin reads. Five headers instead of a page's twelve: each one is validated and
 * copied on every response, a measurable share of a cached read (docs/decisions/0022-sessions-and-conversation-lists-are-cached.md).
 */
const apiHeaders: HeaderList = [
  ...everywhere,
  ['Content-Security-Policy', csp({ 'default-src': "'none'", 'frame-ancestors': "'none'" })],
];

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** The header lists for one app, whose page policy names its image hosts. */
export function securityHeaderLists(imageHosts: readonly string[]) {
  return { page: pageHeaders(imageHosts), api: apiHeaders };
}
export type SecurityHeaderLists = ReturnType<typeof securityHeaderLists>;

/**
 * Security headers on every response, whatever answered it (docs/security.md). Call once the
 * response exists but before it is written. On the Node server they go straight onto Node's
 * response, which merges them when it writes: going through the web Response's Headers instead
 * costs a tenth of a cached read (docs/decisions/0022-sessions-and-conversation-lists-are-cached.md). `app.request()` has no Node response.
 */
export function setSecurityHeaders(c: Context, lists: SecurityHeaderLists) {
  const list = isApiPath(c.req.path) ? lists.api : lists.page;
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing && !outgoing.headersSent) {
    for (const [name, value] of list) outgoing.setHeader(name, value);
    return;
  }
  const headers = c.res.headers;
  for (const [name, value] of list) headers.set(name, value);
}
