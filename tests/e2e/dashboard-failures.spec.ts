import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from './support/accounts';
import { modelAppUrl, setFakeModelMode } from './support/ports';

// These journeys run against the app configured with a (fake) OpenAI-compatible model server.
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
  await expect(page.getByText('Swap the cartridge', { exact: true })).toBeVisible();
});

test('a model that rejects our key: AI Service Error, message kept', async ({ page }) => {
  await setFakeModelMode('unauthorized');
  await signUpViaApi(page.context().request, modelAppUrl);
  await page.goto('/dashboard');
  await ask(page, 'How do I regrout tile?');
  await expect(page.getByText('AI Service Error')).toBeVisible();
  await expect(
    page.getByText('Unable to get AI response: The AI service refused our credentials.'),
  ).toBeVisible();
  await expect(page.getByLabel('Describe your project or ask a question')).toHaveValue(
    'How do I regrout tile?',
  );
});

test('a model that hangs past the time-out: the fallback bubble', async ({ page }) => {
  await setFakeModelMode('hang');
  await signUpViaApi(page.context().request, modelAppUrl);
  await page.goto('/dashboard');
  await ask(page, 'How do I stain a deck?');
  await expect(
    page.getByText(
      "Sorry, I'm having trouble connecting to my AI brain right now. Please try again in a moment!",
    ),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Describe your project or ask a question')).toHaveValue(
    'How do I stain a deck?',
  );
});

test('a model server that refuses connections: Connection Error', async ({ page }) => {
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
  await expect(page.getByLabel('Describe your project or ask a question')).toHaveValue(
    'How do I hang a door?',
  );
});

test('the browser losing the network: Connection Error', async ({ page }) => {
  await setFakeModelMode('ok');
  await signUpViaApi(page.context().request, modelAppUrl);
  await page.goto('/dashboard');
  await page.route('**/api/assistant', (route) => route.abort('connectionrefused'));
  await ask(page, 'How do I hang a shelf?');
  await expect(page.getByText('Connection Error')).toBeVisible();
  await expect(page.getByLabel('Describe your project or ask a question')).toHaveValue(
    'How do I hang a shelf?',
  );
});
