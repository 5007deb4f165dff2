import { expect, test } from '@playwright/test';
import { paintQuestion } from '../../src/server/test/model-scripts';
import { signUpViaApi } from './support/accounts';
import { modelAppUrl } from './support/ports';

// The app on the scripted model server: the model reads an entry, uses our paint calculator
// and records the project through tool calls streamed over HTTP.
test.use({ baseURL: modelAppUrl });

test('a model reply shows its sources, our calculator’s numbers and the recorded project', async ({
  page,
}) => {
  await signUpViaApi(page.context().request, modelAppUrl);
  await page.goto('/dashboard');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const input = page.getByLabel('Describe your project or ask a question');
  await input.fill(paintQuestion);
  await input.press('Enter');

  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByRole('heading', { name: 'Paint a bedroom' })).toBeVisible();
  await expect(conversation.getByText('Worked out with Fixwise calculators')).toBeVisible();
  await expect(conversation.getByText('3 × gallon')).toBeVisible();

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
