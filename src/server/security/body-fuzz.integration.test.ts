import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest } from '../../../tests/helpers/server/test-app';
import { authed } from '../../../tests/helpers/server/test-users';
import { bodyEndpoints, fillPath } from '../../../tests/helpers/server/endpoints';
import { FUZZ_SEED, fuzzOptions, jsonBody } from '../../../tests/helpers/server/fuzz-arbitraries';
import { callerCases, createFuzzClient } from '../../../tests/helpers/server/fuzz-client';

// docs/api.md: no JSON body, however wrong, makes the API answer a 5xx; errors are `{error}`.
let client: Awaited<ReturnType<typeof createFuzzClient>>;
beforeAll(async () => {
  console.log(`body fuzz seed ${FUZZ_SEED} (FUZZ_SEED=<n> replays another)`);
  client = await createFuzzClient();
});
afterAll(() => client.fx.close());

describe('the valid samples the fuzzers start from', () => {
  // Mutations of a valid body reach deep into the handler only if the sample itself passes.
  it.each(bodyEndpoints.filter((e) => e.sample && !e.path.startsWith('/api/auth/')))(
    '$method $path accepts its sample',
    async (endpoint) => {
      const res = await client.fx.app.request(
        fillPath(endpoint.path, { conversation: client.ownConversation, upload: '' }),
        authed(client.fuzzer.cookie, jsonRequest(endpoint.sample, { method: endpoint.method })),
      );
      // Pinterest is not connected in tests: its routes stop at 409 after validation.
      const text = await res.text();
      if (endpoint.path.startsWith('/api/pins')) expect(res.status, text).toBe(409);
      else expect(res.status, text).toBeLessThan(300);
    },
  );
});

describe('fuzzed JSON bodies', () => {
  it.each(callerCases(bodyEndpoints))('%s as %s never answers 5xx', async (_, caller, endpoint) => {
    await fc.assert(
      fc.asyncProperty(jsonBody(endpoint.sample), (body) =>
        client.send(endpoint, caller, {
          body,
          headers: { 'content-type': 'application/json' },
        }),
      ),
      fuzzOptions(endpoint.hashes ? 60 : 200),
    );
  });
});
