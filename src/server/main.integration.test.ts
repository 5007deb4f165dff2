import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const tsx = path.resolve('node_modules/.bin/tsx');

function startMain(env: Record<string, string>) {
  const child = spawn(tsx, ['src/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'test', LOG_FORMAT: 'none', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

async function waitForOutput(read: () => string, text: string, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!read().includes(text)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for "${text}": ${read()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts a POST, sends half its body, and returns a way to send the rest and read the answer. */
function halfSentPost(port: number, body: string) {
  const request = http.request({
    port,
    method: 'POST',
    path: '/api/professional-leads',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number | undefined }>((resolve, reject) => {
    request.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode }));
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, 10));
  return { finish: () => request.end(body.slice(10)), answer };
}

describe('main', () => {
  it('exits non-zero with one line naming an invalid variable', async () => {
    const run = startMain({ DATABASE_URL: 'not-a-url' });
    expect(await run.exited).toBe(1);
    expect(run.output().trim().split('\n')).toEqual([
      expect.stringMatching(/^Invalid configuration: DATABASE_URL /),
    ]);
  });

  it('on SIGTERM finishes the request in flight, then exits cleanly', async () => {
    const port = 4300 + Math.floor(Math.random() * 500);
    const run = startMain({
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fw-')),
    });
    let child: ChildProcessWithoutNullStreams | undefined = run.child;
    try {
      await waitForOutput(run.output, `listening on http://localhost:${port}`);
      const lead = JSON.stringify({
        full_name: 'In Flight',
        email: 'inflight@example.com',
        trade_specialty: 'HVAC',
      });
      const post = halfSentPost(port, lead);
      await new Promise((resolve) => setTimeout(resolve, 200));
      run.child.kill('SIGTERM');
      await waitForOutput(run.output, 'SIGTERM received');
      post.finish();
      expect((await post.answer).status).toBe(201);
      expect(await run.exited).toBe(0);
      child = undefined;
    } finally {
      child?.kill('SIGKILL');
    }
  });
});
