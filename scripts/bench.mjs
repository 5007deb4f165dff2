// `npm run bench`: builds (so sizes and scores are of this code), then runs the benchmarks in
// bench/ (`-- --only=start-up,writes` runs some sections; `-- --js-only` only the first-load
// JavaScript of every route). Lighthouse and the route weights need Debian's Chromium, found
// (or installed) the way the browser tests do.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

const run = (command, args, env = process.env) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
const chromePath = ensureChromium();
run('npm', ['run', 'build', '--silent']);
run('npx', ['tsx', 'bench/index.ts', ...process.argv.slice(2)], {
  ...process.env,
  CHROME_PATH: chromePath,
});
