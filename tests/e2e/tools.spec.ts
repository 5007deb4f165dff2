import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

/** The figure beside a label in a calculator's results. */
function result(scope: Page | Locator, label: string) {
  return scope
    .locator('dl > div')
    .filter({ has: scope.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

async function fillCost(page: Page) {
  await page.getByLabel('Name').first().fill('Tile');
  await page.getByLabel('Quantity').first().fill('3');
  await page.getByLabel('Unit Price ($)').first().fill('4.50');
  await page.getByRole('button', { name: 'Add material' }).click();
  await page.getByLabel('Name').nth(1).fill('Grout');
  await page.getByLabel('Quantity').nth(1).fill('2');
  await page.getByLabel('Unit Price ($)').nth(1).fill('12.25');
  await page.getByLabel('Labor Rate ($/hour)').fill('45');
  await page.getByLabel('Estimated Hours').fill('8');
  await page.getByLabel('Overhead ($)').fill('50');
}

test('the cost calculator adds materials, labor and overhead as you type', async ({ page }) => {
  await page.goto('/dashboard/tools');
  await expect(page.getByRole('heading', { level: 1, name: 'DIY Tools' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Project Cost Calculator' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Remove material 1' })).toBeDisabled();
  await expect(page.getByLabel('Unit Price ($)')).toHaveAttribute('step', '0.01');
  await expect(page.getByLabel('Estimated Hours')).toHaveAttribute('step', '0.5');
  await expect(page.getByLabel('Labor Rate ($/hour)')).toHaveAttribute('min', '0');

  await fillCost(page);
  await expect(result(page, 'Materials total')).toHaveText('$38.00');
  await expect(result(page, 'Labor')).toHaveText('$360.00');
  await expect(result(page, 'Overhead')).toHaveText('$50.00');
  await expect(result(page, 'Grand total')).toHaveText('$448.00');
  await expect(page.getByRole('img', { name: /Cost breakdown/ })).toBeVisible();

  // A half-typed or invalid number counts as 0 instead of breaking the total.
  await page.getByLabel('Overhead ($)').fill('');
  await expect(result(page, 'Grand total')).toHaveText('$398.00');
  await page.getByRole('button', { name: 'Remove Grout' }).click();
  await expect(result(page, 'Materials total')).toHaveText('$13.50');
  await expect(page.getByRole('button', { name: 'Remove Tile' })).toBeDisabled();
});

test('square footage: rectangle, metric toggle, L-shape and circle', async ({ page }) => {
  await page.goto('/dashboard/tools');
  await page.getByRole('tab', { name: 'Square Footage Calculator' }).click();
  await page.getByLabel('Length (ft)').fill('12');
  await page.getByLabel('Width (ft)').fill('10');
  await expect(result(page, 'Total')).toHaveText('120.00 ft²');
  await expect(page.getByLabel('Length (ft)')).toHaveAttribute('step', '0.1');

  await page.getByLabel('Metric (m²)').click();
  await expect(result(page, 'Total')).toHaveText('11.15 m²');
  await page.getByLabel('Metric (m²)').click();

  await page.getByRole('button', { name: 'Add room' }).click();
  await page.getByLabel('Shape').nth(1).selectOption('l-shape');
  await page.getByLabel('Length (ft)').nth(1).fill('10');
  await page.getByLabel('Width (ft)').nth(1).fill('8');
  await page.getByLabel('Length 2 (ft)').fill('4');
  await page.getByLabel('Width 2 (ft)').fill('3');
  await expect(result(page, 'Room 2')).toHaveText('92.00 ft²');

  await page.getByRole('button', { name: 'Add room' }).click();
  await page.getByLabel('Shape').nth(2).selectOption('circle');
  await page.getByLabel('Radius (ft)').fill('5');
  await expect(result(page, 'Room 3')).toHaveText('78.54 ft²');
  await expect(result(page, 'Total')).toHaveText('290.54 ft²');
});

test('the cut list draws each sheet and reports efficiency with one decimal', async ({ page }) => {
  await page.goto('/dashboard/tools');
  await page.getByRole('tab', { name: 'Cut List Calculator' }).click();
  await expect(page.getByLabel('Saw kerf (in)')).toHaveValue('0.125');
  await expect(page.getByLabel('Length (in)').first()).toHaveAttribute('step', '0.125');
  await expect(page.getByLabel('Quantity').first()).toHaveAttribute('min', '1');

  const diagram = page.getByRole('img', { name: /^Sheet 1 of 2: 3\/4 in plywood/ });
  await expect(diagram).toBeVisible();
  const box = await diagram.boundingBox();
  expect(Math.round(Math.max(box!.width, box!.height))).toBe(200);
  await expect(result(page, 'Overall efficiency')).toHaveText(/^\d{1,3}\.\d%$/);
  await expect(page.locator('svg[aria-label^="Sheet 1"] text').first()).toBeVisible();

  // A piece larger than any sheet is reported with its reason.
  await page.getByRole('button', { name: 'Add piece' }).click();
  await page.getByLabel('Name').last().fill('Tabletop');
  await page.getByLabel('Length (in)').last().fill('120');
  await page.getByLabel('Width (in)').last().fill('30');
  await expect(page.getByRole('note')).toContainText('1 × Tabletop');
  await expect(page.getByRole('note')).toContainText('larger than every stock sheet');

  await page.getByRole('button', { name: /^Enlarge Sheet 1/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('100%')).toBeVisible();
  const small = (await dialog.getByRole('img').boundingBox())!.width;
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect(dialog.getByText('150%')).toBeVisible();
  expect((await dialog.getByRole('img').boundingBox())!.width).toBeGreaterThan(small);
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Boards (lumber)' }).click();
  await expect(result(page, 'Boards to buy')).toHaveText('4 × 8 ft 2x4');
  await expect(page.getByRole('img', { name: /^Board 1: / })).toBeVisible();
});

test('a shared link brings back the same inputs and tab', async ({ page, context }) => {
  await page.goto('/dashboard/tools');
  await fillCost(page);
  await expect.poll(() => new URL(page.url()).searchParams.get('overhead')).toBe('50');
  const costLink = page.url();

  await page.getByRole('tab', { name: 'Square Footage Calculator' }).click();
  await page.getByLabel('Name').fill('Den');
  await page.getByLabel('Length (ft)').fill('12');
  await page.getByLabel('Width (ft)').fill('10');
  await page.getByLabel('Metric (m²)').click();
  await expect.poll(() => new URL(page.url()).searchParams.get('units')).toBe('metric');
  const areaLink = page.url();

  const other = await context.newPage();
  await other.goto(areaLink);
  await expect(other.getByRole('tab', { name: 'Square Footage Calculator' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(other.getByLabel('Name')).toHaveValue('Den');
  await expect(result(other, 'Total')).toHaveText('11.15 m²');

  await other.goto(costLink);
  await expect(other.getByLabel('Unit Price ($)').nth(1)).toHaveValue('12.25');
  await expect(result(other, 'Grand total')).toHaveText('$448.00');
});

test('the print view shows only the open calculator', async ({ page }) => {
  await page.goto('/dashboard/tools?tab=area');
  await expect(page.getByRole('button', { name: 'Print Square Footage Calculator' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('tablist', { name: 'Calculators' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add room' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Square Footage Calculator' })).toBeVisible();
  await expect(page.getByLabel('Length (ft)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Project Cost Calculator' })).toHaveCount(0);
});

test('the tools page passes axe on every tab', async ({ page }) => {
  for (const tab of ['cost', 'area', 'cut-list']) {
    await page.goto(`/dashboard/tools?tab=${tab}`);
    await expect(page.getByRole('tabpanel').first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.map((v) => `${tab} ${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`),
    ).toEqual([]);
  }
});

test('the calculators fit a 375 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const query of ['', '?tab=area', '?tab=cut-list', '?tab=cut-list&mode=boards']) {
    await page.goto(`/dashboard/tools${query}`);
    await expect(page.getByRole('tabpanel').first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, query).toBeLessThanOrEqual(0);
  }
});
