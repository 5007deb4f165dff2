import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from '../helpers/e2e/accounts';
import { expectReplyFinished } from '../helpers/e2e/screens';

const conversationOf = (page: Page) => page.getByRole('list', { name: 'Conversation' });

async function ask(page: Page, question: string) {
  const input = page.getByLabel('Describe your project or ask a question');
  await input.fill(question);
  await input.press('Enter');
  await expectReplyFinished(page);
}

test('an edited question keeps the first answer as a version to switch back to, after a reload too; another tab sees the edit', async ({
  page,
  context,
  baseURL,
}) => {
  await signUpViaApi(context.request, baseURL!);
  await page.goto('/dashboard');
  await ask(page, 'How do I fix a running toilet?');
  const conversation = conversationOf(page);
  await expect(conversation).toContainText('flapper');

  // A second tab on the same project.
  const other = await context.newPage();
  await other.goto(page.url());
  await expect(conversationOf(other)).toContainText('flapper');

  // Edit with the keyboard: Escape cancels and gives focus back, Save asks the new text.
  const edit = conversation.getByRole('button', { name: 'Edit question' });
  await edit.click();
  const editor = page.getByLabel('Edit your question');
  await expect(editor).toBeFocused();
  await editor.press('Escape');
  await expect(editor).toBeHidden();
  await expect(edit).toBeFocused();
  await edit.press('Enter');
  await page.getByLabel('Edit your question').fill('How do I caulk a bathtub?');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectReplyFinished(page);
  await expect(conversation).toContainText('caulk');
  await expect(conversation).not.toContainText('running toilet');
  await expect(conversation.getByRole('group', { name: 'Version 2 of 2' })).toBeVisible();

  // The other tab follows without a reload.
  await expect(conversationOf(other).getByText('How do I caulk a bathtub?')).toBeVisible();
  await expect(conversationOf(other).getByRole('group', { name: 'Version 2 of 2' })).toBeVisible();

  // The chat with its switcher passes axe.
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // Back to the first question and its answer, and it stays chosen after a reload.
  await conversation.getByRole('button', { name: 'Previous version' }).click();
  await expect(conversation.getByText('How do I fix a running toilet?')).toBeVisible();
  await expect(conversation).toContainText('flapper');
  await expect(conversation.getByRole('group', { name: 'Version 1 of 2' })).toBeVisible();
  await expect(conversationOf(other).getByText('How do I fix a running toilet?')).toBeVisible();
  await page.reload();
  await expect(conversation.getByText('How do I fix a running toilet?')).toBeVisible();
  await expect(conversation.getByRole('group', { name: 'Version 1 of 2' })).toBeVisible();
  await conversation.getByRole('button', { name: 'Next version' }).click();
  await expect(conversation.getByText('How do I caulk a bathtub?')).toBeVisible();
  await expect(conversation).not.toContainText('flapper');

  // Regenerate keeps the answer it replaces the same way.
  await conversation.getByRole('button', { name: 'Regenerate' }).click();
  await expectReplyFinished(page);
  await expect(conversation.getByRole('group', { name: 'Version 2 of 2' })).toHaveCount(2);
  await conversation.getByRole('button', { name: 'Previous version' }).last().click();
  await expect(conversation.getByRole('group', { name: 'Version 1 of 2' })).toBeVisible();
});

test('at 390 px the edit form and the switcher fit', async ({ page, context, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(context.request, baseURL!);
  await page.goto('/dashboard');
  await ask(page, 'How do I fix a running toilet?');
  const conversation = conversationOf(page);
  await conversation.getByRole('button', { name: 'Edit question' }).click();
  await page.getByLabel('Edit your question').fill('How do I caulk a bathtub?');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectReplyFinished(page);
  const versions = conversation.getByRole('group', { name: 'Version 2 of 2' });
  // The reply below it is long: the chat keeps its end in view.
  await versions.scrollIntoViewIfNeeded();
  await expect(versions).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('edit-and-branch-390.png') });
  await conversation.getByRole('button', { name: 'Edit question' }).click();
  await page.getByRole('button', { name: 'Save' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Save' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: test.info().outputPath('editing-390.png') });
});
