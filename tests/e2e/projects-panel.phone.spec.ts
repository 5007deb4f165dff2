import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signUpViaApi } from '../helpers/e2e/accounts';
import {
  expectTruncatedRow,
  LONG_TITLE,
  openProjectsPanel,
  projectWithLongTitle,
} from '../helpers/e2e/projects';

test.use({ viewport: { width: 390, height: 844 } });

test('at 390 px a 200-character title truncates; the row menu renames and deletes by touch', async ({
  page,
  baseURL,
}, testInfo) => {
  await signUpViaApi(page.context().request, baseURL!);
  await projectWithLongTitle(page);
  await page.goto('/dashboard');
  expect(await page.evaluate(() => matchMedia('(hover: none)').matches)).toBe(true);
  const panel = await openProjectsPanel(page);
  await expectTruncatedRow(page);

  const menu = panel.getByRole('button', { name: `Actions for ${LONG_TITLE}` });
  await expect(menu).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: testInfo.outputPath('projects-390.png') });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
    [],
  );

  await menu.tap();
  const actions = page.getByRole('dialog', { name: LONG_TITLE });
  await page.screenshot({ path: testInfo.outputPath('projects-390-actions.png') });
  await actions.getByRole('button', { name: 'Rename' }).tap();
  await expect(page.getByRole('dialog', { name: /rename/i })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).tap();

  await menu.tap();
  await actions.getByRole('button', { name: 'Delete' }).tap();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).tap();
  await expect(panel.getByText('No projects yet')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Your Projects' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: testInfo.outputPath('projects-390-deleted.png') });
});
