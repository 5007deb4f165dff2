import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';

const PASSWORD = 'Sturdy-Workbench-42';
const NEW_PASSWORD = 'Level-Spirit-Chisel-77';

/** Signs a fresh user up through the API; the page shares the request context's cookies. */
async function signUp(page: Page, baseURL: string | undefined, name = 'Casey Builder') {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password: PASSWORD },
    headers: { origin: baseURL! },
  });
  expect(response.status()).toBe(200);
  return { email };
}

test('signed out, both pages ask to sign in', async ({ page }) => {
  for (const path of ['/dashboard/profile', '/dashboard/settings']) {
    await page.goto(path);
    const card = page.getByRole('region', { name: 'Please sign in' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  }
});

test('the profile page saves a new full name', async ({ page, baseURL }) => {
  const { email } = await signUp(page, baseURL);
  await page.goto('/dashboard/profile');

  const fullName = page.getByLabel('Full name');
  await expect(fullName).toHaveValue('Casey Builder');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByRole('img', { name: 'Avatar preview: initials CB' })).toBeVisible();

  await fullName.fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();

  await fullName.fill('Robin Carpenter');
  await page.getByLabel('Avatar picture address').fill('http://insecure.example.com/me.png');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(/leave it empty/)).toBeVisible();
  await page.getByLabel('Avatar picture address').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Robin Carpenter');
  await expect(page.getByRole('img', { name: 'Avatar preview: initials RC' })).toBeVisible();
});

test('the password form checks its fields before asking the server', async ({ page, baseURL }) => {
  await signUp(page, baseURL);
  await page.goto('/dashboard/settings');
  const card = page.getByRole('region', { name: 'Change password' });
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByText('Enter your current password')).toBeVisible();
  await expect(card.getByLabel('Current password')).toBeFocused();

  await card.getByLabel('Current password').fill(PASSWORD);
  await expect(card.getByText('Enter your current password')).toBeHidden();
  await card.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await card.getByLabel('Confirm new password').fill('Something-Else-1');
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByText('The passwords do not match')).toBeVisible();
  await expect(card.getByLabel('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
  await card.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await expect(card.getByText('The passwords do not match')).toBeHidden();
});

test('settings: password, sessions, TOTP and account deletion', async ({ page, baseURL }) => {
  await signUp(page, baseURL);
  await page.goto('/dashboard/settings');

  // Change password: a wrong current password is named as such, then the real change works.
  // better-auth allows 3 change-password calls per 10 s per address, so repeated runs
  // (--repeat-each) can meet a 429 here; one run makes two.
  const passwordCard = page.getByRole('region', { name: 'Change password' });
  await passwordCard.getByLabel('Current password').fill('Not-My-Password-1');
  await passwordCard.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await passwordCard.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await passwordCard.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordCard.getByText('Your current password is incorrect.')).toBeVisible();
  await passwordCard.getByLabel('Current password').fill(PASSWORD);
  await passwordCard.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed', { exact: true })).toBeVisible();

  // Sessions: this browser is listed and marked.
  const sessions = page.getByRole('list', { name: 'Active sessions' });
  await expect(sessions.getByRole('listitem').first()).toBeVisible();
  expect(await sessions.getByRole('listitem').count()).toBeGreaterThanOrEqual(1);
  await expect(sessions.getByText('This device')).toBeVisible();

  // Two-factor: password, then the secret from the page gives the confirming code.
  const twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
  await expect(twoFactor.getByText('Off', { exact: true })).toBeVisible();
  await twoFactor.getByRole('button', { name: 'Enable two-factor authentication' }).click();
  const enableDialog = page.getByRole('dialog', { name: 'Enable two-factor authentication' });
  await enableDialog.getByLabel('Your password').fill(NEW_PASSWORD);
  await enableDialog.getByRole('button', { name: 'Continue' }).click();
  await expect(twoFactor.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(twoFactor.getByRole('list', { name: 'Backup codes' })).toBeVisible();
  const secret = (await twoFactor.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await twoFactor.getByLabel('6-digit code').fill(await generate({ secret }));
  await twoFactor.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByText('Two-factor authentication is on')).toBeVisible();
  await expect(twoFactor.getByText('Enabled', { exact: true })).toBeVisible();
  await expect(
    twoFactor.getByRole('button', { name: 'Disable two-factor authentication' }),
  ).toBeVisible();
  // Enabling replaced the session: the list still knows which one is this device.
  await expect(sessions.getByText('This device')).toBeVisible();

  // Delete the account: the dialog needs the password.
  await page.getByRole('button', { name: 'Delete account', exact: true }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await deleteDialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(deleteDialog.getByText('Enter your password')).toBeVisible();
  await deleteDialog.getByLabel('Your password').fill(NEW_PASSWORD);
  await deleteDialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  const session = await page.request.get('/api/auth/get-session');
  expect(await session.json()).toBeNull();
});
