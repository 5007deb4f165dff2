import { expect } from 'vitest';
import { authed, signUpUser, testOrigin } from './test-users';
import { photoWithGps, uploadRequest } from './sample-upload-files';
import { fillPath, type Endpoint } from './endpoints';
import { contractBreach } from './safe-response';
import { createSecurityFixture } from './security-fixture';

export type Caller = 'anonymous' | 'signed in';

export interface FuzzRequest {
  body?: string | Uint8Array | FormData;
  headers?: Record<string, string>;
  /** Replaces the endpoint's query string. */
  query?: string;
  /** Replaces the `{conversation}` / `{upload}` id in the path. */
  id?: string;
}

/**
 * The app with limits raised (so fuzzed requests reach the handlers instead of stopping at a
 * 429) and a signed-in fuzzing user with a conversation of its own; `send` checks the contract.
 */
export async function createFuzzClient() {
  const fx = await createSecurityFixture({
    ASSISTANT_RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  });
  const fuzzer = await signUpUser(fx.app);
  const created = await fx.app.request(
    '/api/conversations',
    authed(fuzzer.cookie, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_message: 'fuzz target' }),
    }),
  );
  const ownConversation = ((await created.json()) as { id: string }).id;
  // An image of its own, so fuzzed resize options reach the image code.
  const uploaded = await fx.app.request(
    '/api/uploads',
    uploadRequest({ bytes: await photoWithGps(), name: 'p.jpg' }, fuzzer.cookie),
  );
  const ownUpload = ((await uploaded.json()) as { id: string }).id;

  async function send(
    endpoint: Endpoint,
    caller: Caller,
    request: FuzzRequest = {},
  ): Promise<void> {
    const own = caller === 'signed in';
    let path = fillPath(endpoint.path, {
      conversation: request.id ?? (own ? ownConversation : fx.conversationId),
      upload: request.id ?? (own ? ownUpload : fx.uploadId),
    });
    if (request.query !== undefined) path = `${path.split('?')[0]}?${request.query}`;
    const headers = { origin: testOrigin, ...request.headers };
    const body = request.body instanceof Uint8Array ? new Uint8Array(request.body) : request.body;
    const init: RequestInit = { method: endpoint.method, headers, body };
    // The fuzzed cookie goes first, so the real session cookie follows it in the same header.
    const cookie = [request.headers?.cookie, fuzzer.cookie].filter(Boolean).join('; ');
    const res = await fx.app.request(path, caller === 'anonymous' ? init : authed(cookie, init));
    const breach = await contractBreach(res, path);
    expect(breach, `${endpoint.method} ${path} as ${caller}`).toBeUndefined();
    // A `__proto__` member must never reach Object.prototype.
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  }

  return { fx, fuzzer, ownConversation, send };
}

/** Every endpoint once per caller; a session-ending one only anonymously. */
export function callerCases(list: Endpoint[]) {
  return list.flatMap((endpoint) =>
    (['anonymous', 'signed in'] as const)
      .filter((caller) => !(caller === 'signed in' && endpoint.endsSession))
      .map((caller) => [`${endpoint.method} ${endpoint.path}`, caller, endpoint] as const),
  );
}
