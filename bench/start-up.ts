import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startBuiltServer } from './built-server';
import { treePssMb } from './proc-status';

const IDLE_MS = 5_000;
const RESTARTS = 3;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The embedded default as a user meets it, with the built server: the first start on an empty
 * DATA_DIR (the database is created), the whole site's memory once it has idled a few seconds
 * (the server and every database process, PSS), and restarts on the now existing folder.
 */
export async function measureStartUp() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fixwise-bench-restart-'));
  try {
    const first = await startBuiltServer({ dataDir });
    await sleep(IDLE_MS);
    const idlePssMb = treePssMb(first.pid);
    await first.stop();

    const restartMs: number[] = [];
    for (let i = 0; i < RESTARTS; i += 1) {
      const again = await startBuiltServer({ dataDir });
      restartMs.push(again.startUpMs);
      await again.stop();
    }
    return {
      firstStartMs: first.startUpMs,
      idlePssMb,
      restartMs: median(restartMs),
      restarts: RESTARTS,
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
