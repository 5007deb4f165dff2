import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signUpViaApi } from '../helpers/e2e/accounts';
import { expectReplyFinished, expectNoAxeViolations } from '../helpers/e2e/screens';

const SHELVES = 'How do I put up floating shelves on drywall?';
const NOTE = 'Stud at 16 in. from the left corner; buy 3 in. screws.';

async function askInDashboard(page: Page, question: string) {
  await page.goto('/dashboard');
  const input = page.getByLabel('Describe your project or ask a question');
  await input.fill(question);
  await input.press('Enter');
  await expectReplyFinished(page);
  await expect(page.getByRole('list', { name: 'Conversation' })).toContainText('Fixwise said:');
}

const stepBoxes = (page: Page) => page.getByRole('region', { name: 'Steps' }).getByRole('checkbox');

test('a plan from a chat: ticked steps, a note, print, a share link opened signed out, then revoked', async ({
  page,
  browser,
  baseURL,
}, info) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  const owner = await signUpViaApi(page.context().request, baseURL!, { name: 'Robin Owner' });
  await askInDashboard(page, SHELVES);

  // From the project panel to the plan.
  await page.getByRole('link', { name: 'Open the project plan' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}\/plan$/);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toContainText(/floating shelves/i);
  const titleText = (await title.textContent())!;
  await expect(page.getByRole('region', { name: 'Materials' }).getByRole('table')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tools' })).toContainText(/level/i);
  await expect(
    page.getByRole('region', { name: 'Safety' }).getByRole('listitem').first(),
  ).toBeVisible();

  // Tick two steps; the count follows and survives a reload, as in the panel.
  const boxes = stepBoxes(page);
  const total = await boxes.count();
  expect(total).toBeGreaterThanOrEqual(3);
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await expect(page.getByText(`2 of ${total} steps done`)).toBeVisible();

  // A note, saved with a visible state.
  const notes = page.getByRole('textbox', { name: /Measurements, store finds/ });
  await notes.fill(NOTE);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByText(/^Saved at /)).toBeVisible();
  await page.reload();
  await expect(notes).toHaveValue(NOTE);
  await expect(stepBoxes(page).nth(1)).toBeChecked();
  await expect(page.getByText(`2 of ${total} steps done`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath('plan-1440.png'), fullPage: true });

  // Materials as CSV.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-materials\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    '\uFEFFItem,Quantity,Unit,Unit cost (USD),Total (USD),Store section',
  );

  // Printed: the plan alone, no navigation and no buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation').first()).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(notes).toBeHidden();
  await expect(page.getByRole('paragraph').filter({ hasText: NOTE })).toBeVisible();
  const pdf = await page.pdf({ path: info.outputPath('plan.pdf'), format: 'Letter' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await page.emulateMedia({ media: null });

  // The shopping list, by store section.
  await page.getByRole('link', { name: 'Shopping list' }).click();
  await expect(page.getByRole('heading', { name: 'Shopping list', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.emulateMedia({ media: 'print' });
  await page.pdf({ path: info.outputPath('shopping.pdf'), format: 'Letter' });
  await page.emulateMedia({ media: null });
  await page.getByRole('link', { name: 'Full plan' }).click();

  // Share it, with the notes.
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this plan' });
  await dialog.getByLabel('Show my notes').check();
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const url = await dialog.getByLabel(/Your link/).inputValue();
  expect(url).toMatch(/\/shared\/plans\/[A-Za-z0-9_-]{43}$/);
  await expectNoAxeViolations(page);

  // A fresh, signed-out visitor sees the plan and the note, never the chat or the e-mail.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.setViewportSize({ width: 390, height: 844 });
  const opened = await visitor.goto(url);
  expect(opened?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(titleText);
  await expect(visitor.getByText(NOTE)).toBeVisible();
  await expect(
    visitor.getByRole('region', { name: 'Steps' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(visitor.getByRole('checkbox')).toHaveCount(0);
  await expect(visitor.locator('body')).not.toContainText(owner.email);
  await expect(visitor.locator('body')).not.toContainText(owner.name);
  // The plan, not the conversation: no chat bubbles (the title is the first question's start).
  await expect(visitor.locator('body')).not.toContainText('Fixwise said:');
  await expectNoAxeViolations(visitor);
  await visitor.screenshot({ path: info.outputPath('shared-390.png'), fullPage: true });

  // Revoked: the link answers 404, page and API.
  await dialog.getByRole('button', { name: /^Revoke the link/ }).click();
  await expect(dialog.getByText('No links yet: the plan is private.')).toBeVisible();
  const gone = await visitor.reload();
  expect(gone?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'This plan is not available' })).toBeVisible();
  await expectNoAxeViolations(visitor);
  expect(
    (await visitor.request.get(url.replace('/shared/plans/', '/api/shared-plans/'))).status(),
  ).toBe(404);
  await visitorContext.close();
});

test('the plan page on a phone, and a project that is not yours', async ({
  page,
  baseURL,
}, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page.context().request, baseURL!);
  await askInDashboard(page, SHELVES);
  await page.getByRole('button', { name: 'Guide', exact: true }).click();
  await page.getByRole('link', { name: 'Open the project plan' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/floating shelves/i);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: info.outputPath('plan-390.png'), fullPage: true });

  await page.goto('/dashboard/projects/00000000-0000-4000-8000-000000000000/plan');
  await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
});

/** The image has arrived and decoded, not just its element. */
const expectLoaded = async (image: Locator) =>
  expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

test('the photos of a project show on its plan and through its share link', async ({
  page,
  browser,
  baseURL,
}) => {
  await signUpViaApi(page.context().request, baseURL!);
  const headers = { origin: baseURL! };
  const bytes = await sharp({
    create: { width: 120, height: 90, channels: 3, background: '#8a6' },
  })
    .png()
    .toBuffer();
  const upload = await page.request.post('/api/uploads', {
    headers,
    multipart: { file: { name: 'bare-wall.png', mimeType: 'image/png', buffer: bytes } },
  });
  expect(upload.status()).toBe(201);
  const { id } = (await upload.json()) as { id: string };
  const asked = await page.request.post('/api/assistant', {
    headers,
    data: { message: SHELVES, attachmentIds: [id] },
  });
  const { conversationId } = (await asked.json()) as { conversationId: string };

  await page.goto(`/dashboard/projects/${conversationId}/plan`);
  const photo = page
    .getByRole('region', { name: 'Photos' })
    .getByRole('img', { name: 'bare-wall.png' });
  await expectLoaded(photo);

  const link = await page.request.post(`/api/plans/${conversationId}/shares`, {
    headers,
    data: { expires_in_days: 30 },
  });
  const { token } = (await link.json()) as { token: string };
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/shared/plans/${token}`);
  await expectLoaded(
    visitor.getByRole('region', { name: 'Photos' }).getByRole('img', { name: 'bare-wall.png' }),
  );
  await visitorContext.close();
});
