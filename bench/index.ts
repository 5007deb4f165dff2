import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { measureApiThroughput } from './api-throughput';
import { measureAssistantLatency } from './assistant-latency';
import { startBuiltServer } from './built-server';
import { check, reported, type Check } from './checks';
import { runCutListBench } from './cut-list.bench';
import { measureLighthouse } from './lighthouse';
import { routeWeightChecks } from './route-weight-checks';

const LIGHTHOUSE_PAGES = ['/', '/categories/kitchen'];

async function assistantChecks(): Promise<Check[]> {
  const { firstByte, json, adversarialMax } = await measureAssistantLatency();
  return [
    check(
      'assistant first streamed byte, p50 ms (built-in)',
      firstByte.p50,
      '<= 50',
      firstByte.p50 <= 50,
    ),
    reported('assistant first streamed byte, p95 ms (built-in)', firstByte.p95),
    check(
      'assistant whole JSON answer to a narrative question, p95 ms (built-in)',
      json.p95,
      '<= 150',
      json.p95 <= 150,
    ),
    reported('assistant whole JSON answer, p50 ms (built-in)', json.p50),
    check(
      'assistant answer to a 4,000-character adversarial message, max ms',
      adversarialMax,
      '<= 100',
      adversarialMax <= 100,
    ),
  ];
}

async function cutListChecks(): Promise<Check[]> {
  const cuts = await runCutListBench({ print: false });
  return [
    check(
      'cut list: instances where ours uses no more sheets than the SPEC shelf, %',
      cuts.oursNoWorseThanShelfPct,
      '>= 90',
      cuts.oursNoWorseThanShelfPct >= 90,
    ),
    check(
      'cut list: instances where ours uses no more sheets than maxrects-packer, %',
      cuts.oursNoWorseThanMaxrectsPct,
      '>= 90',
      cuts.oursNoWorseThanMaxrectsPct >= 90,
    ),
    check('cut list: 200 pieces, ms', cuts.ms200Pieces, '< 100', cuts.ms200Pieces < 100),
  ];
}

async function apiChecks(): Promise<Check[]> {
  const { bare, conversations, rssMb, load } = await measureApiThroughput();
  const ratio = conversations.rps / bare.rps;
  const at = `${load.connections} connections, ${load.seconds} s`;
  return [
    reported(`API: bare Hono "hello", req/s (${at})`, bare.rps),
    reported('API: bare Hono "hello", p99 ms', bare.p99),
    reported(`API: GET /api/conversations (20 rows, signed in), req/s (${at})`, conversations.rps),
    check('API: conversations / bare req/s', ratio, '>= 0.5', ratio >= 0.5, 3),
    check('API: GET /api/conversations, p99 ms', conversations.p99, '< 25', conversations.p99 < 25),
    reported('server RSS after the API load, MB', rssMb),
  ];
}

async function builtServerChecks(): Promise<Check[]> {
  const server = await startBuiltServer();
  try {
    const checks = [
      reported('start-up: spawn to first 200 from /api/health, ms', server.startUpMs),
    ];
    for (const { page, scores, misses } of await measureLighthouse(server.url, LIGHTHOUSE_PAGES)) {
      const name = (category: string) => `Lighthouse mobile ${category}, median of 3: ${page}`;
      checks.push(
        check(name('performance'), scores.performance, '>= 95', scores.performance >= 95),
        check(name('accessibility'), scores.accessibility, '= 100', scores.accessibility === 100),
        check(
          name('best practices'),
          scores['best-practices'],
          '>= 95',
          scores['best-practices'] >= 95,
        ),
        check(name('SEO'), scores.seo, '= 100', scores.seo === 100),
      );
      if (misses.length > 0)
        console.log(`Lighthouse, ${page}, audits under 0.9:\n  ${misses.join('\n  ')}`);
    }
    return checks;
  } finally {
    await server.stop();
  }
}

/** `npm run bench`: every figure measured in this run, printed and written to bench/results.json. */
async function main() {
  // `npm run bench -- --js-only`: just the first-load JavaScript per route, printed, nothing written.
  if (process.argv.includes('--js-only')) {
    const checks = await routeWeightChecks();
    console.table(checks);
    process.exit(checks.every((entry) => entry.pass) ? 0 : 1);
  }
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const checks: Check[] = [
    ...(await routeWeightChecks()),
    ...(await cutListChecks()),
    ...(await assistantChecks()),
    ...(await apiChecks()),
    ...(await builtServerChecks()),
  ];

  console.table(checks);
  mkdirSync('bench', { recursive: true });
  const machine = { cpus: os.cpus().length, node: process.version };
  const results = { measuredAt: new Date().toISOString(), machine, checks };
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  const failed = checks.filter((entry) => !entry.pass);
  if (failed.length > 0) {
    console.error(
      `${failed.length} check(s) over budget:\n  ${failed.map((f) => f.name).join('\n  ')}`,
    );
    process.exit(1);
  }
}

await main();
