import { describe, expect, it } from 'vitest';
import { batchedLineWriter, redactPath } from './request-log';

describe('the request log', () => {
  it('writes the lines of one turn of the event loop in one write, in order', async () => {
    const writes: string[] = [];
    const log = batchedLineWriter((text) => writes.push(text));
    log.line('GET / 200 1.0ms');
    log.line('GET /api/health 200 0.4ms');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toEqual(['GET / 200 1.0ms\nGET /api/health 200 0.4ms\n']);

    log.line('POST /api/conversations 201 3.2ms');
    log.flush();
    expect(writes.at(-1)).toBe('POST /api/conversations 201 3.2ms\n');
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(2);
  });
});

describe('redactPath', () => {
  it('keeps the password-reset token out of the log', () => {
    expect(redactPath('/api/auth/reset-password/AbC123xyz')).toBe(
      '/api/auth/reset-password/[redacted]',
    );
    expect(redactPath('/api/conversations/123')).toBe('/api/conversations/123');
  });
});
