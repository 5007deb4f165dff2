// Bundles the server's own code into dist/server; npm packages stay external (installed).
import { bundleServer } from './server-bundle.mjs';

await bundleServer({ entry: 'src/server/main.ts', outfile: 'dist/server/main.js' });
