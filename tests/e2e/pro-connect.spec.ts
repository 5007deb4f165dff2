import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../helpers/e2e/accounts';

const professionals = [
  { name: 'Mike Rodriguez', rate: '$85/hour', available: true },
  { name: 'Sarah Chen', rate: '$80/hour', available: true },
  { name: 'David Thompson', rate: '$90/hour', available: false },
  { name: 'Lisa Patel', rate: '$70/hour', available: true },
];

test('sessions, professionals and the three-step explainer', async ({ page }) => {
  await page.goto('/connect');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Connect with Professionals' }),
  ).toBeVisible();

  const sessions = page.getByRole('region', { name: 'Choose a session' }).getByRole('listitem');
  await expect(sessions).toHaveCount(3);
  await expect(sessions.nth(0)).toContainText('Video Call');
  await expect(sessions.nth(0)).toContainText('30 min');
  await expect(sessions.nth(0)).toContainText('screen sharing');
  await expect(sessions.nth(0)).toContainText('Most Popular');
  await expect(sessions.nth(1)).toContainText('Phone Call');
  await expect(sessions.nth(1)).toContainText('30 min');
  await expect(sessions.nth(2)).toContainText('Extended Session');
  await expect(sessions.nth(2)).toContainText('60 min');

  const cards = page.getByRole('region', { name: 'Available professionals' }).getByRole('listitem');
  await expect(cards).toHaveCount(4);
  for (const [index, pro] of professionals.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { name: pro.name })).toBeVisible();
    await expect(card).toContainText(pro.rate);
    await expect(card).toContainText('Next available:');
    if (pro.available) {
      await expect(
        card.getByRole('button', { name: `Connect Now with ${pro.name}` }),
      ).toBeEnabled();
    } else {
      await expect(card.getByRole('button', { name: `Schedule with ${pro.name}` })).toBeDisabled();
    }
  }
  await expect(
    page.getByRole('region', { name: 'How Professional Connect Works' }).getByRole('listitem'),
  ).toHaveCount(3);

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test('Connect Now explains sessions are coming and stores an e-mail', async ({ page }) => {
  await page.goto('/connect');
  await page.getByRole('button', { name: 'Connect Now with Sarah Chen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Live sessions are coming soon' });
  await expect(dialog).toContainText('a session with Sarah Chen');

  await dialog.getByRole('button', { name: 'Notify me' }).click();
  await expect(dialog.getByText('E-mail is required')).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await dialog.getByLabel('E-mail address').fill(uniqueEmail('waitlist'));
  const stored = page.waitForResponse('**/api/pro-connect/waitlist');
  await dialog.getByRole('button', { name: 'Notify me' }).click();
  const response = await stored;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    professional: 'Sarah Chen',
    session_type: null,
  });
  await expect(page.getByText("You're on the list!")).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('a session type button opens the same dialog with its type', async ({ page }) => {
  await page.goto('/connect');
  await page.getByRole('button', { name: 'Book Extended Session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Live sessions are coming soon' });
  await expect(dialog).toContainText('the Extended Session');
  await dialog.getByLabel('E-mail address').fill(uniqueEmail('waitlist'));
  const stored = page.waitForResponse('**/api/pro-connect/waitlist');
  await dialog.getByRole('button', { name: 'Notify me' }).click();
  expect((await stored).request().postDataJSON()).toMatchObject({ session_type: 'extended' });
  await expect(page.getByText("You're on the list!")).toBeVisible();
});
