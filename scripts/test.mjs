// `npm test`: typecheck, lint, unit + integration tests, build, then the browser tests in
// Debian's Chromium. Stops at the first failing stage and ends with one "N passed, N failed" line.
// FIXWISE_TEST_BUSY=1 keeps one core busy with another process the whole time (scripts/cpu-hog.mjs):
// the suite must hold on a loaded machine, not only on a quiet one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const reports = mkdtempSync(path.join(tmpdir(), 'fixwise-test-'));
const vitestReport = path.join(reports, 'vitest.json');
const playwrightReport = path.join(reports, 'playwright.json');

const chromePath = ensureChromium();

let hog;
if (process.env.FIXWISE_TEST_BUSY === '1') {
  hog = spawn(process.execPath, [path.join(import.meta.dirname, 'cpu-hog.mjs')], {
    stdio: 'ignore',
  });
  console.log(`▶ busy machine: one core kept busy by process ${hog.pid} until the tests end`);
  // On Ctrl+C the signal reaches the whole process group, hog included; the hog also stops by
  // itself when this process dies without a chance to clean up.
  process.on('exit', () => hog.kill());
}

const stages = [
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  [
    'unit and integration tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  ],
  ['build', 'npm', ['run', 'build', '--silent']],
  ['browser tests', 'npx', ['playwright', 'test']],
];

let failedStage;
for (const [name, command, args] of stages) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chromePath, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  });
  if (result.status !== 0) {
    failedStage = name;
    break;
  }
}

const counts = { passed: 0, failed: 0, skipped: 0 };
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
if (existsSync(playwrightReport)) {
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  counts.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  counts.failed += stats?.unexpected ?? 0;
  counts.skipped += stats?.skipped ?? 0;
}

if (failedStage) console.error(`\n✗ npm test stopped: ${failedStage} failed`);
console.log(`\nTotal: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedStage || counts.failed > 0 ? 1 : 0);
