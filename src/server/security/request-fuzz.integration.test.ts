import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { endpoints, type Endpoint } from '../../../tests/helpers/server/endpoints';
import {
  contentType,
  FUZZ_SEED,
  fuzzOptions,
  headerValue,
  queryString,
  urlPart,
} from '../../../tests/helpers/server/fuzz-arbitraries';
import { callerCases, createFuzzClient } from '../../../tests/helpers/server/fuzz-client';

// docs/api.md: odd query strings, ids and headers answer 4xx JSON, never a 5xx.
let client: Awaited<ReturnType<typeof createFuzzClient>>;
beforeAll(async () => {
  console.log(`request fuzz seed ${FUZZ_SEED} (FUZZ_SEED=<n> replays another)`);
  client = await createFuzzClient();
});
afterAll(() => client.fx.close());

const knownKeys = (endpoint: Endpoint) =>
  [...new URLSearchParams(endpoint.path.split('?')[1] ?? '').keys()].concat(
    endpoint.path.startsWith('/api/uploads/') ? ['width', 'height', 'resize', 'quality'] : [],
  );

/** A cookie header: garbage, forged session and guest cookies, or the fixture's real guest. */
const cookie = fc.oneof(
  headerValue,
  headerValue.map((value) => `better-auth.session_token=${value}`),
  headerValue.map((value) => `fixwise_guest=${value}`),
  fc.constant('fixwise_guest=00000000-0000-4000-8000-000000000000.forged%3D'),
  fc.constant('__proto__=1; constructor=2'),
  fc.constant(undefined).map(() => client.fx.guest),
);

const headers = fc
  .record(
    {
      'content-type': contentType,
      accept: fc.oneof(
        fc.constantFrom('text/event-stream', 'application/json', '*/*', 'text/html'),
        headerValue,
      ),
      cookie,
      origin: fc.oneof(
        fc.constantFrom('http://localhost:3000', 'https://evil.example', 'null'),
        headerValue,
      ),
      'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), headerValue),
      'sec-fetch-site': fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none', 'x'),
      'accept-encoding': fc.constantFrom('gzip', 'br', 'identity', '*;q=0'),
      'x-http-method-override': fc.constantFrom('DELETE', 'PUT', 'GET'),
    },
    { requiredKeys: [] },
  )
  .map((picked) => Object.fromEntries(Object.entries(picked).filter(([, v]) => v !== undefined)));

describe('fuzzed query strings, ids and headers', () => {
  it.each(callerCases(endpoints))('%s as %s never answers 5xx', async (_, caller, endpoint) => {
    const hasId = endpoint.path.includes('{');
    await fc.assert(
      fc.asyncProperty(
        queryString(knownKeys(endpoint)),
        hasId ? fc.option(urlPart) : fc.constant(null),
        headers,
        async (query, id, picked) => {
          const body = endpoint.sample ? JSON.stringify(endpoint.sample) : undefined;
          await client.send(endpoint, caller, {
            query,
            ...(id !== null && { id }),
            body,
            headers: { ...(body && { 'content-type': 'application/json' }), ...picked },
          });
        },
      ),
      fuzzOptions(endpoint.hashes ? 40 : 150),
    );
  });
});
