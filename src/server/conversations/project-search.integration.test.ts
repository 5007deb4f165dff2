import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectSearchResult } from '../../shared/search/project-search-schema';
import { createTestApp, jsonRequest } from '../../../tests/helpers/server/test-app';
import { authed, signUpUser } from '../../../tests/helpers/server/test-users';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let a: Awaited<ReturnType<typeof signUpUser>>;
let b: Awaited<ReturnType<typeof signUpUser>>;

async function project(cookie: string, question: string, reply: string) {
  const res = await ctx.app.request(
    '/api/conversations',
    authed(cookie, jsonRequest({ first_message: question })),
  );
  const { id } = (await res.json()) as { id: string };
  await ctx.services.conversations.addQuestion(id, { content: question, attachments: [] });
  await ctx.services.conversations.addReply(id, { content: reply, incomplete: false });
  return id;
}

const search = async (cookie: string, q: string) => {
  const res = await ctx.app.request(`/api/search?q=${encodeURIComponent(q)}`, authed(cookie));
  return { status: res.status, body: (await res.json()) as { results?: ProjectSearchResult[] } };
};

let bathroom: string;
let fence: string;
beforeAll(async () => {
  ctx = await createTestApp();
  a = await signUpUser(ctx.app, { name: 'Searcher A' });
  b = await signUpUser(ctx.app, { name: 'Searcher B' });
  bathroom = await project(
    a.cookie,
    'Tiles in the shower are loose',
    'Regrout the joints, then seal the grout with a penetrating sealer after 72 hours.',
  );
  fence = await project(a.cookie, 'Paint the fence', 'Use an exterior acrylic on a dry day.');
  await project(b.cookie, 'Grout haze on my floor', 'Wipe the grout haze with a damp sponge.');
});
afterAll(() => ctx.close());

describe('project search', () => {
  it('finds a project by a word that appears only in a reply, stemmed and highlighted', async () => {
    const { status, body } = await search(a.cookie, 'sealing');
    expect(status).toBe(200);
    expect(body.results!.map((r) => r.id)).toEqual([bathroom]);
    const marked = body.results![0]!.snippet.filter((part) => part.match).map((p) => p.text);
    expect(marked).toEqual(['seal']);
  });

  it('finds a project by a word in its plan notes, and only for its owner', async () => {
    const saved = await ctx.app.request(
      `/api/plans/${fence}/notes`,
      authed(
        a.cookie,
        jsonRequest({ text: 'Buy two litres of turpentine for the brushes' }, { method: 'PUT' }),
      ),
    );
    expect(saved.status).toBe(200);
    const { body } = await search(a.cookie, 'turpentine');
    expect(body.results!.map((r) => r.id)).toEqual([fence]);
    expect(body.results![0]!.snippet.filter((p) => p.match).map((p) => p.text)).toEqual([
      'turpentine',
    ]);
    expect((await search(b.cookie, 'turpentine')).body.results).toEqual([]);
  });

  it("never returns another user's projects", async () => {
    const { body } = await search(a.cookie, 'grout');
    expect(body.results!.map((r) => r.title)).toEqual(['Tiles in the shower are loose']);
    const other = await search(b.cookie, 'sealer');
    expect(other.body.results).toEqual([]);
  });

  it('answers 401 signed out and 400 for an empty or pasted-in query', async () => {
    expect((await ctx.app.request('/api/search?q=grout')).status).toBe(401);
    expect((await search(a.cookie, '   ')).status).toBe(400);
    expect((await search(a.cookie, 'x'.repeat(201))).status).toBe(400);
  });

  it('takes search syntax and stray punctuation without an error', async () => {
    for (const q of ['"grout haze" -floor', "o'clock & | ! :*", 'fence OR tiles']) {
      expect((await search(a.cookie, q)).status).toBe(200);
    }
    const either = await search(a.cookie, 'fence OR tiles');
    expect(either.body.results!.length).toBe(2);
  });
});
