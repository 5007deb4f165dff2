import { expect, type Page } from '@playwright/test';

/** A project title far longer than the panel is wide, with no place to break. */
export const LONG_TITLE = `Rebuild-the-back-porch-${'and-the-stairs-'.repeat(12)}`.slice(0, 200);

/**
 * Creates a project through the API and makes the list report it under a 200-character title
 * (longer than a rename allows, as imported or older data may be), so the panel has to cope.
 */
export async function projectWithLongTitle(page: Page) {
  const created = await page.request.post('/api/conversations', {
    data: { first_message: 'The porch steps are rotten; where do I start?' },
  });
  expect(created.ok()).toBe(true);
  await page.route('**/api/conversations', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const rows = (await response.json()) as Array<{ title: string }>;
    await route.fulfill({ response, json: rows.map((row) => ({ ...row, title: LONG_TITLE })) });
  });
}

/** The projects panel: beside the chat on wide screens, else in the sheet the header opens. */
export async function openProjectsPanel(page: Page) {
  await expect(page.getByRole('heading', { name: 'Start a New Project' })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Projects', exact: true });
  if (await toggle.isVisible()) await toggle.click();
  const panel = page.getByRole('region', { name: 'Your Projects' });
  await expect(panel).toBeVisible();
  return panel;
}

/** The row neither widens the panel nor lets its title spill: it ends in an ellipsis. */
export async function expectTruncatedRow(page: Page) {
  const panel = page.getByRole('region', { name: 'Your Projects' });
  const row = panel.getByRole('list', { name: 'Projects' }).getByRole('listitem').first();
  await expect(row).toContainText(LONG_TITLE.slice(0, 20));
  const fit = await panel.evaluate((section) => {
    const title = section.querySelector('li button span') as HTMLElement;
    return {
      panelOverflow: section.scrollWidth - section.clientWidth,
      rowRight: section.querySelector('li')!.getBoundingClientRect().right,
      panelRight: section.getBoundingClientRect().right,
      titleClipped: title.scrollWidth > title.clientWidth,
      ellipsis: getComputedStyle(title).textOverflow,
    };
  });
  expect(fit.panelOverflow).toBe(0);
  expect(fit.rowRight).toBeLessThanOrEqual(fit.panelRight);
  expect(fit.titleClipped).toBe(true);
  expect(fit.ellipsis).toBe('ellipsis');
}
