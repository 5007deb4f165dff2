// First: configures zod before any module parses with it.
import './lib/zod-setup';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Prerendered pages arrive with markup to hydrate; the plain shell starts empty. The server
// also sends the prerendered home page for unknown paths, so markup made for another path is
// replaced rather than hydrated (scripts/prerender.mjs marks each page's path on #root).
const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
if (root.hasChildNodes() && root.dataset.prerendered === trimmed(window.location.pathname)) {
  // Hydrating before the lazy page chunk has loaded would leave the page's markup dehydrated,
  // and an update meanwhile (a toast) would re-render it from scratch: load it first.
  const pageChunk = document.querySelector<HTMLLinkElement>('link[data-page-chunk]');
  const loaded = pageChunk ? import(/* @vite-ignore */ pageChunk.href) : Promise.resolve();
  void loaded.catch(() => undefined).then(() => hydrateRoot(root, app));
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
