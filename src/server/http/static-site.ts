import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { isPagePath } from '../../shared/routes';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';

/**
 * Serves the built web app: hashed assets cached for a year, HTML never cached. Page paths get
 * their prerendered HTML when the build made one, else the SPA shell; unknown paths get the shell
 * with a 404 status so the client shows the not-found page and crawlers see the truth.
 */
export function staticSite(root: string) {
  const site = new Hono();
  if (!existsSync(path.join(root, 'index.html'))) {
    site.get('*', (c) =>
      c.text('The web app is not built yet. Run `npm run build` (or `npm start`).', 503),
    );
    return site;
  }
  const shell = readFileSync(path.join(root, 'index.html'), 'utf8');
  // With prerendering, index.html is the home page; unknown paths get the empty shell instead.
  const emptyShellFile = path.join(root, 'shell.html');
  const emptyShell = existsSync(emptyShellFile) ? readFileSync(emptyShellFile, 'utf8') : shell;
  // Built files never change while the process runs, so each page is read from disk once.
  const pages = new Map<string, string>();
  const pageHtml = (pagePath: string) => {
    let html = pages.get(pagePath);
    if (html === undefined) {
      const prerendered = path.join(root, pagePath, 'index.html');
      html =
        pagePath !== '/' && existsSync(prerendered) ? readFileSync(prerendered, 'utf8') : shell;
      pages.set(pagePath, html);
    }
    return html;
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
    return c.html(pageHtml(pagePath));
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
    return c.html(emptyShell, 404);
  });
  return site;
}
