import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../helpers/e2e/screens';

for (const width of [1440, 1000, 390]) {
  test(`at ${width} px the Library's inspiration pictures are icons, not emoji`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/library');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('tab', { name: 'Inspiration' }).click();
    const grid = page.getByRole('list', { name: 'Example saved inspiration' });
    await expect(grid.getByRole('listitem')).toHaveCount(4);
    await expect(grid.locator('li svg.size-12')).toHaveCount(4);
    expect(await grid.innerText()).not.toMatch(/\p{Extended_Pictographic}/u);
    await page.screenshot({ path: testInfo.outputPath(`library-ideas-${width}.png`) });
    await expectNoAxeViolations(page);
  });

  test(`at ${width} px built-in ideas carry no source badge; real source content does`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/explore');
    const cards = page.getByRole('list', { name: 'Inspiration' }).getByRole('article');
    await expect(cards.first()).toBeVisible({ timeout: 15_000 });
    // The catalog's illustrations are ours: no "Unsplash"/"Reddit" badge over them.
    const first = cards.first();
    await expect(first.getByText('Fixwise idea')).toBeVisible();
    await expect(
      first.getByText(/^Links to a (Reddit|YouTube|Unsplash|Pinterest) search$/),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`explore-${width}.png`) });
    await expectNoAxeViolations(page);

    // An item a live source returned (its own picture) wears that source's badge.
    await page.route('**/api/inspiration?*', (route) =>
      route.fulfill({
        json: {
          items: [
            {
              id: 'unsplash-live-1',
              title: 'Cedar raised bed at dusk',
              description: 'A photo from Unsplash.',
              image_url: `${baseURL}/inspiration/raised-garden-bed.svg`,
              external_link: 'https://unsplash.com/photos/cedar-bed',
              source: 'unsplash',
              category: 'Outdoor',
              tags: [],
              author: 'A. Photographer',
              created_at: '2025-03-01',
            },
          ],
          failedSources: [],
        },
      }),
    );
    await page.goto('/explore?q=cedar');
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByText('Unsplash', { exact: true })).toBeVisible();
    await expect(cards.first().getByText('Fixwise idea')).toHaveCount(0);
  });
}

test('no picture shows twice on /explore: every guide and feed card has its own drawing', async ({
  page,
}) => {
  await page.goto('/explore');
  const feed = page.getByRole('list', { name: 'Inspiration' }).getByRole('article');
  await expect(feed).toHaveCount(25, { timeout: 15_000 });
  const pictures = page.getByRole('article').locator('img');
  await expect(pictures).toHaveCount(31); // six guides above the feed
  const sources = await pictures.evaluateAll((images) =>
    images.map((image) => image.getAttribute('src')),
  );
  expect(new Set(sources).size).toBe(sources.length);
  // Every one of them loads (a missing file would leave an empty frame).
  for (const image of await pictures.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  }
});
