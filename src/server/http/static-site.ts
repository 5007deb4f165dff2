import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { isPagePath } from '../../shared/routes';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

/** An HTML page with the .br and .gz copies the build wrote beside it (compress-assets.mjs). */
interface Page {
  html: string;
  br?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
}

function readPage(file: string): Page {
  const variant = (suffix: string) =>
    existsSync(`${file}${suffix}`) ? new Uint8Array(readFileSync(`${file}${suffix}`)) : undefined;
  return { html: readFileSync(file, 'utf8'), br: variant('.br'), gzip: variant('.gz') };
}

/** Encodings the client accepts, without those it refuses with q=0. */
function acceptedEncodings(header: string | undefined) {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (name && !params.some((param) => /^q=0(\.0*)?$/.test(param))) accepted.add(name);
  }
  return accepted;
}

/**
 * Sends a page compressed when the client takes it: a category page is ~60 KB of prerendered
 * HTML and ~9 KB as brotli, which Lighthouse's mobile (slow 4G) run turns into FCP and LCP.
 */
function sendPage(c: Context, page: Page, status: 200 | 404 = 200) {
  c.header('Vary', 'Accept-Encoding');
  const accepted = acceptedEncodings(c.req.header('Accept-Encoding'));
  const [encoding, body] =
    page.br && accepted.has('br')
      ? ['br', page.br]
      : page.gzip && accepted.has('gzip')
        ? ['gzip', page.gzip]
        : [];
  if (!encoding || !body) return c.html(page.html, status);
  c.header('Content-Encoding', encoding);
  c.header('Content-Type', 'text/html; charset=UTF-8');
  return c.body(body, status);
}

/**
 * Serves the built web app: hashed assets cached for a year, HTML never cached. Page paths get
 * their prerendered HTML when the build made one, else the SPA shell; unknown paths get the shell
 * with a 404 status so the client shows the not-found page and crawlers see the truth.
 */
export function staticSite(
  root: string,
  options: {
    /** A page address whose thing is gone (a revoked share link): the 404 shell, as unknown paths. */
    gone?: (pagePath: string) => Promise<boolean>;
  } = {},
) {
  const site = new Hono();
  if (!existsSync(path.join(root, 'index.html'))) {
    site.get('*', (c) =>
      c.text('The web app is not built yet. Run `npm run build` (or `npm start`).', 503),
    );
    return site;
  }
  const shell = readPage(path.join(root, 'index.html'));
  // With prerendering, index.html is the home page; unknown paths get the empty shell instead.
  const emptyShellFile = path.join(root, 'shell.html');
  const emptyShell = existsSync(emptyShellFile) ? readPage(emptyShellFile) : shell;
  // Built files never change while the process runs, so each page is read from disk once.
  const pages = new Map<string, Page>();
  const pageFor = (pagePath: string) => {
    let page = pages.get(pagePath);
    if (page === undefined) {
      const prerendered = path.join(root, pagePath, 'index.html');
      page = pagePath !== '/' && existsSync(prerendered) ? readPage(prerendered) : shell;
      pages.set(pagePath, page);
    }
    return page;
  };

  site.use(
    '/assets/*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', immutable);
      },
    }),
  );
  site.get('*', async (c, next) => {
    const pagePath = c.req.path.replace(/\/+$/, '') || '/';
    if (!isPagePath(pagePath)) return next();
    c.header('Cache-Control', revalidate);
    if (await options.gone?.(pagePath)) return sendPage(c, emptyShell, 404);
    return sendPage(c, pageFor(pagePath));
  });
  site.use(
    '*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=3600');
      },
    }),
  );
  site.get('*', (c) => {
    c.header('Cache-Control', revalidate);
    return sendPage(c, emptyShell, 404);
  });
  return site;
}
