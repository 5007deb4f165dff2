// Writes static HTML for the public pages (README.md#architecture) after `vite build`: a Vite SSR build
// of src/web/entry-server.tsx renders each page, and its markup, head tags and a preload of its
// chunk go into a copy of the built shell. The client then hydrates on top (src/web/main.tsx).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = 'dist/web';
const ssrOut = 'dist/prerender';
// og:url and canonical links need an absolute address: PUBLIC_URL at build time, else the
// server's own default (src/server/config.ts), which is right for local runs only.
const origin = (process.env.PUBLIC_URL || 'http://localhost:3000').replace(/\/+$/, '');

const escapeAttr = (text) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const decodeText = (html) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

await build({
  logLevel: 'warn',
  build: {
    ssr: 'src/web/entry-server.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
    rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
  },
});
const { render, prerenderTargets, pagePaths } = await import(
  pathToFileURL(path.resolve(ssrOut, 'entry-server.js')).href
);

const shell = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
if (shell.includes('data-prerendered')) {
  throw new Error(`${webRoot}/index.html is already prerendered: run \`vite build\` first`);
}
const manifest = JSON.parse(readFileSync(path.join(webRoot, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** A chunk and the chunks it imports statically, as manifest keys. */
function closure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  return seen;
}
const inShell = closure(entryKey);

/**
 * A preload for the page's own chunk, fetched while the entry loads, and the stylesheets of
 * everything it imports. Its imported chunks are not preloaded: a category page imports ~25
 * chunks of 1-3 KB, and Lighthouse's mobile simulation counts each early high-priority script
 * as render-blocking, which cost it ~0.5 s of FCP and its performance budget (bench/ (npm run bench)).
 * The module loader fetches them once the page chunk arrives, before hydration.
 */
function pageLinks(page) {
  const links = [];
  for (const key of closure(page)) {
    if (inShell.has(key)) continue;
    const chunk = manifest[key];
    // main.tsx waits for the page's own chunk (data-page-chunk) before it hydrates.
    if (key === page) {
      links.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}" data-page-chunk>`);
    }
    for (const css of chunk.css ?? []) links.push(`<link rel="stylesheet" href="/${css}">`);
  }
  if (links.length === 0) throw new Error(`No chunk for ${page} in the Vite manifest`);
  return links;
}

// React writes hoisted head elements (title, meta, link) before the app's own markup.
const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<(?:meta|link)\b[^>]*>)*/;

function pageHtml(target, rendered) {
  // The CSP allows no inline script; JSON-LD data blocks are not executed, so they may stay.
  const inlineScript = rendered.match(/<script(?![^>]*type="application\/ld\+json")[^>]*>/);
  if (inlineScript) throw new Error(`${target.path} renders an inline script: ${inlineScript[0]}`);
  const hoisted = rendered.match(HOISTED)?.[0] ?? '';
  const markup = rendered.slice(hoisted.length);
  const title = hoisted.match(/<title>([\s\S]*?)<\/title>/)?.[1];
  if (!title) throw new Error(`${target.path} renders no <title>`);
  const url = `${origin}${target.path === '/' ? '/' : target.path}`;
  const meta = [
    hoisted,
    `<meta name="description" content="${escapeAttr(target.description)}">`,
    `<link rel="canonical" href="${escapeAttr(url)}">`,
    `<meta property="og:title" content="${escapeAttr(decodeText(title))}">`,
    `<meta property="og:description" content="${escapeAttr(target.description)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:url" content="${escapeAttr(url)}">`,
    `<meta property="og:site_name" content="Fixwise">`,
    ...pageLinks(target.page),
  ].join('\n    ');
  const html = shell
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[\s\S]*?>/, '')
    .replace(/\s*<\/head>/, `\n    ${meta}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${escapeAttr(target.path)}">${markup}</div>`,
    );
  if (!html.includes('data-prerendered')) throw new Error('The shell has no empty #root');
  return html;
}

const written = new Set();
for (const target of prerenderTargets) {
  const file = path.join(webRoot, target.path, 'index.html');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, pageHtml(target, await render(target.path)));
  written.add(target.path);
}
// The server sends dist/web/index.html, now the home page, for paths it has no file for. Other
// app pages get the empty shell of their own, so they never flash the home page's markup.
for (const pagePath of pagePaths) {
  if (written.has(pagePath)) continue;
  const file = path.join(webRoot, pagePath, 'index.html');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, shell);
}
// Unknown paths get the empty shell too (with a 404), never the home page's markup.
writeFileSync(path.join(webRoot, 'shell.html'), shell);
rmSync(ssrOut, { recursive: true, force: true });
console.log(`prerendered ${written.size} pages for ${origin}`);
