import { expect, test } from '@playwright/test';
import { signUpViaApi } from '../helpers/e2e/accounts';
import { expectReplyFinished } from '../helpers/e2e/screens';

const question = 'How do I fix a dripping faucet in my kitchen sink? It drips all night.';

test('a signed-in user asks, the reply streams, and the project is saved and reloaded', async ({
  page,
  baseURL,
}) => {
  await signUpViaApi(page.context().request, baseURL!);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Start a New Project' })).toBeVisible();
  await expect(page.getByText('What DIY project can I help you with today?')).toBeVisible();
  await expect(page.getByText('No projects yet')).toBeVisible();

  const input = page.getByLabel('Describe your project or ask a question');
  await input.fill(question);
  await input.press('Enter');

  // The reply streams in: the Stop button shows while it arrives, then the full answer.
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByRole('listitem').filter({ hasText: question })).toBeVisible();
  await expect(conversation.getByText('Replacement faucet cartridge').first()).toBeVisible();
  await expectReplyFinished(page);
  await expect(conversation.locator('ol li')).not.toHaveCount(0);

  const title = `${question.slice(0, 50).trimEnd()}...`;
  const projects = page.getByRole('list', { name: 'Projects' });
  await expect(projects.getByRole('button').first()).toContainText(title);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const panel = page.getByRole('complementary', { name: 'Project panel' });
  await expect(panel.getByText('Step-by-Step Guide')).toBeVisible();
  await expect(panel.getByRole('checkbox')).not.toHaveCount(0);
  await panel.getByRole('checkbox').first().check();
  await expect(panel.getByText(/1 of \d+ steps done/)).toBeVisible();
  await expect(panel.getByText('Project Details')).toBeVisible();
  await expect(panel.getByText('Example')).toHaveCount(0);
  await expect(panel.getByText(/faucet/i).first()).toBeVisible();

  const replyText = await conversation.getByRole('listitem').last().innerText();
  await page.reload();
  await page.getByRole('list', { name: 'Projects' }).getByRole('button').first().click();
  await expect(conversation.getByText(question)).toBeVisible();
  // The Markdown renderer loads with the first reply that needs it; until then the raw text shows.
  await expect(conversation.locator('ol li')).not.toHaveCount(0);
  expect(await conversation.getByRole('listitem').last().innerText()).toBe(replyText);
  // Ticked steps are remembered per conversation.
  await expect(panel.getByText(/1 of \d+ steps done/)).toBeVisible();
});

test('projects can be renamed and deleted, with their toasts', async ({ page, baseURL }) => {
  await signUpViaApi(page.context().request, baseURL!);
  await page.goto('/dashboard');
  const input = page.getByLabel('Describe your project or ask a question');
  await input.fill('How do I patch a hole in drywall?');
  await input.press('Enter');
  const projects = page.getByRole('list', { name: 'Projects' });
  await expect(projects.getByRole('button', { name: /^How do I patch a hole/ })).toBeVisible();

  await projects.getByRole('listitem').first().hover();
  await page.getByRole('button', { name: /^Rename / }).click();
  await page.getByLabel('Project name').fill('Hallway drywall');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Project renamed')).toBeVisible();
  await expect(projects.getByRole('button', { name: /^Hallway drywall/ })).toBeVisible();

  await projects.getByRole('listitem').first().hover();
  await page.getByRole('button', { name: 'Delete Hallway drywall' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Delete this project?');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Conversation deleted successfully')).toBeVisible();
  await expect(page.getByText('No projects yet')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Start a New Project' })).toBeVisible();
});

test('Shift+Enter adds a line and an empty message cannot be sent', async ({ page, baseURL }) => {
  await signUpViaApi(page.context().request, baseURL!);
  await page.goto('/dashboard');
  const input = page.getByLabel('Describe your project or ask a question');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
  await input.fill('   ');
  await input.press('Enter');
  await expect(page.getByRole('list', { name: 'Projects' })).toHaveCount(0);
  await input.fill('First line');
  await input.press('Shift+Enter');
  await input.pressSequentially('second line');
  await expect(input).toHaveValue('First line\nsecond line');
});

test('assistant markdown renders links that open safely and no raw HTML', async ({
  page,
  baseURL,
}) => {
  await signUpViaApi(page.context().request, baseURL!);
  await page.goto('/dashboard');
  const input = page.getByLabel('Describe your project or ask a question');
  await input.fill('How do I replace a showerhead?');
  await input.press('Enter');
  const link = page.getByRole('link', { name: 'Home Depot' }).first();
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);

  const payload = '<img src=x onerror="document.title=1"> **bold?**';
  await input.fill(payload);
  await input.press('Enter');
  await expect(page.getByText(payload)).toBeVisible();
  await expectReplyFinished(page);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.title()).not.toBe('1');
});
