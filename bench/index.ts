import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { measureApiThroughput } from './api-throughput';
import { measureAssistantLatency } from './assistant-latency';
import { startBuiltServer } from './built-server';
import { check, reported, type Check } from './checks';
import { runCutListBench } from './cut-list.bench';
import { measureLighthouse } from './lighthouse';
import { routeWeightChecks } from './route-weight-checks';
import { measureStartUp } from './start-up';
import { measureWrites } from './write-load';

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
      'cut list: instances where ours uses no more sheets than the documented shelf, %',
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
  const { bare, conversations, ratio, ratioRange, worstP99, rssMb, load } =
    await measureApiThroughput();
  const at = `${load.connections} connections, median of ${load.pairs} alternating ${load.roundSeconds} s rounds`;
  return [
    reported(`API: bare Hono "hello", req/s (${at})`, bare.rps),
    reported('API: bare Hono "hello", p99 ms', bare.p99),
    reported(`API: GET /api/conversations (20 rows, signed in), req/s (${at})`, conversations.rps),
    check('API: conversations / bare req/s', ratio, '>= 0.5', ratio >= 0.5, 3),
    reported('API: conversations / bare req/s, lowest round', ratioRange[0], 3),
    reported('API: conversations / bare req/s, highest round', ratioRange[1], 3),
    check('API: GET /api/conversations, p99 ms', conversations.p99, '< 25', conversations.p99 < 25),
    reported('API: GET /api/conversations, worst round p99 ms', worstP99),
    reported('API: server CPU per request, µs: bare Hono "hello"', bare.cpuUs),
    reported('API: server CPU per request, µs: GET /api/conversations', conversations.cpuUs),
    reported(
      'API: server CPU per request, bare / conversations',
      bare.cpuUs / conversations.cpuUs,
      3,
    ),
    reported('server RSS after the API load, MB', rssMb),
  ];
}

async function startUpChecks(): Promise<Check[]> {
  const { firstStartMs, idlePssMb, restartMs, restarts } = await measureStartUp();
  return [
    check(
      'first start on an empty DATA_DIR: spawn to first 200 from /api/health, ms',
      firstStartMs,
      '<= 5000',
      firstStartMs <= 5000,
    ),
    check(
      'idle memory of the whole site (server + database processes, PSS), MB',
      idlePssMb,
      '<= 200',
      idlePssMb <= 200,
    ),
    check(
      `restart on an existing DATA_DIR to first 200 from /api/health, median of ${restarts}, ms`,
      restartMs,
      '<= 1500',
      restartMs <= 1500,
    ),
  ];
}

async function writeChecks(): Promise<Check[]> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  const checks: Check[] = [];
  for (const [name, url] of [
    ['embedded', undefined],
    ['PostgreSQL', serverUrl],
  ] as const) {
    if (name === 'PostgreSQL' && !url) {
      console.log('write load on PostgreSQL not measured: set BENCH_DATABASE_URL=postgres://…');
      continue;
    }
    const { users, seconds, writesPerSecond, p99, serverCpuMsPerWrite, serverCores } =
      await measureWrites(url);
    const at = `${users} signed-in users, ${seconds} s, ${name}`;
    checks.push(
      reported(`writes: conversations + assistant questions, per s (${at})`, writesPerSecond),
      reported(`writes: p99 ms (${name})`, p99),
      reported(`writes: app server CPU per write, ms (${name})`, serverCpuMsPerWrite, 2),
      reported(`writes: cores the app server had (${name})`, serverCores, 2),
    );
  }
  return checks;
}

async function builtServerChecks(): Promise<Check[]> {
  const server = await startBuiltServer();
  try {
    const checks: Check[] = [];
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

const sections: Record<string, () => Check[] | Promise<Check[]>> = {
  js: routeWeightChecks,
  'cut-list': cutListChecks,
  assistant: assistantChecks,
  api: apiChecks,
  'start-up': startUpChecks,
  writes: writeChecks,
  lighthouse: builtServerChecks,
};

/**
 * `npm run bench`: every figure measured in this run, printed and written to bench/results.json.
 * `npm run bench -- --only=start-up,writes` runs some sections and prints them without writing
 * the file, which keeps only complete runs; `--js-only` is `--only=js`.
 */
async function main() {
  const only = process.argv.includes('--js-only')
    ? ['js']
    : process.argv
        .find((arg) => arg.startsWith('--only='))
        ?.slice('--only='.length)
        .split(',');
  const unknown = only?.filter((name) => !(name in sections)) ?? [];
  if (unknown.length > 0) {
    console.error(
      `unknown section(s) ${unknown.join(', ')}; known: ${Object.keys(sections).join(', ')}`,
    );
    process.exit(1);
  }
  console.log(
    `load average at start: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const checks: Check[] = [];
  for (const [name, run] of Object.entries(sections)) {
    if (!only || only.includes(name)) checks.push(...(await run()));
  }

  console.table(checks);
  const failed = checks.filter((entry) => !entry.pass);
  if (only) {
    if (failed.length > 0) process.exit(1);
    return;
  }
  mkdirSync('bench', { recursive: true });
  const machine = { cpus: os.cpus().length, node: process.version };
  const results = { measuredAt: new Date().toISOString(), machine, checks };
  writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
  if (failed.length > 0) {
    console.error(
      `${failed.length} check(s) over budget:\n  ${failed.map((f) => f.name).join('\n  ')}`,
    );
    process.exit(1);
  }
}

await main();
