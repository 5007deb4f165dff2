import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { latestMailLink, signUpViaApi, strongPassword, uniqueEmail } from '../helpers/e2e/accounts';

test('sign up lands on the dashboard with the name in the user menu, then sign out', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await expect(page.getByText('10k+ builders')).toBeVisible();
  await expect(page.getByText('4.9/5 rating')).toBeVisible();
  await expect(page.getByText('Free to start')).toBeVisible();
  await page.getByLabel('Full name').fill('Morgan Mason');
  await page.getByLabel('Email').fill(uniqueEmail('signup'));
  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL('/dashboard');
  const menu = page.getByRole('button', { name: 'Account menu for Morgan Mason' });
  await expect(menu).toBeVisible();
  await expect(menu).toContainText('MM');
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/auth');
});

test('the password field can be shown and hidden', async ({ page }) => {
  await page.goto('/auth');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret-ish');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('a wrong password shows the documented message', async ({ page, baseURL }) => {
  const account = await signUpViaApi(page.context().request, baseURL!);
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByText('Invalid email or password. Please check your credentials.'),
  ).toBeVisible();
  await expect(page).toHaveURL('/auth');
});

test('signing up with a taken e-mail shows the documented message', async ({ page, baseURL }) => {
  const account = await signUpViaApi(page.context().request, baseURL!);
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full name').fill('Second Try');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText('An account with this email already exists. Please sign in instead.'),
  ).toBeVisible();
});

test('the form refuses a 5-character password and a missing name beside their fields', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('abcde');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page).toHaveURL('/auth');
});

test('continue as guest stores the three entries and opens the dashboard', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(
    page.getByText(
      'You have 3 free questions to try the product. Sign up anytime for unlimited access!',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  const stored = await page.evaluate(() => ({
    mode: localStorage.getItem('fixwise_guest_mode'),
    questions: localStorage.getItem('fixwise_guest_questions'),
    sessionId: localStorage.getItem('fixwise_guest_session_id'),
  }));
  expect(stored.mode).toBe('true');
  expect(stored.questions).toBe('3');
  expect(stored.sessionId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(page.getByText('3 of 3 free questions left', { exact: true })).toBeVisible();
});

test('a signed-in user opening /auth lands on /dashboard', async ({ page, baseURL }) => {
  await signUpViaApi(page.context().request, baseURL!);
  await page.goto('/auth');
  await expect(page).toHaveURL('/dashboard');
});

test('a password reset through the outbox link', async ({ page, baseURL }) => {
  const account = await signUpViaApi(page.context().request, baseURL!);
  await page.context().clearCookies();
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that address')).toBeVisible();

  let link: string | undefined;
  await expect.poll(() => (link = latestMailLink(account.email))).toContain('reset-password');
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Fresh-Plaster-77');
  await page.getByLabel('Confirm new password').fill('Fresh-Plaster-77');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Sign in with your new password.')).toBeVisible();

  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('Fresh-Plaster-77');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Signed in successfully!')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
});

test('with TOTP on, sign-in asks for the code', async ({ page, baseURL }) => {
  const request = page.context().request;
  const account = await signUpViaApi(request, baseURL!);
  const enabled = await request.post('/api/auth/two-factor/enable', {
    data: { password: account.password },
    headers: { origin: baseURL! },
  });
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const secret = new URL(totpURI).searchParams.get('secret')!;
  const confirmed = await request.post('/api/auth/two-factor/verify-totp', {
    data: { code: await generate({ secret }) },
    headers: { origin: baseURL! },
  });
  expect(confirmed.ok()).toBe(true);
  await page.context().clearCookies();

  await page.goto('/auth');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not valid. Try again.')).toBeVisible();
  await page.getByLabel('Authentication code').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('only configured social sign-ins are offered; Pinterest is coming soon', async ({ page }) => {
  // This server has no Google or Facebook credentials: it says so and no button pretends.
  const answer = page.waitForResponse('**/api/auth-providers');
  await page.goto('/auth');
  expect(await (await answer).json()).toEqual({ social: [] });
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Google' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Facebook' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Pinterest' }).click();
  await expect(
    page.getByText('Pinterest authentication coming soon! Please sign up with email for now.'),
  ).toBeVisible();
});

test('a configured Google sign-in shows its button', async ({ page }) => {
  await page.route('**/api/auth-providers', (route) =>
    route.fulfill({ json: { social: ['google'] } }),
  );
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Google' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Facebook' })).toHaveCount(0);
});
