import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/e2e/screens';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone a page that fails to load explains itself and Reload recovers', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.route(/\/assets\/explore-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));

  const strip = page.getByRole('navigation', { name: 'Main mobile' });
  await strip.getByRole('link', { name: 'Explore', exact: true }).click();
  const reload = page.getByRole('button', { name: 'Reload page' });
  await expect(
    page.getByRole('heading', { level: 1, name: "This page didn't load" }),
  ).toBeVisible();
  await expect(reload).toBeInViewport();
  await expect(strip).toBeVisible();
  // Nothing scrolls sideways, and the button is a comfortable tap target.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  expect((await reload.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('page-failed-390.png'), fullPage: true });

  await page.unrouteAll();
  await reload.tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
});
