import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { bodyEndpoints, endpoints } from '../../../tests/helpers/server/endpoints';
import {
  contentType,
  FUZZ_SEED,
  fuzzOptions,
  nastyStringList,
  rawBody,
  weirdString,
} from '../../../tests/helpers/server/fuzz-arbitraries';
import { callerCases, createFuzzClient } from '../../../tests/helpers/server/fuzz-client';

// docs/api.md: malformed bodies answer 400 (over 1 MB: 413), never a 5xx.
let client: Awaited<ReturnType<typeof createFuzzClient>>;
beforeAll(async () => {
  console.log(`raw body fuzz seed ${FUZZ_SEED} (FUZZ_SEED=<n> replays another)`);
  client = await createFuzzClient();
});
afterAll(() => client.fx.close());

describe('fuzzed raw bodies and content types', () => {
  it.each(callerCases(bodyEndpoints))('%s as %s never answers 5xx', async (_, caller, endpoint) => {
    await fc.assert(
      fc.asyncProperty(rawBody, contentType, (body, type) =>
        client.send(endpoint, caller, { body, headers: { 'content-type': type } }),
      ),
      fuzzOptions(endpoint.hashes ? 30 : 80),
    );
  });
});

let request = 0;

describe('each nasty string in each field of a valid body', () => {
  const withSample = callerCases(bodyEndpoints).filter(([, , endpoint]) => endpoint.sample);
  it.each(withSample)('%s as %s never answers 5xx', async (_, caller, endpoint) => {
    const sample = endpoint.sample ?? {};
    for (const key of Object.keys(sample)) {
      for (const nasty of nastyStringList) {
        request += 1;
        // A new address and e-mail each time, so no limit or duplicate hides the bad field.
        const body = {
          ...sample,
          ...('email' in sample && { email: `nasty-${request}@example.com` }),
          [key]: Array.isArray(sample[key]) ? [nasty] : nasty,
        };
        await client.send(endpoint, caller, {
          body: JSON.stringify(body),
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `10.9.${request >> 8}.${request & 255}`,
          },
        });
      }
    }
  });
});

describe('fuzzed multipart uploads', () => {
  const upload = endpoints.find((e) => e.method === 'POST' && e.path === '/api/uploads')!;
  const form = fc
    .record({
      field: fc.oneof(fc.constant('file'), weirdString),
      name: weirdString,
      type: fc.constantFrom('', 'image/png', 'text/html', 'application/x-msdownload'),
      bytes: fc.oneof(
        fc.uint8Array({ maxLength: 2000 }),
        weirdString.map((text) => new TextEncoder().encode(text)),
        fc.constantFrom(
          new TextEncoder().encode('\u0000binary\u0000'),
          new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]),
          new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]),
          new TextEncoder().encode('%PDF-1.4 truncated'),
          new TextEncoder().encode('<svg onload="alert(1)"></svg>'),
        ),
      ),
      extra: fc.option(fc.tuple(weirdString, weirdString)),
    })
    .map(({ field, name, type, bytes, extra }) => {
      const data = new FormData();
      data.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
      if (extra) data.append(extra[0], extra[1]);
      return data;
    });
  it.each(['anonymous', 'signed in'] as const)('as %s never answers 5xx', async (caller) => {
    await fc.assert(
      fc.asyncProperty(form, (body) => client.send(upload, caller, { body })),
      fuzzOptions(150),
    );
  });
});
