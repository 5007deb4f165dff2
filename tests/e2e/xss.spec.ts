import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin, signUpViaApi, uniqueEmail } from '../helpers/e2e/accounts';

// docs/security.md: whatever users, applicants or outside sources write is shown as text. The CSP
// would block an injected inline handler anyway, so the DOM itself is checked for the markup.

const SHORT = `"><svg onload="window.__xss=1"><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>`;
const LONG = [
  SHORT,
  `<a href="javascript:window.__xss=1">click</a>`,
  `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
  'javascript:window.__xss=1',
  '[md link](javascript:window.__xss=1) ![md img](javascript:window.__xss=1)',
  '[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==) <javascript:alert(1)>',
].join('\n');
const TIMEOUT = { timeout: 15_000 };

declare global {
  interface Window {
    __xss?: unknown;
    __cspViolations?: string[];
  }
}

let dialogs: string[] = [];

test.beforeEach(async ({ page }) => {
  dialogs = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // A CSP violation means markup got into the page and tried to run or load. Two are expected:
  // zod probes for eval (`new Function` in a try), and outside avatar images are not allowed.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const { violatedDirective: directive, blockedURI: uri } = event;
      if ((directive.startsWith('script-src') && uri === 'eval') || directive === 'img-src') return;
      (window.__cspViolations ??= []).push(`${directive} ${uri} ${event.sample}`);
    });
  });
});

/** Nothing from a payload became an element, an attribute or a running script. */
async function expectInert(page: Page) {
  const found = await page.evaluate(() => {
    const all = [...document.querySelectorAll('*')];
    const show = (el: Element) => el.outerHTML.slice(0, 160);
    const unsafeUrl = /^\s*(javascript|vbscript|data:text\/html)/i;
    return {
      xss: window.__xss,
      csp: window.__cspViolations ?? [],
      handlers: all.filter((el) => [...el.attributes].some((a) => /^on/i.test(a.name))).map(show),
      urls: all
        .filter((el) =>
          ['href', 'src', 'action', 'formaction', 'srcdoc', 'xlink:href'].some((name) =>
            unsafeUrl.test(el.getAttribute(name) ?? ''),
          ),
        )
        .map(show),
      embeds: [...document.querySelectorAll('iframe, object, embed, img[src="x"]')].map(show),
      scripts: [...document.scripts].filter((s) => s.textContent?.includes('__xss')).map(show),
    };
  });
  expect(found).toEqual({
    xss: undefined,
    csp: [],
    handlers: [],
    urls: [],
    embeds: [],
    scripts: [],
  });
  expect(dialogs).toEqual([]);
}

test('a full name and avatar address with markup render as text', async ({ page, baseURL }) => {
  await signUpViaApi(page.request, baseURL!);
  const patched = await page.request.patch('/api/profile', {
    data: { full_name: SHORT, avatar_url: 'https://x.example/a.png"onerror="window.__xss=1' },
    headers: { origin: baseURL! },
  });
  expect(patched.status()).toBe(200);

  await page.goto('/dashboard');
  const menu = page.getByRole('button', { name: /^Account menu for/ }).first();
  await expect(menu).toContainText(SHORT, TIMEOUT);
  await menu.click();
  await expect(page.getByRole('menu')).toContainText(SHORT);
  await expectInert(page);

  await page.goto('/dashboard/profile');
  await expect(page.getByLabel('Full name')).toHaveValue(SHORT, TIMEOUT);
  await expectInert(page);
});

test('a conversation title with markup renders as text', async ({ page, baseURL }) => {
  await signUpViaApi(page.request, baseURL!);
  const headers = { origin: baseURL! };
  const created = await page.request.post('/api/conversations', {
    data: { first_message: 'Deck boards' },
    headers,
  });
  const { id } = (await created.json()) as { id: string };
  const renamed = await page.request.patch(`/api/conversations/${id}`, {
    data: { title: SHORT },
    headers,
  });
  expect(renamed.status()).toBe(200);

  await page.goto(`/dashboard?conversation=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: SHORT })).toBeVisible(TIMEOUT);
  await expect(page.getByRole('list', { name: 'Projects' })).toContainText(SHORT);
  await expectInert(page);

  await page.goto('/library');
  await expect(page.getByRole('list', { name: 'Your chats' })).toContainText(SHORT, TIMEOUT);
  await expectInert(page);
});

test('a chat message and a reply with markup render as text', async ({ page, baseURL }) => {
  await signUpViaApi(page.request, baseURL!);
  await page.goto('/dashboard');
  const input = page.getByLabel('Describe your project or ask a question');
  await input.fill(LONG);
  await input.press('Enter');
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByRole('listitem').filter({ hasText: SHORT })).toBeVisible(TIMEOUT);
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible(TIMEOUT);
  await expectInert(page);

  // The reply is the model's text, which may carry markup too: Markdown without raw HTML, and
  // links only where the URL is safe. The page shows the new conversation's address once the
  // first answer is stored; a user types the next question after that.
  await expect(page).toHaveURL(/[?&]conversation=/, TIMEOUT);
  const id = new URL(page.url()).searchParams.get('conversation');
  const replyText = [
    'Reply-start',
    '[md link](javascript:window.__xss=1)',
    '![md img](javascript:window.__xss=1)',
    '[data link](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '<javascript:window.__xss=1>',
    SHORT,
    '<a href="javascript:window.__xss=1">raw link</a>',
    '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
    'Reply-end',
  ].join('\n\n');
  const data = { conversationId: id, messageId: null, guide: null, project: null };
  const events = [
    { type: 'data-conversation', data: { conversationId: id } },
    { type: 'text-start', id: 'r' },
    { type: 'text-delta', id: 'r', delta: replyText },
    { type: 'text-end', id: 'r' },
    { type: 'data-reply', data: { ...data, guestQuestionsRemaining: null, incomplete: false } },
  ];
  await page.route('**/api/assistant', (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
      body: `${events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('')}data: [DONE]\n\n`,
    }),
  );
  await input.fill('And the reply?');
  await expect(input).toHaveValue('And the reply?');
  await input.press('Enter');
  const reply = conversation.getByRole('listitem').filter({ hasText: 'Reply-end' });
  await expect(reply).toBeVisible(TIMEOUT);
  // Raw HTML is dropped (its text stays); Markdown links keep their text, not the bad URL.
  await expect(reply.getByRole('link', { name: 'raw link' })).toHaveCount(0);
  await expect(reply.getByRole('link', { name: 'md link' })).not.toHaveAttribute('href', /:/);
  await expectInert(page);
});

test('a professional lead with markup renders as text on the admin page', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('xss-lead');
  const lead = await page.request.post('/api/professional-leads', {
    data: {
      full_name: SHORT,
      email,
      phone: '<svg onload=alert(1)>',
      company_name: `<b onmouseover="window.__xss=1">Co</b>`,
      trade_specialty: 'Plumbing',
      current_challenges: LONG,
      additional_comments: LONG,
    },
  });
  expect(lead.status()).toBe(201);

  // The admin account may already exist from another spec in this run.
  await signInAsAdmin(page.request, baseURL!);

  await page.goto('/admin/leads');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(SHORT, TIMEOUT);
  await expect(row).toContainText('<svg onload=alert(1)>');
  await expectInert(page);
});

test('inspiration items with markup render as text; unsafe links are dropped', async ({
  page,
  baseURL,
}) => {
  // Signed in, so "Make this" below opens the chat rather than the sign-in page.
  await signUpViaApi(page.request, baseURL!);
  const item = (id: string, fields: Record<string, string>) => ({
    id,
    title: `Title ${id}`,
    description: 'A description',
    image_url: '/favicon.svg',
    external_link: 'https://example.com/idea',
    source: 'reddit',
    category: 'Kitchen',
    tags: [],
    created_at: '2025-01-01',
    ...fields,
  });
  const items = [
    item('markup', {
      title: SHORT,
      description: LONG,
      author: SHORT,
      author_url: 'https://example.com/a',
    }),
    item('js-link', { title: 'JS-LINK-ITEM', external_link: 'javascript:window.__xss=1' }),
    item('js-video', { title: 'JS-VIDEO-ITEM', video_url: 'javascript:window.__xss=1' }),
    item('js-author', {
      title: 'JS-AUTHOR-ITEM',
      author: 'a',
      author_url: 'javascript:window.__xss=1',
    }),
    item('js-image', { title: 'JS-IMAGE-ITEM', image_url: 'javascript:window.__xss=1' }),
    item('data-link', {
      title: 'DATA-LINK-ITEM',
      external_link: 'data:text/html,<script>alert(1)</script>',
    }),
  ];
  await page.route('**/api/inspiration**', (route) =>
    route.fulfill({ json: { items, failedSources: [] } }),
  );

  await page.goto('/explore');
  const cards = page.getByRole('list', { name: 'Inspiration' }).getByRole('article');
  const card = cards.filter({ hasText: SHORT });
  await expect(card).toHaveCount(1, TIMEOUT);
  await expect(card.getByRole('heading')).toHaveText(SHORT);
  await expect(card).toContainText(`by ${SHORT}`);
  // Items whose links are not http(s) never reach the grid.
  await expect(cards).toHaveCount(1);
  await expectInert(page);

  // "Make this" carries the title into the chat's prompt: still text there.
  await card.getByRole('link', { name: 'Make this' }).click();
  await expect(page).toHaveURL(/\/dashboard\?prompt=/);
  await expect(page.getByLabel('Describe your project or ask a question')).toHaveValue(
    `How do I make: ${SHORT}?`,
    TIMEOUT,
  );
  // The project panel asks the same API for its three ideas: filtered and shown as text too.
  const panel = page.getByRole('complementary', { name: 'Project panel' });
  await expect(panel.getByRole('link', { name: SHORT })).toHaveCount(1, TIMEOUT);
  // Its own check keeps what it links to http(s), like the feed's.
  const hrefs = await panel
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const href of hrefs) expect(href).toMatch(/^(https?:\/\/|\/[^/])/);
  await expectInert(page);
});

test('markup in the address is never reflected as markup', async ({ page }) => {
  const q = encodeURIComponent(SHORT);
  for (const path of [`/explore?q=${q}`, `/dashboard?prompt=${q}`, `/auth?error=${q}&mode=${q}`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectInert(page);
  }
});

test('the built server sends the security headers with pages, assets and API answers', async ({
  page,
  baseURL,
}) => {
  const responses: Array<{ url: string; headers: Record<string, string> }> = [];
  page.on('response', (res) => {
    if (res.url().startsWith(baseURL!)) responses.push({ url: res.url(), headers: res.headers() });
  });
  await page.goto('/explore');
  await expect(page.getByRole('article').first()).toBeVisible(TIMEOUT);
  await page.goto('/no-such-page');
  // An API answer of its own: the page may already hold what it shows and ask the API nothing.
  await page.goto('/api/health');
  expect(responses.some((r) => r.url.includes('/assets/'))).toBe(true);
  expect(responses.some((r) => r.url.includes('/api/'))).toBe(true);
  for (const { url, headers } of responses) {
    const csp = headers['content-security-policy'] ?? '';
    // API answers say default-src 'none', which script-src falls back to.
    const directive = (name: string) => new RegExp(`(?:^|;)\\s*${name}([^;]*)`).exec(csp)?.[1];
    const scripts = directive('script-src') ?? directive('default-src');
    expect(scripts, url).toBeDefined();
    expect(scripts, url).not.toContain("'unsafe-inline'");
    expect(csp, url).toMatch(/frame-ancestors 'none'/);
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['x-frame-options'], url).toBe('DENY');
  }
});
