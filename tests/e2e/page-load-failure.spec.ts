import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from '../helpers/e2e/accounts';
import { expectNoAxeViolations } from '../helpers/e2e/screens';

// A page's chunk, as Vite names it after the page module (src/web/pages/<name>.tsx).
const chunkOf = (page: string) => new RegExp(`/assets/${page}-[\\w-]+\\.js$`);

/** The network drops every request for the page's chunk, as after a deploy or on a bad line. */
async function dropChunk(page: Page, name: string) {
  await page.route(chunkOf(name), (route) => route.abort('internetdisconnected'));
}

test('a page whose code fails to load explains itself inside the site frame, and Reload recovers', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await dropChunk(page, 'explore');

  const reported = page.waitForRequest(
    (request) => request.url().endsWith('/api/client-errors') && request.method() === 'POST',
  );
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  await nav.getByRole('link', { name: 'Explore', exact: true }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: "This page didn't load" }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Reload to get the latest version');
  // The frame stays: the header's navigation still works.
  await expect(nav).toBeVisible();
  expect((await reported).postDataJSON()).toMatchObject({ kind: 'chunk-load', path: '/explore' });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('page-failed-1440.png'), fullPage: true });

  // The network is back: Reload, from the keyboard, brings the page.
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Reload page' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the navigation leaves a failed page behind', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await dropChunk(page, 'library');
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  await nav.getByRole('link', { name: 'Library', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: "This page didn't load" }),
  ).toBeVisible();

  await nav.getByRole('link', { name: 'How to Use', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How to Use Fixwise' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a dashboard section that fails to load keeps the sidebar', async ({ page, baseURL }) => {
  await signUpViaApi(page.context().request, baseURL!);
  await page.goto('/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(sidebar).toBeVisible();
  await dropChunk(page, 'dashboard-tools');

  await sidebar.getByRole('link', { name: 'DIY Tools' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: "This page didn't load" }),
  ).toBeVisible();
  await expect(sidebar).toBeVisible();

  await page.unrouteAll();
  await page.getByRole('button', { name: 'Reload page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "This page didn't load" })).toBeHidden();
  await expect(page).toHaveURL('/dashboard/tools');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a prerendered page whose code is gone after a deploy still offers a way back', async ({
  page,
}) => {
  await dropChunk(page, 'how-to-use');
  await page.goto('/how-to-use');
  await expect(
    page.getByRole('heading', { level: 1, name: "This page didn't load" }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeVisible();

  await page.unrouteAll();
  await page.getByRole('button', { name: 'Reload page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How to Use Fixwise' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
