// Writes .br and .gz beside each built text asset so the server sends them precompressed
// (serveStatic's `precompressed` option) instead of compressing on every request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = 'dist/web';
const compressible = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

let count = 0;
for (const file of files(root)) {
  const body = readFileSync(file);
  if (body.length < 1024) continue;
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count += 1;
}
console.log(`compressed ${count} assets`);
