import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { categorySlugs, pagePaths, pageRoutes, type CategorySlug } from '../shared/routes';
import { App } from './app/app';
import { categoryContent } from './features/categories/content/all-categories';

/** The category a prerendered page without its own description is about. */
function categoryOf(path: string): CategorySlug {
  const slug = categorySlugs.find((candidate) => path === `/categories/${candidate}`);
  if (!slug) throw new Error(`${path} is prerendered but has no description in the route table`);
  return slug;
}

/** A public page written to static HTML at build time (README.md#architecture). */
export interface PrerenderTarget {
  path: string;
  /** The page module, whose chunk the HTML preloads so hydration need not wait for it. */
  page: string;
  /** The meta and Open Graph description; the title comes from the page's own <title>. */
  description: string;
}

export const prerenderTargets: PrerenderTarget[] = pageRoutes.flatMap(
  ({ page, paths, prerender }) =>
    prerender
      ? paths.map((path) => ({
          path,
          page: `src/web/pages/${page}.tsx`,
          description: prerender.description ?? categoryContent[categoryOf(path)].description,
        }))
      : [],
);

/** Every page path, so the build can give the others the plain app shell. */
export { pagePaths };

/**
 * The app's markup at `path`, with React's hoisted head tags (title, preloads) first. prerender
 * waits for the lazy page chunks, unlike renderToString, which would stop at the fallback.
 */
export async function render(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={path}>
        <App />
      </Router>
    </StrictMode>,
    // No outlined boundaries: those are completed by inline scripts, which the CSP refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
