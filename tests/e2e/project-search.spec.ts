import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from '../helpers/e2e/accounts';
import { expectReplyFinished, expectNoAxeViolations } from '../helpers/e2e/screens';

async function ask(page: Page, question: string) {
  const input = page.getByLabel('Describe your project or ask a question');
  await input.fill(question);
  await input.press('Enter');
  await expect(
    page
      .getByRole('list', { name: 'Projects' })
      // The row itself: its Rename and Delete buttons carry the title too.
      .getByRole('button', { name: new RegExp(`^${question.slice(0, 20)}`) })
      .first(),
  ).toBeVisible();
  await expectReplyFinished(page);
}

test('finds a project by a word that only its reply contains, with "/" to search', async ({
  page,
  baseURL,
}, info) => {
  await signUpViaApi(page.context().request, baseURL!);
  await page.goto('/dashboard');
  await ask(page, 'How do I fix a dripping faucet?');
  await page.getByRole('button', { name: 'New Chat' }).click();
  await ask(page, 'Paint colours for a north facing bedroom');

  // "/" outside a text field jumps to the search box.
  await page.getByRole('heading', { name: 'Your Projects' }).click();
  await page.keyboard.press('/');
  const search = page.getByRole('searchbox', { name: 'Search projects' });
  await expect(search).toBeFocused();

  // "cartridge" is in the faucet reply only, never in a title or a question.
  await search.fill('cartridges');
  const found = page.getByRole('list', { name: 'Found in conversations' });
  await expect(found.getByRole('button')).toHaveCount(1);
  await expect(found).toContainText('How do I fix a dripping faucet?');
  await expect(found.locator('mark').first()).toHaveText(/cartridge/i);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath('project-search.png') });

  await found.getByRole('button').click();
  await expect(page.getByRole('heading', { level: 1, name: /dripping faucet/ })).toBeVisible();

  await search.fill('zzyzx');
  await expect(page.getByText('No projects match “zzyzx”.')).toBeVisible();
});
