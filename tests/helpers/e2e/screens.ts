import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { signUpViaApi } from './accounts';

/** A new member's dashboard in a window `width` px wide. */
export async function memberDashboardAt(page: Page, baseURL: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await signUpViaApi(page.context().request, baseURL);
  await page.goto('/dashboard');
}

/** axe's findings on the whole page, named by rule and element, expected to be none. */
export async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
    [],
  );
}
