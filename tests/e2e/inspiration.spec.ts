import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const grid = (page: Page) => page.getByRole('list', { name: 'Inspiration' });
const cards = (page: Page) => grid(page).getByRole('article');
const titles = (page: Page) => cards(page).getByRole('heading').allTextContents();
const badge = (page: Page) => page.getByText(/^\d+ active$/);

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function loaded(page: Page) {
  // The first feed request of a fresh server also warms its catalog and cache.
  await expect(cards(page).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('inspiration-placeholder')).toHaveCount(0);
}

test('the grid loads from the built-in catalog with shipped, lazy images', async ({ page }) => {
  await page.goto('/explore');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore', exact: true })).toBeVisible();
  await loaded(page);
  await expect(cards(page)).toHaveCount(25);
  const image = cards(page).first().getByRole('img');
  await expect(image).toHaveAttribute('src', /^\/inspiration\/.+\.svg$/);
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).not.toHaveAttribute('alt', '');
  await expect(page.getByRole('link', { name: 'Sign up to chat' })).toHaveAttribute(
    'href',
    '/auth',
  );
});

test('searching and each filter change the cards; the badge and chips follow', async ({ page }) => {
  await page.goto('/explore');
  await loaded(page);
  const before = await titles(page);

  await page.getByPlaceholder('Search for inspiration...').fill('paint');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=paint/);
  await expect.poll(() => titles(page)).not.toEqual(before);
  await expect(cards(page)).toHaveCount(12);

  await choose(page, 'Category', 'Kitchen');
  await expect(cards(page)).toHaveCount(3);
  for (const card of await cards(page).all()) await expect(card).toContainText('Kitchen');
  await expect(badge(page)).toHaveText('1 active');

  await choose(page, 'Difficulty', 'Intermediate');
  await expect(cards(page)).toHaveCount(2);
  await expect(badge(page)).toHaveText('2 active');

  await choose(page, 'Source', 'YouTube');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('YouTube');
  await expect(badge(page)).toHaveText('3 active');
  await expect(page).toHaveURL(/category=kitchen.*difficulty=intermediate.*source=youtube/);

  await page.getByRole('button', { name: 'Remove Source filter YouTube' }).click();
  await expect(badge(page)).toHaveText('2 active');
  await expect(cards(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove Category filter Kitchen' }).click();
  await expect(badge(page)).toHaveText('1 active');
  await expect(cards(page)).toHaveCount(5);

  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(badge(page)).toHaveCount(0);
  await expect(page.getByPlaceholder('Search for inspiration...')).toHaveValue('home improvement');
  await expect(page).toHaveURL('/explore');
  await expect(cards(page)).toHaveCount(25);
});

test('sorting reorders the cards: Most Popular by engagement, Newest differently', async ({
  page,
}) => {
  await page.goto('/explore');
  await loaded(page);
  await choose(page, 'Sort by', 'Most Popular');
  await expect(page).toHaveURL(/sort=popular/);
  const scores = (await cards(page).getByTestId('engagement').allTextContents()).map((text) =>
    Number(text.replace(/\D/g, '')),
  );
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  const popular = await titles(page);
  await choose(page, 'Sort by', 'Newest');
  await expect.poll(() => titles(page)).not.toEqual(popular);
  await expect(badge(page)).toHaveCount(0); // sorting is not a filter
});

test('a shared URL restores the view, and back/forward step through changes', async ({ page }) => {
  await page.goto('/explore?q=shelves&category=organization&difficulty=beginner&source=youtube');
  await expect(page.getByPlaceholder('Search for inspiration...')).toHaveValue('shelves');
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText('Organization');
  await expect(page.getByRole('combobox', { name: 'Source' })).toHaveText('YouTube');
  await expect(badge(page)).toHaveText('3 active');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Pantry reset');

  await page.getByRole('button', { name: 'Remove Source filter YouTube' }).click();
  await expect(cards(page)).toHaveCount(3);
  await page.goBack();
  await expect(badge(page)).toHaveText('3 active');
  await expect(cards(page)).toHaveCount(1);
  await page.goForward();
  await expect(badge(page)).toHaveText('2 active');
  await expect(cards(page)).toHaveCount(3);
});

test('a card opens its video (else its link) in a new tab and is reachable by keyboard', async ({
  page,
  context,
}) => {
  await context.route(/^https:\/\/(www\.)?(reddit|youtube|unsplash|pinterest)\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>outside</title>' }),
  );
  await page.goto('/explore?source=youtube');
  await loaded(page);
  const card = cards(page).first();
  const title = card.getByRole('heading').getByRole('link');
  await expect(title).toHaveAttribute('rel', 'noopener noreferrer');
  const video = await card.getByRole('link', { name: /^Watch video/ }).getAttribute('href');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    card.click({ position: { x: 150, y: 100 } }), // on the picture, away from the buttons
  ]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(video);
  await popup.close();

  // Keyboard: tabbing onto another card's title reveals its score and buttons too.
  await page.mouse.move(0, 0);
  const other = cards(page).nth(1);
  const overlay = other.getByRole('link', { name: /^(Open link|Search \w+ for):/ }).locator('..');
  await expect(overlay).toHaveCSS('opacity', '0');
  await other.getByRole('heading').getByRole('link').focus();
  // The buttons sit on the picture, above the title, so they come just before it.
  await page.keyboard.press('Shift+Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^(Open link|Search \w+ for):/);
  await expect(overlay).toHaveCSS('opacity', '1');
  await expect(other.getByTestId('engagement')).toHaveCSS('opacity', '1');
  await expect(card.getByRole('link', { name: 'Make this' })).toHaveAttribute(
    'href',
    /^\/dashboard\?prompt=How%20do%20I%20make%3A%20/,
  );
});

test('a failed load shows the documented toast, an empty grid and Retry', async ({ page }) => {
  let fail = true;
  await page.route('**/api/inspiration?*', (route) =>
    fail ? route.fulfill({ status: 500, json: { error: 'down' } }) : route.fallback(),
  );
  await page.goto('/explore');
  await expect(page.getByText('Content Loading Error')).toBeVisible();
  await expect(
    page.getByText('Unable to load inspiration content. Please try again.'),
  ).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(cards(page)).toHaveCount(25);
});

test('/explore has no axe violations and no sideways scroll at 375 px', async ({ page }, info) => {
  // Whole-page axe runs and full-page screenshots are CPU work the visitor never waits for; on a
  // busy machine they alone can take longer than the default test time.
  test.slow();
  await page.goto('/explore');
  await loaded(page);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.screenshot({ path: info.outputPath('explore-1280.png'), fullPage: true });

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await loaded(page);
  await page.screenshot({ path: info.outputPath('explore-375.png'), fullPage: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
