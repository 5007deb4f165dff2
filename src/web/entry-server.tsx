import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { categorySlugs, pagePaths } from '../shared/routes';
import { App } from './app/app';
import { categoryContent } from './features/categories/content/all-categories';

/** A public page written to static HTML at build time (README.md#architecture). */
export interface PrerenderTarget {
  path: string;
  /** The page module, whose chunk the HTML preloads so hydration need not wait for it. */
  page: string;
  /** The meta and Open Graph description; the title comes from the page's own <title>. */
  description: string;
}

export const prerenderTargets: PrerenderTarget[] = [
  {
    path: '/',
    page: 'src/web/pages/home.tsx',
    description:
      'Step-by-step guidance for any home improvement project, from simple repairs to complex builds.',
  },
  {
    path: '/how-to-use',
    page: 'src/web/pages/how-to-use.tsx',
    description:
      'How Fixwise works: describe your project, add a photo or sketch, get personalized advice and keep chatting while you work.',
  },
  {
    path: '/privacy-policy',
    page: 'src/web/pages/privacy-policy.tsx',
    description: 'What Fixwise stores about you, why, who else sees it and how to delete it.',
  },
  {
    path: '/terms-of-use',
    page: 'src/web/pages/terms-of-use.tsx',
    description:
      'The terms for using Fixwise: the AI assistant, the calculators, accounts and professional help.',
  },
  ...categorySlugs.map((slug) => ({
    path: `/categories/${slug}`,
    page: 'src/web/pages/category.tsx',
    description: categoryContent[slug].description,
  })),
];

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
