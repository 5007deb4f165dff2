import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const guides = (page: Page) =>
  page.getByRole('list', { name: 'Project guides' }).getByRole('article');
const chip = (page: Page, group: string, name: string) =>
  page.getByRole('group', { name: group }).getByRole('button', { name, exact: true });

test('dashboard explore opens on Projects; the chips really filter the six guides', async ({
  page,
}) => {
  await page.goto('/dashboard/explore');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore Projects');
  await expect(page.getByRole('tab', { name: 'Projects' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(guides(page)).toHaveCount(6);
  await expect(chip(page, 'Category', 'All')).toHaveAttribute('aria-pressed', 'true');

  await chip(page, 'Category', 'Plumbing').click();
  await expect(guides(page)).toHaveCount(1);
  await expect(guides(page).first()).toContainText('Fix a running toilet');
  await expect(guides(page).first()).toContainText('4.8');
  await expect(guides(page).first()).toContainText('30 min');
  await expect(
    guides(page)
      .first()
      .getByRole('link', { name: /Start Project/ }),
  ).toHaveAttribute('href', '/dashboard?prompt=How%20do%20I%20fix%20a%20running%20toilet%3F');

  await chip(page, 'Difficulty', 'Advanced').click();
  await expect(guides(page)).toHaveCount(0);
  await expect(page.getByText('No guides match these chips yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Show all guides' }).click();
  await expect(guides(page)).toHaveCount(6);

  await chip(page, 'Difficulty', 'Beginner').click();
  await expect(guides(page)).toHaveCount(2);
  await chip(page, 'Category', 'Carpentry').click();
  await expect(guides(page)).toHaveCount(0);
  await chip(page, 'Difficulty', 'All').click();
  await expect(guides(page).first()).toContainText('Build floating shelves');
});

test('the tab lives in the URL; Inspiration shows the filter panel over the feed', async ({
  page,
}) => {
  await page.goto('/dashboard/explore');
  await page.getByRole('tab', { name: 'Inspiration' }).click();
  await expect(page).toHaveURL('/dashboard/explore?tab=inspiration');
  await expect(page.getByText(/Reddit, YouTube and Unsplash/)).toBeVisible();
  await expect(page.getByPlaceholder('Search for inspiration...')).toHaveValue('home improvement');
  const cards = page.getByRole('list', { name: 'Inspiration' }).getByRole('article');
  await expect(cards.first()).toBeVisible({ timeout: 15_000 });

  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Outdoor' }).click();
  await expect(page).toHaveURL('/dashboard/explore?tab=inspiration&category=outdoor');
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Inspiration' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('1 active')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL('/dashboard/explore?tab=inspiration');
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Projects' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('the chat on the right answers, and the expert banner links to /connect', async ({ page }) => {
  await page.goto('/dashboard/explore');
  const chat = page.getByRole('region', { name: 'Ask the assistant' });
  await chat.getByRole('button', { name: 'Try 3 free questions' }).click();
  const input = chat.getByLabel('Describe your project or ask a question');
  await input.fill('How do I build floating shelves?');
  await input.press('Enter');
  await expect(chat.getByRole('heading', { name: /shelves/i }).first()).toBeVisible();
  await expect(chat.getByText('2 of 3 free questions left', { exact: true })).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Need Expert Help?' })).toBeVisible();
  await page.getByRole('link', { name: 'Connect with a Pro' }).click();
  await expect(page).toHaveURL('/connect');
});

test('/dashboard/explore has no axe violations on either tab and fits 375 px', async ({
  page,
}, info) => {
  // Whole-page axe runs and full-page screenshots are CPU work the visitor never waits for; on a
  // busy machine they alone can take longer than the default test time.
  test.slow();
  await page.goto('/dashboard/explore');
  await expect(guides(page)).toHaveCount(6);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: info.outputPath('dashboard-explore-1280.png') });

  await page.getByRole('tab', { name: 'Inspiration' }).click();
  await expect(
    page.getByRole('list', { name: 'Inspiration' }).getByRole('article').first(),
  ).toBeVisible({ timeout: 15_000 });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.setViewportSize({ width: 375, height: 800 });
  for (const tab of ['Projects', 'Inspiration']) {
    await page.getByRole('tab', { name: tab }).click();
    await page.screenshot({ path: info.outputPath(`dashboard-explore-375-${tab}.png`) });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
  }
});
