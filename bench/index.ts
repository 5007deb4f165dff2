import { mkdirSync, writeFileSync } from 'node:fs';
import { measureAssistantFirstByte } from './assistant-first-byte';
import { measureBundles } from './bundle-size';
import { runCutListBench } from './cut-list.bench';

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

  const firstByte = await measureAssistantFirstByte();
  checks.push({
    name: 'assistant first streamed byte, p50 ms (built-in)',
    value: Math.round(firstByte.p50 * 10) / 10,
    budget: '<= 50',
    pass: firstByte.p50 <= 50,
  });
  checks.push({
    name: 'assistant first streamed byte, p95 ms (built-in)',
    value: Math.round(firstByte.p95 * 10) / 10,
    budget: 'reported',
    pass: true,
  });

  const cuts = await runCutListBench({ print: false });
  checks.push(
    {
      name: 'cut list: instances where ours uses no more sheets than the SPEC shelf, %',
      value: cuts.oursNoWorseThanShelfPct,
      budget: '>= 90',
      pass: cuts.oursNoWorseThanShelfPct >= 90,
    },
    {
      name: 'cut list: instances where ours uses no more sheets than maxrects-packer, %',
      value: cuts.oursNoWorseThanMaxrectsPct,
      budget: '>= 90',
      pass: cuts.oursNoWorseThanMaxrectsPct >= 90,
    },
    {
      name: 'cut list: 200 pieces, ms',
      value: Math.round(cuts.ms200Pieces * 10) / 10,
      budget: '< 100',
      pass: cuts.ms200Pieces < 100,
    },
  );

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
