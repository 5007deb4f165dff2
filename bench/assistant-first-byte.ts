import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/server/config';
import { startServer } from '../src/server/start';
import { freePort } from './free-port';
import { signUp } from './sign-up';

const questions = [
  'How do I fix a dripping faucet?',
  'How do I patch a hole in drywall?',
  'How do I install a ceiling fan?',
  'How do I regrout my shower tile?',
  'How do I build a raised garden bed?',
];

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/**
 * Time from sending POST /api/assistant (streamed, signed in, built-in assistant) to the first
 * byte of the body, over loopback, on a fresh embedded database.
 */
export async function measureAssistantFirstByte(rounds = 40) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_FORMAT: 'none',
    // A real port, so PUBLIC_URL (derived from it) is the origin the requests send.
    PORT: String(await freePort()),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fixwise-bench-')),
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ASSISTANT_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const server = await startServer(config, { webRoot: '/nonexistent' });
  try {
    const origin = server.url;
    const cookie = await signUp(origin);

    const times: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const started = performance.now();
      const res = await fetch(`${origin}/api/assistant`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          cookie,
          origin,
        },
        body: JSON.stringify({ message: questions[round % questions.length] }),
      });
      const reader = res.body!.getReader();
      await reader.read();
      const elapsed = performance.now() - started;
      while (!(await reader.read()).done) {
        // drain, so the reply is stored before the next round
      }
      if (round >= 5) times.push(elapsed); // the first rounds warm the index and the JIT
    }
    return { p50: percentile(times, 50), p95: percentile(times, 95), samples: times.length };
  } finally {
    await server.stop();
  }
}
