import { expect, test } from '@playwright/test';
import { expectReplyFinished } from '../helpers/e2e/screens';

test('a guest gets three answers, then sending is disabled and the server refuses too', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('3 of 3 free questions left', { exact: true })).toBeVisible();

  const input = page.getByLabel('Describe your project or ask a question');
  const questions = [
    'How do I replace a light switch?',
    'How do I fix a running toilet?',
    'How do I caulk a bathtub?',
  ];
  for (const [index, question] of questions.entries()) {
    await input.fill(question);
    await input.press('Enter');
    await expectReplyFinished(page);
    const left = 2 - index;
    await expect(
      left === 0
        ? page.getByText('No free questions left.')
        : page.getByText(`${left} of 3 free questions left`, { exact: true }),
    ).toBeVisible();
  }
  await expect(input).toBeDisabled();
  // Nothing else offers to ask again: Regenerate and the paperclip are off too.
  await expect(page.getByRole('button', { name: 'Regenerate' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Attach a photo or file' })).toBeDisabled();
  expect(await page.evaluate(() => localStorage.getItem('fixwise_guest_questions'))).toBe('0');

  // Clearing storage does not reset the allowance on the server (the guest cookie stays).
  const refused = await page.evaluate(async () => {
    const res = await fetch('/api/assistant', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: 'One more?',
        guestSessionId: crypto.randomUUID(),
      }),
    });
    return { status: res.status, body: await res.json() };
  });
  expect(refused.status).toBe(429);
  expect(refused.body.error).toBe('GUEST_LIMIT_EXCEEDED');
});

test("the count is the server's: a browser that forgot the questions asked still shows what is left", async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  const input = page.getByLabel('Describe your project or ask a question');
  await input.fill('How do I replace a light switch?');
  await input.press('Enter');
  await expect(page.getByText('2 of 3 free questions left', { exact: true })).toBeVisible();

  // Another tab or a cleared counter: this browser believes three are left.
  await page.evaluate(() => localStorage.setItem('fixwise_guest_questions', '3'));
  await page.reload();
  await expect(page.getByText('2 of 3 free questions left', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Attach a photo or file' })).toBeEnabled();
});

test('visitors who are neither signed in nor guests are sent to /auth', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/auth');
});
