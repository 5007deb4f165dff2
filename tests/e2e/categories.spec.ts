import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

/** Category pages are prerendered: wait until React has taken over before clicking. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

const categories = [
  { slug: 'kitchen', title: 'Kitchen Projects', name: 'kitchen' },
  { slug: 'bathroom', title: 'Bathroom Projects', name: 'bathroom' },
  { slug: 'garden', title: 'Garden Projects', name: 'garden' },
] as const;

function result(scope: Page | Locator, label: string) {
  return scope
    .locator('dl > div')
    .filter({ has: scope.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

for (const { slug, title, name } of categories) {
  test(`/categories/${slug} shows every documented section and its links`, async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await open(page, `/categories/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Topics' }).getByRole('listitem')).toHaveCount(5);

    const hero = page.getByRole('main').locator('section').first();
    await expect(hero.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(hero.getByRole('link', { name: 'Talk to a Pro' })).toHaveAttribute(
      'href',
      '/connect',
    );
    const materials = await hero
      .getByRole('link', { name: 'Get Materials List' })
      .getAttribute('href');
    const prompt = new URL(materials!, 'http://x').searchParams.get('prompt');
    expect(new URL(materials!, 'http://x').pathname).toBe('/dashboard');
    expect(prompt).toMatch(new RegExp(`^Give me a materials list for a ${name} project: .+`));

    for (const heading of [
      /^Step-by-step guide/,
      'Inspiration',
      `Ask Fixwise about your ${name} project`,
      'Frequently asked questions',
      'Free Resources',
      'Recommended Products',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    expect(
      await page
        .getByRole('region', { name: /^Step-by-step guide/ })
        .locator('ol > li')
        .count(),
    ).toBeGreaterThanOrEqual(5);
    await expect(page.getByRole('region', { name: 'Inspiration' }).getByRole('img')).toHaveCount(4);
    await expect(page.getByText('Premium').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book Consultation - $29' })).toHaveAttribute(
      'href',
      '/connect',
    );
    await expect(page.getByRole('link', { name: /Get Started Free/ })).toHaveAttribute(
      'href',
      '/auth',
    );

    const product = page
      .getByRole('region', { name: 'Recommended Products' })
      .getByRole('listitem')
      .first();
    await expect(product).toContainText(/\$\d+\.\d\d/);
    await expect(product).toContainText(/Rated \d\.\d out of 5/);
    const view = product.getByRole('link', { name: /View Product/ });
    await expect(view).toHaveAttribute('target', '_blank');
    await expect(view).toHaveAttribute('rel', /noopener/);

    await page.getByRole('link', { name: 'Shop Tools' }).click();
    await expect(page.getByRole('heading', { name: 'Recommended Products' })).toBeInViewport();

    // Every image and script comes from this site.
    await page.waitForLoadState('networkidle');
    const origin = new URL(page.url()).origin;
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual(
      [],
    );
  });
}

test('the FAQ opens and kitchen lists static cost ranges', async ({ page }) => {
  await open(page, '/categories/kitchen');
  const question = page.getByRole('button', { name: 'How much does a kitchen remodel cost?' });
  const answer = page.getByText(/a cosmetic refresh .* runs \$3,000 to \$15,000/);
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
});

test('Download saves a printable checklist made in the browser', async ({ page }) => {
  await open(page, '/categories/bathroom');
  const resources = page.getByRole('region', { name: 'Free Resources' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    resources.getByRole('button', { name: /Download Bathroom floor tiling checklist/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('fixwise-bathroom-floor-tile-checklist.html');
  const html = readFileSync((await download.path())!, 'utf8');
  expect(html).toContain('<h1>Bathroom floor tiling checklist</h1>');
  expect(html).toContain('Reinstall the toilet on a new wax ring');
  expect(html).not.toContain('<script');
});

test('the embedded chat answers the question right on the page', async ({ page }) => {
  await open(page, '/categories/garden');
  const panel = page.getByRole('region', { name: 'Ask Fixwise about your garden project' });
  await expect(panel.getByRole('button', { name: 'Ask Fixwise' })).toBeDisabled();
  await panel.getByLabel('Your question').fill('How do I build a raised garden bed?');
  await panel.getByRole('button', { name: 'Ask Fixwise' }).click();
  const chat = page.getByRole('region', { name: 'Fixwise assistant' });
  await chat.getByRole('button', { name: 'Try 3 free questions' }).click();
  await expect(chat.getByText('How do I build a raised garden bed?')).toBeVisible();
  await expect(chat.getByRole('heading', { name: /raised/i }).first()).toBeVisible();
  await expect(chat.getByText('2 of 3 free questions left', { exact: true })).toBeVisible();
});

test('garden planner: an 8 x 4 ft bed, 12 in high', async ({ page }) => {
  await open(page, '/categories/garden');
  await page.getByLabel('Length (ft)').fill('8');
  await page.getByLabel('Width (ft)').fill('4');
  await page.getByLabel('Height (in)').fill('12');
  await expect(result(page, 'Area')).toHaveText('32.00 ft²');
  await expect(result(page, 'Soil to fill')).toHaveText('32.00 ft³ (1.19 yd³)');
  await expect(result(page, 'Bags of soil \\(1.5 ft³\\)')).toHaveText('22');
  await expect(result(page, '8 ft boards \\(2x6\\)')).toHaveText('6');
  await expect(result(page, 'Corner brackets')).toHaveText('8');
  // 6 boards x $15 + 22 bags x $10 + $25 brackets.
  await expect(result(page, 'Estimated cost')).toHaveText('$335.00');
  await expect(result(page, 'Boards to buy')).toHaveText('6 × 8 ft board');

  await page.getByLabel('Length (ft)').fill('10');
  await expect(result(page, 'Area')).toHaveText('40.00 ft²');
  await expect(page.getByText(/Long side \(1 of 2 pieces\) 60 in/).first()).toBeVisible();
});

test('kitchen and bathroom carry their calculators', async ({ page }) => {
  await open(page, '/categories/kitchen');
  await expect(
    page.getByRole('heading', { name: 'Kitchen project cost calculator' }),
  ).toBeVisible();
  await page.getByLabel('Overhead ($)').fill('0');
  await expect(result(page, 'Materials total')).toHaveText('$246.94');
  await open(page, '/categories/bathroom');
  await expect(result(page, 'Total')).toHaveText('47.50 ft²');
});

test('a category page passes axe', async ({ page }) => {
  for (const slug of ['kitchen', 'garden']) {
    await open(page, `/categories/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.map((v) => `${slug} ${v.id}: ${v.nodes.map((n) => n.target).join(' | ')}`),
    ).toEqual([]);
  }
});

test('category pages fit a 375 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const { slug } of categories) {
    await open(page, `/categories/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, slug).toBeLessThanOrEqual(0);
  }
});
