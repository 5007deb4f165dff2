import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const routes = [
  '/',
  '/explore',
  '/library',
  '/how-to-use',
  '/connect',
  '/auth',
  '/professional-signup',
  '/dashboard',
  '/dashboard/projects',
  '/dashboard/explore',
  '/dashboard/saved',
  '/dashboard/tools',
  '/dashboard/inspiration',
  '/dashboard/help',
  '/categories/kitchen',
  '/categories/bathroom',
  '/categories/garden',
  '/privacy-policy',
  '/terms-of-use',
];

for (const route of routes) {
  test(`${route} renders without a page error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test('an unknown path shows the not-found page and logs the path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect.poll(() => logged.join('\n')).toContain('/no/such/page');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('an unknown category is not found', async ({ page }) => {
  await page.goto('/categories/attic');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
});

test('/api/nope answers a JSON 404', async ({ request }) => {
  const response = await request.get('/api/nope');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: 'No API route for GET /api/nope' });
});

test('/ carries the security headers and HTML is not cached', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cache-control']).toBe('no-cache');
});

test('hashed assets are cached for a year', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"]').first().getAttribute('src');
  expect(script).toMatch(/^\/assets\//);
  const response = await request.get(script!);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the first view of / loads at most 100 KB of JavaScript, gzip', async ({ page }) => {
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.set(response.url(), response.body());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Your AI-Powered DIY Assistant' })).toBeVisible();
  let total = 0;
  for (const body of scripts.values()) total += gzipSync(await body, { level: 9 }).length;
  const kb = total / 1024;
  console.log(`first-load JavaScript of /: ${kb.toFixed(1)} KB gzip in ${scripts.size} files`);
  expect(kb).toBeLessThanOrEqual(100);
});

test('forms validate without tripping the Content Security Policy', async ({ page }) => {
  // Collects violations from the first script on, before any of the app's code runs.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  await page.goto('/auth');
  await page.getByLabel('Email').fill('not an address');
  await page.getByLabel('Password', { exact: true }).fill('x');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  const violations = await page.evaluate(
    () => (window as unknown as { cspViolations: string[] }).cspViolations,
  );
  expect(violations).toEqual([]);
});
