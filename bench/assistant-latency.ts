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

// Questions as homeowners write them: long, with context that does not matter.
const narrative = [
  "We moved into a 1990s colonial last spring and the upstairs toilet refills on its own every hour or so at night, you hear it hiss for a few seconds. Water bill is up too. What's going on and can I fix it myself?",
  "the breaker for our garage trips whenever the air compressor kicks on with the shop lights, it's a 20 amp, super annoying. can i just put a 30 in there?",
  'our kitchen faucet (single handle moen, maybe 10 years old) drips all night even with the handle pushed all the way off. how much would a plumber charge vs doing it myself?',
  "AC runs but the air from the vents is warm, the outside unit hums and the fan on top doesn't spin unless I push it with a stick. It's 95 out, what is wrong?",
  'thinking of putting luxury vinyl plank in the living room and hall, about 500 sq ft, how long would it take me and what does it cost vs a pro?',
];

// Shaped to make backtracking patterns explode: a social opener and one endless word.
const ADVERSARIAL = `thanks ${'a'.repeat(3990)}?`;

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function askJson(origin: string, cookie: string, message: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${origin}/api/assistant`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin },
    body: JSON.stringify({ message }),
  });
  await res.json();
  return performance.now() - started;
}

/**
 * Over loopback on a fresh embedded database, signed in, built-in assistant: the time to the
 * first streamed byte, the time to a whole JSON answer for narrative questions, and the time
 * to answer a 4,000-character adversarial message.
 */
export async function measureAssistantLatency(rounds = 40) {
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
    const json: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      json.push(await askJson(origin, cookie, narrative[round % narrative.length]!));
    }
    const adversarial: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      adversarial.push(await askJson(origin, cookie, ADVERSARIAL));
    }
    return {
      firstByte: { p50: percentile(times, 50), p95: percentile(times, 95) },
      json: { p50: percentile(json, 50), p95: percentile(json, 95) },
      adversarialMax: Math.max(...adversarial),
    };
  } finally {
    await server.stop();
  }
}
