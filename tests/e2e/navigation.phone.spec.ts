import { expect, test } from '@playwright/test';

const links = [
  { name: 'Home', path: '/' },
  { name: 'Explore', path: '/explore' },
  { name: 'Library', path: '/library' },
  { name: 'How to Use', path: '/how-to-use' },
  { name: 'Pro Connect', path: '/connect' },
];

test('on a phone the bottom strip carries the same five links', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
  const strip = page.getByRole('navigation', { name: 'Main mobile' });
  await expect(strip).toBeVisible();
  await expect(strip.getByRole('link')).toHaveText(links.map((link) => link.name));

  for (const link of [...links].reverse()) {
    await strip.getByRole('link', { name: link.name, exact: true }).click();
    await expect(page).toHaveURL(link.path);
    await expect(strip.getByRole('link', { name: link.name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
  // The strip stays pinned to the bottom of the viewport and nothing scrolls sideways.
  const box = await strip.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && Math.round(box.y + box.height)).toBe(viewport?.height);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
