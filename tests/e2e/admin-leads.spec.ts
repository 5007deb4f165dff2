import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInAsAdmin, signUpViaApi } from '../helpers/e2e/accounts';

test('an admin sees the applications and exports them as CSV', async ({ page, baseURL }) => {
  const email = `lead-${Date.now()}@example.com`;
  const lead = await page.request.post('/api/professional-leads', {
    data: {
      full_name: 'Morgan "Mo" Sparks',
      email,
      phone: '',
      company_name: '',
      trade_specialty: 'Electrical,HVAC',
      years_experience: null,
      business_type: null,
      current_challenges: '',
      interested_services: [],
      how_heard_about_us: 'Referral',
      additional_comments: '',
    },
  });
  expect(lead.status()).toBe(201);

  await signInAsAdmin(page.request, baseURL!);
  await page.goto('/admin/leads');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Professional applications' }),
  ).toBeVisible();
  const table = page.getByRole('table');
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  const cells = row.getByRole('cell');
  const header = await table.getByRole('columnheader').allTextContents();
  const cell = (label: string) => cells.nth(header.indexOf(label));
  await expect(cell('Full name')).toHaveText('Morgan "Mo" Sparks');
  await expect(cell('Trade specialty')).toHaveText('Electrical,HVAC');
  await expect(cell('How heard')).toHaveText('Referral');
  for (const empty of [
    'Phone',
    'Company',
    'Years',
    'Business type',
    'Motivation',
    'Interested services',
    'Comments',
  ]) {
    await expect(cell(empty)).toHaveText('—Not given');
  }

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^professional-leads-\d{4}-\d\d-\d\d\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain('created_at,full_name,email,phone,company_name,trade_specialty,');
  expect(csv).toContain(
    `,"Morgan ""Mo"" Sparks","${email}",,,"Electrical,HVAC",,,,,"Referral",\r\n`,
  );
});

test('a signed-out visitor is asked to sign in; a non-admin is refused', async ({
  page,
  baseURL,
}) => {
  await page.goto('/admin/leads');
  await expect(page.getByText('Please sign in with an administrator account')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/auth',
  );

  await signUpViaApi(page.request, baseURL!);
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('This page is for administrators only.');
  await expect(page.getByRole('table')).toHaveCount(0);
});
