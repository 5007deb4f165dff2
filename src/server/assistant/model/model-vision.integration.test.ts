import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeModelEnv,
  startFakeModelServer,
} from '../../../../tests/helpers/server/fake-model-server';
import { createTestApp, jsonRequest } from '../../../../tests/helpers/server/test-app';
import { authed, signUpUser } from '../../../../tests/helpers/server/test-users';

let fake: Awaited<ReturnType<typeof startFakeModelServer>>;
const apps: Array<Awaited<ReturnType<typeof createTestApp>>> = [];

beforeAll(async () => {
  fake = await startFakeModelServer('## Look closer\n\nThat grout has cracked.');
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await fake.close();
});

async function appWith(env: Record<string, string>) {
  const ctx = await createTestApp(fakeModelEnv(fake.baseUrl, env));
  apps.push(ctx);
  const user = await signUpUser(ctx.app);
  const ask = async (body: object) => {
    const res = await ctx.app.request('/api/assistant', authed(user.cookie, jsonRequest(body)));
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const uploadPhoto = async () => {
    const png = await sharp({
      create: { width: 32, height: 24, channels: 3, background: '#b55' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'grout.png');
    const res = await ctx.app.request(
      '/api/uploads',
      authed(user.cookie, { method: 'POST', body: form }),
    );
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  return { ask, uploadPhoto };
}

type Sent = Array<{ role: string; content: unknown }>;
const lastRequest = () => fake.state.requests.at(-1)!.body.messages as Sent;
const imageParts = (message: { content: unknown } | undefined) =>
  Array.isArray(message?.content)
    ? message.content.filter((p: { type: string }) => p.type === 'image_url')
    : [];

describe('photos and the model’s vision', () => {
  it('answers a photo sent to a text-only model with a note, not an error', async () => {
    const { ask, uploadPhoto } = await appWith({}); // "fake-model" is not a known vision model
    const photo = await uploadPhoto();
    const { status, body } = await ask({
      message: 'What is wrong with the grout in my shower?',
      attachmentIds: [photo],
    });
    expect(status).toBe(200);
    expect(body.message).toContain('That grout has cracked.');
    expect(body.message).toMatch(/cannot look at images\. Describe what you see/);
    const question = lastRequest().at(-1)!;
    expect(typeof question.content).toBe('string');
    expect(question.content).toContain('"grout.png", which you cannot see');
  });

  it('shows a vision model the photo, and again on the next question', async () => {
    const { ask, uploadPhoto } = await appWith({ AI_VISION: 'true' });
    const photo = await uploadPhoto();
    const first = await ask({ message: 'Is this grout cracked?', attachmentIds: [photo] });
    expect(first.status).toBe(200);
    expect(imageParts(lastRequest().at(-1))).toHaveLength(1);

    await ask({
      message: 'What tool do I need to rake it out?',
      conversationId: first.body.conversationId,
    });
    const earlier = lastRequest().find((m) => m.role === 'user');
    expect(imageParts(earlier)).toHaveLength(1);
  });

  it('leaves earlier photos out beyond the image budget', async () => {
    const { ask, uploadPhoto } = await appWith({ AI_VISION: 'true', AI_HISTORY_IMAGE_BYTES: '10' });
    const photo = await uploadPhoto();
    const first = await ask({ message: 'Is this grout cracked?', attachmentIds: [photo] });
    await ask({
      message: 'What tool do I need to rake it out?',
      conversationId: first.body.conversationId,
    });
    const earlier = lastRequest().find((m) => m.role === 'user');
    expect(earlier?.content).toBe('Is this grout cracked?');
  });
});
