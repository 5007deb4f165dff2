import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../helpers/e2e/accounts';

async function fillRequired(page: Page, email = uniqueEmail('pro')) {
  await page.getByLabel('Full name').fill('Jordan Pipewright');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('checkbox', { name: 'Plumbing' }).check();
  return email;
}

test('submit stays off until name, e-mail and a specialty are given', async ({ page }) => {
  await page.goto('/professional-signup');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Apply to be a Virtual Pro' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  const submit = page.getByRole('button', { name: 'Submit Application' });
  await expect(submit).toBeDisabled();

  await page.getByLabel('Full name').fill('Jordan Pipewright');
  await expect(submit).toBeDisabled();
  await page.getByLabel('E-mail').fill('jordan@example.com');
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: 'HVAC' }).check();
  await expect(submit).toBeEnabled();
  await page.getByRole('checkbox', { name: 'HVAC' }).uncheck();
  await expect(submit).toBeDisabled();

  // Every docs/product.md#validation-rules option is on offer.
  for (const option of [
    'HVAC',
    'Plumbing',
    'Electrical',
    'General Contracting',
    'Woodworking/Carpentry',
  ]) {
    await expect(page.getByRole('checkbox', { name: option, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('checkbox', { name: 'Quality Control & Inspections' })).toBeVisible();

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test('a bad e-mail is named beside the field and nothing is sent', async ({ page }) => {
  await page.goto('/professional-signup');
  await fillRequired(page, 'not-an-address');
  let sent = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/professional-leads')) sent = true;
  });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toBe(false);
});

test('a full application is sent with nulls for empty optionals, then the form resets', async ({
  page,
}) => {
  await page.goto('/professional-signup');
  const email = await fillRequired(page);
  await page.getByRole('checkbox', { name: 'Electrical' }).check();
  await page.getByLabel('Years of experience').fill('14');
  await page.getByRole('combobox', { name: 'Business type' }).click();
  await page.getByRole('option', { name: 'LLC' }).click();
  await page.getByLabel('Motivation').fill('I like teaching people to do it right.');
  await page.getByRole('checkbox', { name: 'Technical Troubleshooting' }).check();

  const sent = page.waitForRequest('**/api/professional-leads');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  expect((await sent).postDataJSON()).toEqual({
    full_name: 'Jordan Pipewright',
    email,
    phone: null,
    company_name: null,
    trade_specialty: 'Plumbing,Electrical',
    years_experience: 14,
    business_type: 'LLC',
    current_challenges: 'I like teaching people to do it right.',
    interested_services: ['Technical Troubleshooting'],
    how_heard_about_us: null,
    additional_comments: null,
  });
  await expect(page.getByText('Application Submitted Successfully!')).toBeVisible();
  await expect(
    page
      .locator('[data-sonner-toast]')
      .getByText(/received your application.*professional consultant/),
  ).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your application is in' }),
  ).toContainText(email);

  await expect(page.getByLabel('Full name')).toHaveValue('');
  await expect(page.getByLabel('E-mail')).toHaveValue('');
  await expect(page.getByLabel('Years of experience')).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: 'Plumbing' })).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Business type' })).toContainText(
    'Select a business type',
  );
  await expect(page.getByRole('button', { name: 'Submit Application' })).toBeDisabled();
});

test('a refused answer is named in plain words beside its field; every answer is kept', async ({
  page,
}) => {
  await page.route('**/api/professional-leads', (route) =>
    route.fulfill({ status: 400, json: { error: 'email: Enter a valid e-mail address' } }),
  );
  await page.goto('/professional-signup');
  await fillRequired(page);
  await page.getByLabel('Phone').fill('555-0100');
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Your application was not sent' });
  await expect(alert).toContainText('Please check “E-mail”: Enter a valid e-mail address.');
  // No raw "field: message" text from the server.
  await expect(page.getByText('email: Enter a valid e-mail address')).toHaveCount(0);
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Full name')).toHaveValue('Jordan Pipewright');
  await expect(page.getByLabel('Phone')).toHaveValue('555-0100');
  await expect(page.getByRole('checkbox', { name: 'Plumbing' })).toBeChecked();
});

test('a server failure keeps the answers and Try again sends them once it is back', async ({
  page,
}, testInfo) => {
  await page.route('**/api/professional-leads', (route) =>
    route.fulfill({ status: 500, body: '' }),
  );
  await page.goto('/professional-signup');
  await fillRequired(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Your application was not sent' });
  await expect(alert).toContainText('Failed to submit your information. Please try again.');
  await expect(page.getByLabel('Full name')).toHaveValue('Jordan Pipewright');
  await page.screenshot({ path: testInfo.outputPath('application-failed.png'), fullPage: true });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual(
    [],
  );

  await page.unroute('**/api/professional-leads');
  await alert.getByRole('button', { name: 'Try again' }).click();
  // The confirmation stays on the page after the toast has gone.
  const received = page.getByRole('status').filter({ hasText: 'Your application is in' });
  await expect(received).toBeVisible();
  await expect(alert).toHaveCount(0);
  await expect(page.getByText('Application Submitted Successfully!')).toBeHidden({
    timeout: 15_000,
  });
  await expect(received).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('application-received.png') });
});
