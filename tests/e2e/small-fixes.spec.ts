import { expect, test, type Locator } from '@playwright/test';
import { signUpViaApi } from '../helpers/e2e/accounts';
import {
  expectReplyFinished,
  expectNoAxeViolations,
  memberDashboardAt,
} from '../helpers/e2e/screens';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Where an element ends up once it stops moving (a toast sliding in, a smooth scroll). */
async function settledBox(element: Locator): Promise<Box> {
  let box = await element.boundingBox();
  await expect
    .poll(async () => {
      const before = JSON.stringify(box);
      box = await element.boundingBox();
      return box !== null && before === JSON.stringify(box);
    })
    .toBe(true);
  return box!;
}

for (const width of [1440, 1000, 390]) {
  test(`at ${width} px a toast covers neither the header, the chat greeting nor the failed reply's Retry`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await memberDashboardAt(page, baseURL!, width);
    await page.route('**/api/assistant', (route) => route.abort('connectionrefused'));
    const input = page.getByLabel('Describe your project or ask a question');
    // Long enough to fill a phone's conversation, so the failed reply ends just above the composer.
    await input.fill(
      'ok so we moved in last spring and the previous owners left a really heavy oak shelf in the garage that my wife wants up in the living room over the sofa, the wall is plasterboard I think (it sounds hollow when you knock) and I have no idea where the studs are, we have a drill but no stud finder, the shelf is about 1.2 m long and will hold books and a couple of plants, how do I hang it so it never comes down on somebody?',
    );
    await input.press('Enter');
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Connection Error' });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-mounted', 'true');
    // Once it has slid in, it stays put.
    const toastBox = await settledBox(toast);
    const covered = [
      ...(await page.locator('header:visible').all()),
      page.getByText("Hi! I'm your Fixwise assistant"),
      page.locator('form').filter({ has: input }),
      // The failed reply's own way out, at the end of the conversation, once the conversation
      // has finished its smooth scroll down to it.
      page.getByRole('button', { name: 'Retry' }),
    ];
    for (const element of covered) {
      expect(overlaps(toastBox, await settledBox(element))).toBe(false);
    }
    await page.screenshot({ path: testInfo.outputPath(`toast-${width}.png`) });
  });

  test(`at ${width} px tabs stay one row, footer links stay whole, the header greets a member`, async ({
    page,
    baseURL,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/library');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const tabs = page.getByRole('tablist', { name: 'Library sections' });
    await expect(tabs.getByRole('tab')).toHaveCount(3);
    const tabBoxes = await tabs
      .getByRole('tab')
      .evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().top));
    expect(new Set(tabBoxes.map(Math.round)).size).toBe(1);
    for (const name of ['Privacy Policy', 'Terms of Use', 'Become a Virtual Pro']) {
      const link = page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name });
      const lines = await link.evaluate((element) => element.getClientRects().length);
      expect(lines, name).toBe(1);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`library-${width}.png`) });
    await expectNoAxeViolations(page);

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await signUpViaApi(page.context().request, baseURL!);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Start a New Project' })).toBeVisible();
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
}

test('the materials table keeps Qty and Unit apart', async ({ page, baseURL }) => {
  await signUpViaApi(page.context().request, baseURL!);
  await page.goto('/dashboard');
  const panel = page.getByRole('complementary', { name: 'Project panel' });
  const qty = (await panel.getByRole('columnheader', { name: 'Qty' }).boundingBox())!;
  const unit = (await panel.getByRole('columnheader', { name: 'Unit' }).boundingBox())!;
  const qtyText = await panel.getByRole('columnheader', { name: 'Qty' }).evaluate((th) => {
    const range = document.createRange();
    range.selectNodeContents(th);
    return range.getBoundingClientRect().right;
  });
  const unitText = await panel.getByRole('columnheader', { name: 'Unit' }).evaluate((th) => {
    const range = document.createRange();
    range.selectNodeContents(th);
    return range.getBoundingClientRect().left;
  });
  expect(qty.x + qty.width).toBeLessThanOrEqual(unit.x + 1);
  expect(unitText - qtyText).toBeGreaterThanOrEqual(8);
});

test('at 390 px a message of one very long word wraps inside its bubble', async ({
  page,
  baseURL,
}) => {
  await memberDashboardAt(page, baseURL!, 390);
  const input = page.getByLabel('Describe your project or ask a question');
  const word = 'a'.repeat(600);
  await input.fill(word);
  await input.press('Enter');
  const conversation = page.getByRole('list', { name: 'Conversation' });
  const bubble = conversation.getByText(word);
  await expect(bubble).toBeVisible();
  await expectReplyFinished(page);
  // Once the reply is saved the question's row can be swapped for its stored copy, and a row
  // on its way out has no box: measure the bubble that stays on screen.
  await expect
    .poll(async () => {
      const box = await bubble.boundingBox();
      const list = await conversation.boundingBox();
      if (!box || !list) return 'not laid out yet';
      return box.x >= list.x && box.x + box.width <= list.x + list.width
        ? 'inside'
        : `bubble ${box.x}+${box.width} outside list ${list.x}+${list.width}`;
    })
    .toBe('inside');
});
