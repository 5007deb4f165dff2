import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Citation } from '../../../shared/assistant/citation';
import type { ProjectData } from '../../../shared/assistant/project-data';
import { conversationStore } from '../../conversations/conversation-store';
import { fakeModelEnv, startFakeModelServer } from '../../test/fake-model-server';
import {
  paintAnswer,
  paintQuestion,
  proQuestion,
  scriptedConversations,
} from '../../test/model-scripts';
import { createTestApp, jsonRequest } from '../../test/test-app';
import { authed, signUpUser } from '../../test/test-users';
import { readUiStream, streamedText } from '../../test/ui-stream';

let fake: Awaited<ReturnType<typeof startFakeModelServer>>;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let user: Awaited<ReturnType<typeof signUpUser>>;

beforeAll(async () => {
  fake = await startFakeModelServer('Plain answer.');
  fake.state.scripts.push(...scriptedConversations);
  ctx = await createTestApp(fakeModelEnv(fake.baseUrl, { AI_MAX_STEPS: '4' }));
  user = await signUpUser(ctx.app);
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

interface ReplyData {
  conversationId: string;
  project: ProjectData | null;
  citations: Citation[];
}

async function askStreaming(body: object, cookie?: string) {
  const init = jsonRequest(body, { headers: { accept: 'text/event-stream' } });
  const res = await ctx.app.request('/api/assistant', cookie ? authed(cookie, init) : init);
  expect(res.status).toBe(200);
  const parts = await readUiStream(res);
  return {
    text: streamedText(parts),
    reply: parts.find((p) => p.type === 'data-reply')?.data as ReplyData,
  };
}

describe('a model with our tools (scripted over streamed tool calls)', () => {
  it('answers with the model’s text, the entries it read and numbers from our calculators', async () => {
    fake.state.requests.length = 0;
    const { text, reply } = await askStreaming({ message: paintQuestion }, user.cookie);

    expect(text).toContain('## Paint a bedroom');
    // 416 ft² x 2 coats + 10 % = 915.2 ft², 350 ft² a gallon: 3 gallons. The model never said it.
    expect(JSON.stringify(paintAnswer)).not.toContain('3 gallons');
    expect(text).toMatch(/Worked out with Fixwise calculators[\s\S]*\*\*3 gallons\*\*/);

    expect(reply.citations).toContainEqual({
      id: 'caulk-baseboards-trim',
      title: 'Caulk Baseboards and Interior Trim Before Painting',
      kind: 'how-to',
      href: null,
      ref: 'fixwise:knowledge/caulk-baseboards-trim',
    });
    // Totals come from our cost calculator, not from the model.
    expect(reply.project).toMatchObject({
      title: 'Paint a bedroom',
      materialsCost: 127,
      estimatedCost: 127,
      materials: [
        { name: 'Interior paint', totalCost: 114 },
        { name: 'Painter’s tape', totalCost: 13 },
      ],
    });

    // Three model calls: two tool rounds and the answer, each with the tools and the results.
    expect(fake.state.requests).toHaveLength(3);
    const names = fake.state.requests[0]!.body.tools?.map((t) => t.function.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'search_knowledge',
        'read_entry',
        'project_cost',
        'room_area',
        'material_quantity',
        'cut_list',
        'raised_bed',
        'record_project',
      ]),
    );
    const toolResults = fake.state.requests[2]!.body.messages!.filter((m) => m.role === 'tool');
    expect(toolResults).toHaveLength(4);
    expect(JSON.stringify(toolResults)).toContain('Caulk Baseboards');

    // The reply is stored with its sources.
    const stored = await conversationStore(ctx.database.db, ctx.services.events).messages(
      reply.conversationId,
    );
    expect(stored.at(-1)?.citations?.map((c) => c.id)).toContain('caulk-baseboards-trim');
    const listed = (await (
      await ctx.app.request(
        `/api/conversations/${reply.conversationId}/messages`,
        authed(user.cookie),
      )
    ).json()) as Array<{ citations: Citation[] | null }>;
    expect(listed.at(-1)?.citations?.map((c) => c.id)).toContain('caulk-baseboards-trim');
  });

  it('stops at the step limit, whose last call is offered no tools so it answers in words', async () => {
    const limited = await createTestApp(fakeModelEnv(fake.baseUrl, { AI_MAX_STEPS: '2' }));
    try {
      const someone = await signUpUser(limited.app);
      fake.state.requests.length = 0;
      const res = await limited.app.request(
        '/api/assistant',
        authed(someone.cookie, jsonRequest({ message: paintQuestion })),
      );
      expect(((await res.json()) as { message: string }).message).toContain('## Paint a bedroom');
      expect(fake.state.requests).toHaveLength(2);
      expect(fake.state.requests[0]!.body.tools?.length).toBeGreaterThan(0);
      expect(fake.state.requests[1]!.body.tools).toBeUndefined();
    } finally {
      await limited.close();
    }
  });

  it('records no project when the answer is to call a professional', async () => {
    const { text, reply } = await askStreaming({ message: proQuestion }, user.cookie);
    expect(text).toContain('Call a pro.');
    expect(reply.project).toBeNull();
  });

  it('gives a guest one model call without tools', async () => {
    fake.state.requests.length = 0;
    const { reply } = await askStreaming({
      message: paintQuestion,
      isGuest: true,
      guestSessionId: randomUUID(),
    });
    expect(fake.state.requests).toHaveLength(1);
    expect(fake.state.requests[0]!.body.tools).toBeUndefined();
    expect(reply.project).toBeNull();
  });
});
