import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signUpViaApi } from '../helpers/e2e/accounts';
import { expectReplyFinished } from '../helpers/e2e/screens';

test('the sidebar starts collapsed, Ctrl+B toggles it, and the cookie keeps it over a reload', async ({
  page,
  baseURL,
}) => {
  await signUpViaApi(page.context().request, baseURL!);
  await page.goto('/dashboard/tools');
  const sidebar = page.locator('aside[data-state]');
  await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
  expect((await sidebar.boundingBox())?.width).toBe(48); // 3rem icon-only

  await page.keyboard.press('Control+b');
  await expect(sidebar).toHaveAttribute('data-state', 'expanded');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256); // 16rem
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar:state');
  expect(cookie?.value).toBe('true');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);

  await page.reload();
  await expect(page.locator('aside[data-state]')).toHaveAttribute('data-state', 'expanded');
  await page.keyboard.press('Control+b');
  await expect(page.locator('aside[data-state]')).toHaveAttribute('data-state', 'collapsed');
});

test('sidebar entries in order; Projects matches exactly, the others by prefix', async ({
  page,
  baseURL,
}) => {
  await signUpViaApi(page.context().request, baseURL!);
  await page.goto('/dashboard/explore?tab=inspiration');
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link')).toHaveText([
    'Projects',
    'Explore',
    'Saved',
    'DIY Tools',
    'Inspiration',
    'My home',
    'Get Help',
  ]);
  await expect(nav.getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Projects' })).not.toHaveAttribute('aria-current');
});

test('clicking the active Projects entry hides and shows the projects panel', async ({
  page,
  baseURL,
}) => {
  await signUpViaApi(page.context().request, baseURL!);
  await page.goto('/dashboard');
  const heading = page.getByRole('heading', { name: 'Your Projects' });
  await expect(heading).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Projects' })
    .click();
  await expect(heading).toBeHidden();
  await expect(page).toHaveURL('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Projects' })
    .click();
  await expect(heading).toBeVisible();
});

test('axe finds no violations on the dashboard', async ({ page, baseURL }) => {
  await signUpViaApi(page.context().request, baseURL!);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your Projects' })).toBeVisible();
  const input = page.getByLabel('Describe your project or ask a question');
  await input.fill('How do I install a GFCI outlet?');
  await input.press('Enter');
  await expectReplyFinished(page);
  await expect(page.getByText('Step-by-Step Guide')).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
  ).toEqual([]);
});
