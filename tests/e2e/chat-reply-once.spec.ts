import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from '../helpers/e2e/accounts';
import { expectReplyFinished } from '../helpers/e2e/screens';

const first = 'How do I fix a dripping faucet in my kitchen sink?';
const followUp = 'What tools do I need for that?';
// A question whose answer is a long guide, so it streams for a while.
const longAnswer = 'How do I replace the wax ring under a toilet?';
const FALLBACK = "Sorry, I'm having trouble connecting to my AI brain right now.";

/** Counts the page's requests for stored messages (GET /api/conversations/:id/messages). */
function countMessageFetches(page: Page) {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (/^\/api\/conversations\/[^/]+\/messages$/.test(new URL(request.url()).pathname)) {
      seen.count += 1;
    }
  });
  return seen;
}

// Top-level bubbles only: a reply's own markdown lists are list items too.
const bubbles = (page: Page) =>
  page.getByRole('list', { name: 'Conversation' }).locator(':scope > li:not([aria-hidden])');

test('a reply reaches the asking tab once without a refetch, and another tab by live sync', async ({
  page,
  context,
  baseURL,
}) => {
  await signUpViaApi(context.request, baseURL!);
  const asking = countMessageFetches(page);
  await page.goto('/dashboard');
  const input = page.getByLabel('Describe your project or ask a question');
  await input.fill(first);
  await input.press('Enter');
  const projects = page.getByRole('list', { name: 'Projects' });
  await expect(
    projects.getByRole('button', { name: /^How do I fix a dripping faucet/ }),
  ).toBeVisible();
  await expectReplyFinished(page);
  // Greeting, question, reply.
  await expect(bubbles(page)).toHaveCount(3);

  // A second tab opens the conversation: its one fetch of the stored messages.
  const other = await context.newPage();
  const watching = countMessageFetches(other);
  await other.goto(page.url());
  const otherConversation = other.getByRole('list', { name: 'Conversation' });
  await expect(otherConversation).toContainText(first);
  await expect(bubbles(other)).toHaveCount(3);
  expect(watching.count).toBe(1);

  await input.fill(followUp);
  await input.press('Enter');
  await expect(page.getByRole('status', { name: 'Fixwise is typing' })).toBeHidden();
  await expectReplyFinished(page);
  const reply = bubbles(page).last();
  await expect(reply.getByRole('button', { name: 'Copy' })).toBeVisible();
  const replyText = await reply.innerText();
  expect(replyText).toContain('Fixwise said:');

  // The other tab gets question and reply through live sync, without fetching them.
  await expect(otherConversation.getByText(followUp)).toBeVisible();
  await expect(bubbles(other)).toHaveCount(5);
  await expect.poll(() => bubbles(other).last().innerText()).toBe(replyText);
  expect(watching.count).toBe(1);

  // Once live sync has delivered the stored rows to both tabs, the asking tab still shows each
  // message once and never asked the server for them.
  await expect(bubbles(page)).toHaveCount(5);
  await expect(page.getByRole('list', { name: 'Conversation' }).getByText(followUp)).toHaveCount(1);
  expect(asking.count).toBe(0);

  // Back to where the conversation began: a blank new chat, not the one just saved.
  const saved = page.url();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Start a New Project' })).toBeVisible();
  await expect(bubbles(page)).toHaveCount(1);

  // Nothing is lost on reload.
  await page.goto(saved);
  await expect(bubbles(page)).toHaveCount(5);
  await expect.poll(() => bubbles(page).last().innerText()).toBe(replyText);
  await expect(page.getByRole('list', { name: 'Conversation' }).getByText(followUp)).toHaveCount(1);
});

test('stored messages fetched again mid-reply keep the reply streaming, with no fallback bubble', async ({
  page,
  context,
  baseURL,
}) => {
  await signUpViaApi(context.request, baseURL!);
  // Live sync's socket, held here so the test can drop it: the reconnect asks for a resync,
  // which fetches the shown conversation's messages again.
  const sockets: Array<{ close: () => Promise<void> }> = [];
  await page.routeWebSocket(/\/api\/realtime/, (socket) => {
    socket.connectToServer();
    sockets.push(socket);
  });
  await page.goto('/dashboard');
  const input = page.getByLabel('Describe your project or ask a question');
  await input.fill(first);
  await input.press('Enter');
  await expectReplyFinished(page);
  await expect(bubbles(page)).toHaveCount(3);

  // A slow line keeps the next reply streaming for a while.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: 1024,
    uploadThroughput: 64 * 1024,
  });
  await input.fill(longAnswer);
  await input.press('Enter');
  const stop = page.getByRole('button', { name: 'Stop' });
  await expect(stop).toBeVisible();
  const refetched = page.waitForResponse((response) =>
    /^\/api\/conversations\/[^/]+\/messages$/.test(new URL(response.url()).pathname),
  );
  await sockets.at(-1)!.close();
  await refetched;
  // Still streaming after the fetch came back: the question is there once, the reply follows it.
  await expect(stop).toBeVisible();
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText(longAnswer)).toHaveCount(1);
  await expect(conversation.getByText(FALLBACK)).toHaveCount(0);

  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expectReplyFinished(page);
  await expect(bubbles(page)).toHaveCount(5);
  await expect(conversation.getByText(FALLBACK)).toHaveCount(0);
});

test('without live sync, the stored rows of a finished reply are fetched once', async ({
  page,
  context,
  baseURL,
}) => {
  await signUpViaApi(context.request, baseURL!);
  // A live connection that opens but never delivers anything (a proxy that eats its frames).
  await page.routeWebSocket(/\/api\/realtime$/, () => undefined);
  const asking = countMessageFetches(page);
  await page.goto('/dashboard');
  const input = page.getByLabel('Describe your project or ask a question');
  await input.fill(first);
  await input.press('Enter');
  await expectReplyFinished(page);
  // Editing needs the stored question: it comes by the one fetch after the grace period.
  await expect(
    page.getByRole('list', { name: 'Conversation' }).getByRole('button', { name: 'Edit question' }),
  ).toBeVisible();
  expect(asking.count).toBe(1);
  await expect(bubbles(page)).toHaveCount(3);
});
