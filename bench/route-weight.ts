import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { pagePaths, pageRouteAt, type PageVisitor as Visitor } from '../src/shared/routes';
import { ADMIN_EMAIL, signInAsAdmin, signUpViaApi } from '../tests/helpers/e2e/accounts';
import { startBuiltServer } from './built-server';
import { CHROMIUM_ARGS } from './chromium-args';

const WEB_ROOT = 'dist/web';
/** The network counts as settled after this long with no request in flight or started. */
const QUIET_MS = 750;
const GIVE_UP_MS = 30_000;

export interface RouteWeight {
  route: string;
  visitor: Visitor;
  kb: number;
  files: string[];
}

/** The route table says who each page is for. */
function visitorOf(route: string): Visitor {
  return pageRouteAt(route)?.visitor ?? 'signed out';
}

/** Gzip size of a built file, level 9 as scripts/compress-assets.mjs writes the `.gz` served. */
export function gzipKb(file: string) {
  return gzipSync(readFileSync(path.join(WEB_ROOT, file)), { level: 9 }).length / 1024;
}

/** Watches a page's requests from the start; `settled()` resolves once none has been in flight
 * or started for QUIET_MS. */
function networkWatch(page: Page) {
  let inFlight = 0;
  let last = performance.now();
  const started = () => {
    inFlight += 1;
    last = performance.now();
  };
  const ended = () => {
    inFlight -= 1;
    last = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async function settled() {
    const since = performance.now();
    while (inFlight > 0 || performance.now() - last < QUIET_MS) {
      if (performance.now() - since > GIVE_UP_MS) throw new Error('the page never went quiet');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

/**
 * The JavaScript files a first visit to `route` downloads: navigation, hydration (the page's
 * `html[data-hydrated]` mark), then everything fetched until the network is quiet, which takes
 * in the chunks a page loads lazily as soon as it renders and the toaster loaded once idle.
 */
async function firstLoadScripts(context: BrowserContext, origin: string, route: string) {
  const page = await context.newPage();
  const settled = networkWatch(page);
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await page.goto(`${origin}${route}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: GIVE_UP_MS });
  await settled();
  await page.close();
  return [...scripts].sort();
}

/**
 * First-load JavaScript of every page path (src/shared/routes.ts), gzip, as a browser downloads
 * it: each route is opened in a fresh Chromium context (empty cache) on the built server, as a
 * visitor who may see it (dashboard pages signed in, admin pages as an administrator). Counting
 * what the browser fetched, rather than walking the Vite manifest, also catches the lazy chunks
 * a page requests straight away (the dashboard frame, a tab shown by default) and modulepreloads.
 */
export async function measureRouteWeights(): Promise<RouteWeight[]> {
  const server = await startBuiltServer({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const contexts = new Map<Visitor, () => Promise<BrowserContext>>([
      ['signed out', () => browser.newContext({ baseURL: server.url })],
      [
        'signed in',
        async () => {
          const context = await browser.newContext({ baseURL: server.url });
          await signUpViaApi(context.request, server.url);
          return context;
        },
      ],
      [
        'admin',
        async () => {
          const context = await browser.newContext({ baseURL: server.url });
          // accounts.ts reads the verification mail from the server's outbox.
          process.env.E2E_DATA_DIR = server.dataDir;
          await signInAsAdmin(context.request, server.url);
          return context;
        },
      ],
    ]);
    // One sign-in per kind of visitor; each route then gets a fresh context with its cookies and
    // an empty cache.
    const states = new Map<Visitor, Awaited<ReturnType<BrowserContext['storageState']>>>();
    for (const [visitor, open] of contexts) {
      const context = await open();
      states.set(visitor, await context.storageState());
      await context.close();
    }

    const weights: RouteWeight[] = [];
    for (const route of pagePaths) {
      const visitor = visitorOf(route);
      const context = await browser.newContext({ storageState: states.get(visitor) });
      const files = await firstLoadScripts(context, server.url, route);
      await context.close();
      const kb = files.reduce((sum, file) => sum + gzipKb(file), 0);
      weights.push({ route, visitor, kb: Math.round(kb * 10) / 10, files });
    }
    return weights;
  } finally {
    await browser.close();
    await server.stop();
  }
}
