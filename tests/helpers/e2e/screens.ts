import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { CHAT_TIMEOUT_MS } from '../../../src/shared/constants';
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

/**
 * Waits for the assistant's reply to finish: the Send button comes back once it has streamed in
 * completely. A person waits as long as the chat does before it gives up (CHAT_TIMEOUT_MS), so
 * the test does too; a busy machine makes replies slower, not wrong.
 */
export async function expectReplyFinished(page: Page) {
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible({
    timeout: CHAT_TIMEOUT_MS,
  });
}
