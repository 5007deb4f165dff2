import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from '../helpers/e2e/accounts';
import { expectReplyFinished } from '../helpers/e2e/screens';

/** Sends a message from the dashboard composer and waits until the reply has finished. */
async function ask(page: Page, message: string) {
  const input = page.getByLabel('Describe your project or ask a question');
  await input.fill(message);
  await input.press('Enter');
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText(message)).toBeVisible();
  await expectReplyFinished(page);
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
  await expect(conversation.getByText(/About “Toilet keeps running/)).toBeVisible();
  await expect(conversation.getByText(/Hiring a plumber: typically/)).toBeVisible();
});

test('a danger the user has dealt with stays as a reminder, without a second stop block', async ({
  page,
  baseURL,
}) => {
  await signUpViaApi(page.context().request, baseURL!);
  await page.goto('/dashboard');
  const conversation = await ask(
    page,
    'the outlet in our kids room has a brown mark around one of the holes and smells like hot plastic when the nightlight is plugged in. is that bad or am i overthinking',
  );
  const stop = conversation.getByRole('heading', { name: /^Stop: heat, sparks/ });
  await expect(stop).toHaveCount(1);

  await ask(
    page,
    "ok I unplugged the nightlight and switched the breaker off. electrician can't come till thursday, can I use the other outlet in that room till then?",
  );
  await expect(conversation.getByText(/Until an electrician has seen it/)).toBeVisible();
  // The first reply's stop block is still the only one in the conversation.
  await expect(stop).toHaveCount(1);
});
