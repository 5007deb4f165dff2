import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from '../helpers/e2e/accounts';
import { expectReplyFinished, expectNoAxeViolations } from '../helpers/e2e/screens';

const sanding =
  "I'm going to sand down the window trim before I repaint it, what grit should I use?";

async function ask(page: Page, question: string) {
  await page.goto('/dashboard');
  const input = page.getByLabel('Describe your project or ask a question');
  await input.fill(question);
  await input.press('Enter');
  await expectReplyFinished(page);
  return page.getByRole('list', { name: 'Conversation' });
}

for (const width of [1440, 390]) {
  test(`the home profile changes the answers (${width} px)`, async ({ page, baseURL }, info) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpViaApi(page.context().request, baseURL!);

    // Without a profile the assistant does not know the house is old.
    const before = await ask(page, sanding);
    await expect(before).toContainText('Fixwise said:');
    await expect(before).not.toContainText('Lead paint:');

    await page.goto('/dashboard/home');
    await expect(page.getByRole('heading', { name: 'My home', level: 1 })).toBeVisible();
    const year = page.getByLabel('Year built');
    await year.fill('12');
    await expect(page.getByText(/Enter a year between 1600 and/)).toBeVisible();
    await year.fill('1952');
    await expect(page.getByText(/Enter a year between/)).toBeHidden();
    const tool = page.getByLabel('Tool you own');
    await tool.fill('Level');
    await tool.press('Enter');
    await expect(page.getByRole('list', { name: 'Tools you own' })).toContainText('Level');
    await page.getByRole('button', { name: 'Add an appliance' }).click();
    await page.getByLabel('Appliance', { exact: true }).fill('Furnace');
    await page.getByLabel('Filter size').fill('16x25x1');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: info.outputPath(`my-home-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Save home profile' }).click();
    await expect(page.getByText('Home profile saved.', { exact: false })).toBeVisible();

    // Kept across a reload.
    await page.reload();
    await expect(page.getByLabel('Year built')).toHaveValue('1952');
    await expect(page.getByLabel('Filter size')).toHaveValue('16x25x1');

    const after = await ask(page, sanding);
    await expect(after.locator(':scope > li:not([aria-hidden])').last()).toContainText(
      'Lead paint:',
    );
    await page.screenshot({ path: info.outputPath(`my-home-answer-${width}.png`), fullPage: true });
  });
}

test('a failed save keeps what was typed and says so', async ({ page, baseURL }) => {
  await signUpViaApi(page.context().request, baseURL!);
  await page.goto('/dashboard/home');
  await page.getByLabel('Year built').fill('1975');
  await page.route('**/api/home', (route) =>
    route.request().method() === 'PUT' ? route.abort('connectionfailed') : route.continue(),
  );
  await page.getByRole('button', { name: 'Save home profile' }).click();
  await expect(page.getByRole('alert')).toContainText('could not be saved');
  await expect(page.getByLabel('Year built')).toHaveValue('1975');
});
