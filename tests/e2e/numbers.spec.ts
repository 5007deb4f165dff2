import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

function result(scope: Page | Locator, label: string) {
  return scope
    .locator('dl > div')
    .filter({ has: scope.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

for (const width of [1440, 1000, 390]) {
  test(`at ${width} px the garden planner's figures agree and a negative length is corrected aloud`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/categories/garden');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const length = page.getByLabel('Length (ft)');
    await length.fill('10');
    // The board count in the shopping list is the cut plan's.
    const plan = await result(page, 'Boards to buy').innerText();
    const planned = Number(/^(\d+) ×/.exec(plan)?.[1]);
    await expect(result(page, '8 ft boards \\(2x6\\)')).toHaveText(String(planned));
    await expect(result(page, 'Bags of soil \\(1.5 ft³\\)')).toHaveText('27'); // 40 ft³ / 1.5
    await expect(result(page, 'Estimated cost')).toHaveText(`$${planned * 15 + 27 * 10 + 25}.00`);

    await length.fill('-9');
    await length.blur();
    await expect(length).toHaveValue('0');
    await expect(
      page.getByText('Changed −9 to 0. Length (ft) cannot be less than 0.'),
    ).toBeVisible();
    await expect(result(page, 'Area')).toHaveText('0.00 ft²');
    await length.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`garden-${width}.png`) });
    const axe = await new AxeBuilder({ page }).include('form, section').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
      [],
    );
  });

  test(`at ${width} px a cut-list quantity of 2.5 becomes 3, and the page says so`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/dashboard/tools');
    await page.getByRole('tab', { name: 'Cut List Calculator' }).click();
    const quantity = page.getByLabel('Quantity').last();
    await quantity.fill('2.5');
    await quantity.press('Tab');
    await expect(quantity).toHaveValue('3');
    await expect(
      page.getByText('Changed 2.5 to 3. Quantity must be a whole number.'),
    ).toBeVisible();
    await quantity.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`cut-list-${width}.png`) });
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
      [],
    );
  });
}
