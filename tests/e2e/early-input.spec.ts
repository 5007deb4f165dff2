import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUpViaApi } from '../helpers/e2e/accounts';

/** Holds the page's scripts back until `release` is called: the prerendered markup alone. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

function result(page: Page, label: string) {
  return page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
}

for (const width of [1440, 1000, 390]) {
  test(`at ${width} px nothing typed before hydration is lost on a category page`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const release = await holdScripts(page);
    // Module scripts hold DOMContentLoaded back, so the test goes on as soon as markup arrives.
    await page.goto('/categories/garden', { waitUntil: 'commit' });
    // The calculator's fields wait for the page's code rather than take input it would miss.
    const length = page.getByLabel('Length (ft)');
    await expect(length).toBeDisabled();
    // The question box keeps what is typed and hands it over on hydration.
    await page.getByLabel('Your question').fill('How deep should a raised bed be?');
    await page.screenshot({ path: testInfo.outputPath(`before-hydration-${width}.png`) });

    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(length).toBeEnabled();
    await expect(page.getByLabel('Your question')).toHaveValue('How deep should a raised bed be?');
    await expect(page.getByRole('button', { name: 'Ask Fixwise' })).toBeEnabled();
    await length.fill('10');
    await expect(result(page, 'Area')).toHaveText('40.00 ft²');
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
      [],
    );
  });
}

test('the embedded chat offers guest or sign-in first and keeps the question through sign-in', async ({
  page,
  playwright,
  baseURL,
}) => {
  // An account made elsewhere, so this page signs in through the form.
  const elsewhere = await playwright.request.newContext({ baseURL });
  const account = await signUpViaApi(elsewhere, baseURL!);
  await elsewhere.dispose();

  await page.goto('/categories/garden');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const panel = page.getByRole('region', { name: 'Ask Fixwise about your garden project' });
  await expect(panel.getByText(/3 free questions as a guest, or sign in/)).toBeVisible();
  const question = 'Which wood lasts longest for a raised bed?';
  await panel.getByLabel('Your question').fill(question);
  await panel.getByRole('button', { name: 'Ask Fixwise' }).click();

  const chat = page.getByRole('region', { name: 'Fixwise assistant' });
  await expect(chat.getByText(question)).toBeVisible();
  await expect(chat.getByRole('button', { name: 'Try 3 free questions' })).toBeVisible();
  await chat.getByRole('link', { name: 'Sign in' }).click();

  await expect(page).toHaveURL('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByLabel('Describe your project or ask a question')).toHaveValue(question);
  // Asked once: a later visit starts with an empty composer.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Start a New Project' })).toBeVisible();
  await expect(page.getByLabel('Describe your project or ask a question')).toHaveValue('');
});
