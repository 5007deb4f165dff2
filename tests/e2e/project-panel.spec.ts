import { expect, test, type Page } from '@playwright/test';
import {
  expectReplyFinished,
  expectNoAxeViolations,
  memberDashboardAt,
} from '../helpers/e2e/screens';

async function askForAGuide(page: Page) {
  const input = page.getByLabel('Describe your project or ask a question');
  await input.fill('How do I install a GFCI outlet?');
  await input.press('Enter');
  await expectReplyFinished(page);
}

for (const width of [1440, 1000, 768]) {
  test(`at ${width} px the guide panel sits beside the chat and stays hidden once hidden`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await memberDashboardAt(page, baseURL!, width);
    await askForAGuide(page);
    const panel = page.getByRole('complementary', { name: 'Project panel' });
    await expect(panel.getByText('Step-by-Step Guide')).toBeVisible();
    await expect(panel.getByRole('checkbox').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.screenshot({ path: testInfo.outputPath(`guide-panel-${width}.png`) });
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Hide project panel' }).click();
    await expect(panel).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Show project panel' })).toBeVisible();
    await expect(panel).toHaveCount(0);
    await page.getByRole('button', { name: 'Show project panel' }).click();
    await expect(panel).toBeVisible();
    await page.reload();
    await expect(panel).toBeVisible();
  });
}
