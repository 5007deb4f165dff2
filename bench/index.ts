import { mkdirSync, writeFileSync } from 'node:fs';
import { measureBundles } from './bundle-size';

interface Check {
  name: string;
  value: number;
  budget: string;
  pass: boolean;
}

/** `npm run bench`: every figure measured in this run, printed and written to bench/results.json. */
async function main() {
  const checks: Check[] = [];

  const bundles = measureBundles();
  for (const { page, kb } of bundles) {
    const isHome = page === 'home';
    checks.push({
      name: `first-load JS, gzip KB: ${page}`,
      value: kb,
      budget: isHome ? '<= 100' : 'reported',
      pass: isHome ? kb <= 100 : true,
    });
  }

  console.table(checks);
  mkdirSync('bench', { recursive: true });
  writeFileSync(
    'bench/results.json',
    `${JSON.stringify({ measuredAt: new Date().toISOString(), checks }, null, 2)}\n`,
  );
  const failed = checks.filter((check) => !check.pass);
  if (failed.length > 0) {
    console.error(`${failed.length} check(s) over budget`);
    process.exit(1);
  }
}

await main();
