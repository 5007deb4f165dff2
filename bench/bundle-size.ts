import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const webRoot = 'dist/web';

function gzipKb(file: string) {
  return gzipSync(readFileSync(path.join(webRoot, file)), { level: 9 }).length / 1024;
}

/** The chunk files a manifest entry pulls in statically, itself included. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/**
 * First-load JavaScript per route, gzip: the entry chunk, the route's lazy page chunk, the idle
 * toaster, and everything they import statically. Sizes come from the built files on disk.
 */
export function measureBundles() {
  const manifest = JSON.parse(
    readFileSync(path.join(webRoot, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('No entry chunk in the Vite manifest: run `npm run build` first');
  const shared = closure(manifest, entry);
  for (const key of Object.keys(manifest)) {
    if (key.endsWith('app/toaster.tsx')) closure(manifest, key, shared);
  }

  const routes: Array<{ page: string; kb: number }> = [];
  for (const key of Object.keys(manifest)) {
    const match = key.match(/src\/web\/pages\/(.+)\.tsx$/);
    if (!match?.[1]) continue;
    const files = new Set<string>();
    for (const chunk of closure(manifest, key, new Set(shared))) {
      const file = manifest[chunk]?.file;
      if (file?.endsWith('.js')) files.add(file);
    }
    const kb = [...files].reduce((sum, file) => sum + gzipKb(file), 0);
    routes.push({ page: match[1], kb: Math.round(kb * 10) / 10 });
  }
  return routes.sort((a, b) => a.page.localeCompare(b.page));
}
