import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './support/accounts';

/** Sends a message from the dashboard composer and waits until the reply has finished. */
async function ask(page: Page, message: string) {
  const input = page.getByLabel('Describe your project or ask a question');
  await input.fill(message);
  await input.press('Enter');
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText(message)).toBeVisible();
  // The Send button comes back once the reply has streamed in completely.
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
  return conversation;
}

test('an emergency told as a story gets the stop block first, never the DIY guide', async ({
  page,
  baseURL,
}) => {
  await signUpViaApi(page.context().request, baseURL!);
  await page.goto('/dashboard');
  const conversation = await ask(
    page,
    'we moved into a 1978 split level in march. tonight the outlet behind the tv got really warm and theres a burning plastic smell. ok to leave the tv plugged in till the weekend?',
  );
  const stop = conversation.getByRole('heading', {
    name: 'Stop: heat, sparks or a burning smell from wiring is a fire risk',
  });
  await expect(stop).toBeVisible();
  await expect(conversation.getByText(/licensed electrician/).first()).toBeVisible();
  await expect(conversation.getByRole('heading', { name: /^How to / })).toHaveCount(0);
});

test('a follow-up that names nothing stays on the topic of a diagnosis', async ({
  page,
  baseURL,
}) => {
  await signUpViaApi(page.context().request, baseURL!);
  await page.goto('/dashboard');
  const conversation = await ask(
    page,
    "our upstairs toilet refills by itself every hour or so at night, you hear a hiss for a few seconds and the water bill is up. what's going on??",
  );
  await expect(conversation.getByRole('heading', { name: /Likely causes/ })).toBeVisible();
  await expect(conversation.getByText(/flapper/i).first()).toBeVisible();

  await ask(page, 'how much would a plumber charge for that?');
  await expect(conversation.getByText(/About toilet keeps running/i)).toBeVisible();
  await expect(conversation.getByText(/Hiring a plumber: typically/)).toBeVisible();
});
