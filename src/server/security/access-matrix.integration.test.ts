import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest } from '../../../tests/helpers/server/test-app';
import { authed, testOrigin } from '../../../tests/helpers/server/test-users';
import {
  accessMatrix,
  actors,
  type Actor,
  type Expected,
  type Route,
} from '../../../tests/helpers/server/access-matrix';
import {
  A_SECRET,
  createOwnedResources,
  createSecurityFixture,
  GUEST_SECRET,
  type OwnedResources,
  type SecurityFixture,
} from '../../../tests/helpers/server/security-fixture';

// docs/security.md: one user cannot read, change or delete another's data; admins only see
// what docs/api.md gives them.
let fx: SecurityFixture;
beforeAll(async () => {
  fx = await createSecurityFixture({ ASSISTANT_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(() => fx.close());

const cookieOf = (actor: Actor) =>
  ({ anonymous: '', guest: fx.guest, A: fx.a.cookie, B: fx.b.cookie, admin: fx.admin.cookie })[
    actor
  ];

let address = 0;

async function call(route: Route, actor: Actor, owned: OwnedResources) {
  const body = route.body?.(owned, actor);
  const base: RequestInit =
    body instanceof FormData || body === undefined
      ? { method: route.method, body: body as FormData | undefined }
      : jsonRequest(body, { method: route.method });
  address += 1;
  // Each cell from its own address, so per-address limits (leads, waitlist) never decide it.
  const headers = { origin: testOrigin, 'x-forwarded-for': `10.77.0.${address}`, ...base.headers };
  const cookie = cookieOf(actor);
  const init = { ...base, headers };
  return fx.app.request(route.path(owned), cookie ? authed(cookie, init) : init);
}

function statusMatches(status: number, expected: Expected) {
  return expected === '2xx' ? status >= 200 && status < 300 : status === expected;
}

/** A's conversation (question, answer, title) and the uploads, as their owners see them. */
async function ownerView(owned: OwnedResources) {
  const read = async (path: string, cookie: string) => {
    const res = await fx.app.request(path, authed(cookie));
    return `${res.status} ${await res.text()}`;
  };
  const list = (await (
    await fx.app.request('/api/conversations', authed(fx.a.cookie))
  ).json()) as Array<{ id: string; title: string }>;
  return {
    title: list.find((c) => c.id === owned.conversationId)?.title,
    messages: await read(`/api/conversations/${owned.conversationId}/messages`, fx.a.cookie),
    upload: await read(`/api/uploads/${owned.uploadId}`, fx.a.cookie),
    guestUpload: await read(`/api/uploads/${owned.guestUploadId}`, fx.guest),
  };
}

const ownerOf = { conversation: 'A', upload: 'A', guestUpload: 'guest' } as const;

const cells = Object.entries(accessMatrix).flatMap(([name, route]) =>
  actors.map((actor) => [name, actor, route] as const),
);

// Made again only after their owner changed them (uploads are limited to 30 a minute).
let current: OwnedResources | undefined;

describe('access matrix', () => {
  it.each(cells)('%s as %s', async (_name, actor, route) => {
    const owned = (current ??= await createOwnedResources(fx.app, fx.a.cookie, fx.guest));
    const before = await ownerView(owned);
    expect(before.messages).toContain(A_SECRET);

    const res = await call(route, actor, owned);
    const text = await res.text();
    const expected = route.expect[actor];
    expect(statusMatches(res.status, expected), `${res.status} ${text}`).toBe(true);

    // Nobody else's answer carries A's or the guest's words.
    if (actor !== 'A') expect(text).not.toContain(A_SECRET);
    if (actor !== 'guest') expect(text).not.toContain(GUEST_SECRET);

    // Whatever they sent, a caller who is not the owner left the resource as it was.
    if (!route.target) return;
    if (actor !== ownerOf[route.target]) expect(await ownerView(owned)).toEqual(before);
    else if (route.method !== 'GET') current = undefined;
  });
});
