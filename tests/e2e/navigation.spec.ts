import { expect, test } from '@playwright/test';

const links = [
  { name: 'Home', path: '/', heading: 'Your AI-Powered DIY Assistant' },
  { name: 'Explore', path: '/explore', heading: 'Explore' },
  { name: 'Library', path: '/library', heading: 'Your Library' },
  { name: 'How to Use', path: '/how-to-use', heading: 'How to Use Fixwise' },
  { name: 'Pro Connect', path: '/connect', heading: 'Connect with Professionals' },
];

test('the desktop top navigation reaches every page and highlights the current one', async ({
  page,
}) => {
  await page.goto('/connect');
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  await expect(nav.getByRole('link')).toHaveText(links.map((link) => link.name));

  for (const link of links) {
    await nav.getByRole('link', { name: link.name, exact: true }).click();
    await expect(page).toHaveURL(link.path);
    await expect(page.getByRole('heading', { level: 1, name: link.heading })).toBeVisible();
    await expect(nav.getByRole('link', { name: link.name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  }
  await expect(page.getByRole('navigation', { name: 'Main mobile' })).toBeHidden();
});

test('Get Started leads a signed-out visitor through the dashboard to sign in, and the logo back home', async ({
  page,
}) => {
  await page.goto('/library');
  const getStarted = page.getByRole('link', { name: 'Get Started' });
  await expect(getStarted).toHaveAttribute('href', '/dashboard');
  await getStarted.click();
  // The dashboard sends a visitor who is neither signed in nor a guest on to /auth as soon as
  // the session answer is in; /dashboard itself may show for only a moment, so the test waits
  // for where the visitor ends up, not for the moment in between.
  await expect(page).toHaveURL('/auth');
  await expect(page.getByRole('button', { name: 'Continue as guest' })).toBeVisible();
  await page.getByRole('link', { name: 'Fixwise' }).first().click();
  await expect(page).toHaveURL('/');
});
