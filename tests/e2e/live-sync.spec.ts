import { expect, test } from '@playwright/test';
import { signUpViaApi } from '../helpers/e2e/accounts';
import { expectReplyFinished } from '../helpers/e2e/screens';

test('a second tab sees a new conversation and its messages without reloading', async ({
  page,
  context,
  baseURL,
}) => {
  await signUpViaApi(context.request, baseURL!);
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other.getByText('No projects yet')).toBeVisible();

  await page.goto('/dashboard');
  const input = page.getByLabel('Describe your project or ask a question');
  await input.fill('How do I replace a bathroom exhaust fan?');
  await input.press('Enter');
  await expectReplyFinished(page);

  const projects = other.getByRole('list', { name: 'Projects' });
  await expect(
    projects.getByRole('button', { name: /^How do I replace a bathroom exhaust fan/ }),
  ).toBeVisible();
  await projects.getByRole('button', { name: /^How do I replace a bathroom exhaust fan/ }).click();
  await expect(other.getByRole('list', { name: 'Conversation' })).toContainText('exhaust fan');

  // A follow-up asked in the first tab appears in the second one.
  await input.fill('What tools do I need?');
  await input.press('Enter');
  await expect(
    other.getByRole('list', { name: 'Conversation' }).getByText('What tools do I need?'),
  ).toBeVisible();
});
