// How the server is bundled for production: its own code in one file, npm packages external
// (installed). The bench bundles its API servers the same way, so it measures what runs.
import { build } from 'esbuild';

export function bundleServer({ entry, outfile }) {
  return build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}
