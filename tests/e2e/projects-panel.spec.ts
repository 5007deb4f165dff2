import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signUpViaApi } from '../helpers/e2e/accounts';
import {
  expectTruncatedRow,
  LONG_TITLE,
  openProjectsPanel,
  projectWithLongTitle,
} from '../helpers/e2e/projects';

for (const width of [1440, 1000]) {
  test(`at ${width} px a 200-character title truncates and its actions work by keyboard`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpViaApi(page.context().request, baseURL!);
    await projectWithLongTitle(page);
    await page.goto('/dashboard');
    const panel = await openProjectsPanel(page);
    await expectTruncatedRow(page);
    await page.screenshot({ path: testInfo.outputPath(`projects-${width}.png`) });
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
      [],
    );

    // Keyboard: from the row, Tab reaches Open plan, then Rename (shown on focus), Enter opens
    // the dialog.
    await panel.getByRole('button', { name: new RegExp(`^${LONG_TITLE.slice(0, 20)}`) }).focus();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('button', { name: `Open plan ${LONG_TITLE}` })).toBeFocused();
    await page.keyboard.press('Tab');
    const rename = panel.getByRole('button', { name: `Rename ${LONG_TITLE}` });
    await expect(rename).toBeFocused();
    await expect(rename).toBeVisible();
    await page.keyboard.press('Enter');
    const renameDialog = page.getByRole('dialog', { name: 'Rename project' });
    // As a person would, wait until the dialog has taken focus (its layer is then live)
    // before pressing Escape; at 1000 px the projects drawer around it must stay open.
    await expect(renameDialog.getByRole('textbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(renameDialog).toBeHidden();

    await panel.getByRole('button', { name: new RegExp(`^${LONG_TITLE.slice(0, 20)}`) }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('button', { name: `Delete ${LONG_TITLE}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect(panel.getByText('No projects yet')).toBeVisible();
    // The heading stays in view and nothing (the sidebar rail) lies on top of it.
    const heading = panel.getByRole('heading', { name: 'Your Projects' });
    await expect(heading).toBeInViewport({ ratio: 1 });
    expect(
      await heading.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.left + 4, box.top + box.height / 2));
      }),
    ).toBe(true);
  });
}
