import { expect, test } from '@playwright/test';
import { signUpViaApi } from '../helpers/e2e/accounts';

test.use({ viewport: { width: 375, height: 800 } });

test('at 375 px the sidebar is a drawer and nothing scrolls sideways', async ({
  page,
  baseURL,
}) => {
  await signUpViaApi(page.context().request, baseURL!);
  await page.goto('/dashboard');
  await expect(page.locator('aside[data-state]')).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  expect((await drawer.boundingBox())?.width).toBe(288); // 18rem
  await drawer.getByRole('link', { name: 'DIY Tools' }).click();
  await expect(page).toHaveURL('/dashboard/tools');
  await expect(drawer).toBeHidden();

  for (const path of ['/dashboard', '/dashboard/tools', '/dashboard/explore']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBe(0);
  }

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Projects' }).click();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'New Chat' })).toBeVisible();
});
