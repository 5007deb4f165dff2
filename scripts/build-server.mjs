// Bundles the server's own code into dist/server; npm packages stay external (installed).
import { spawnSync } from 'node:child_process';
import { bundleServer } from './server-bundle.mjs';

await bundleServer({ entry: 'src/server/main.ts', outfile: 'dist/server/main.js' });

// The knowledge base, validated and compiled to one JSON file the server reads at start-up.
const compiled = spawnSync('npx', ['tsx', 'scripts/compile-knowledge.ts'], { stdio: 'inherit' });
if (compiled.status !== 0) process.exit(compiled.status ?? 1);
