import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signUpViaApi } from '../helpers/e2e/accounts';
import { expectReplyFinished } from '../helpers/e2e/screens';

test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px the guide and project details open as a sheet from the chat header', async ({
  page,
  baseURL,
}, testInfo) => {
  await signUpViaApi(page.context().request, baseURL!);
  await page.goto('/dashboard');
  const input = page.getByLabel('Describe your project or ask a question');
  await input.fill('How do I install a GFCI outlet?');
  await input.press('Enter');
  await expectReplyFinished(page);
  await expect(page.getByRole('complementary', { name: 'Project panel' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Guide', exact: true }).tap();
  const sheet = page.getByRole('dialog', { name: 'Guide and project details' });
  await expect(
    sheet.getByRole('heading', { name: 'Step-by-Step Guide', exact: true }),
  ).toBeVisible();
  await sheet.getByRole('checkbox').first().tap();
  await expect(sheet.getByText(/1 of \d+ steps done/)).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'Project Details', exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('guide-sheet-390.png') });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
    [],
  );

  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  // The ticked step is kept for the next time the sheet opens.
  await page.getByRole('button', { name: 'Guide', exact: true }).tap();
  await expect(sheet.getByText(/1 of \d+ steps done/)).toBeVisible();
});
