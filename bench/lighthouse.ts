import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS } from './chromium-args';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS].join(' ');

interface Report {
  categories: Record<Category, { score: number | null; auditRefs: Array<{ id: string }> }>;
  audits: Record<string, { score: number | null; title: string; displayValue?: string }>;
  runtimeError?: { message: string };
}

/** One Lighthouse CLI run (default mobile emulation and throttling), scores out of 100. */
async function runOnce(url: string, dir: string) {
  const output = path.join(dir, 'report.json');
  const args = [url, '--output=json', `--output-path=${output}`, '--quiet'];
  args.push(`--chrome-flags=${CHROME_FLAGS}`, `--only-categories=${CATEGORIES.join(',')}`);
  const child = spawn('node_modules/.bin/lighthouse', args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`lighthouse exited with ${code} on ${url}`);
  const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
  if (report.runtimeError) throw new Error(`lighthouse on ${url}: ${report.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((report.categories[id].score ?? 0) * 100)]),
  ) as Record<Category, number>;
  // What cost points, so a miss can be fixed without re-running by hand.
  const misses = CATEGORIES.flatMap((id) =>
    report.categories[id].auditRefs
      .map((ref) => report.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
      .map(
        (audit) =>
          `${id}: ${audit!.title}${audit!.displayValue ? ` (${audit!.displayValue})` : ''}`,
      ),
  );
  return { scores, misses };
}

// Lighthouse itself sometimes fails to record a trace on a loaded machine (NO_NAVSTART): that
// run measured nothing, so it is run again rather than counted.
const ATTEMPTS = 3;

async function runMeasured(url: string, dir: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, dir);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`${(error as Error).message}; running it again`);
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;

/**
 * Scores per page: the median of `runs` runs, since one run on a busy machine swings by several
 * points. Runs alternate between pages so a burst of load elsewhere hits them alike.
 */
export async function measureLighthouse(origin: string, pagePaths: string[], runs = 3) {
  const dir = mkdtempSync(path.join(tmpdir(), 'fixwise-bench-lighthouse-'));
  try {
    const results = new Map(
      pagePaths.map((page) => [page, [] as Awaited<ReturnType<typeof runOnce>>[]]),
    );
    for (let run = 0; run < runs; run += 1) {
      for (const page of pagePaths)
        results.get(page)!.push(await runMeasured(`${origin}${page}`, dir));
    }
    return pagePaths.map((page) => {
      const pageRuns = results.get(page)!;
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => [id, median(pageRuns.map((r) => r.scores[id]))]),
      ) as Record<Category, number>;
      return { page, scores, misses: [...new Set(pageRuns.flatMap((r) => r.misses))] };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
