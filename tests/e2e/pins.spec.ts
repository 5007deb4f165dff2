import { expect, test, type Page } from '@playwright/test';

const pins = (page: Page) => page.getByRole('list', { name: 'Pins' }).getByRole('article');

const realPins = {
  sample: false,
  items: [
    {
      id: '111',
      title: 'Oak floating shelves',
      description: 'Hidden brackets',
      image: { original: { url: '/inspiration/floating-shelves.svg' } },
      link: 'https://example.com/shelves',
      board_id: 'b1',
    },
  ],
};

test('without Pinterest connected the page shows the three sample pins and a notice', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/dashboard/inspiration');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inspiration');
  await expect(page.getByRole('searchbox', { name: 'Search Pinterest ideas' })).toHaveValue(
    'DIY home improvement',
  );
  await expect(page.getByRole('heading', { name: 'Popular DIY Ideas' })).toBeVisible();
  await expect(pins(page)).toHaveCount(3);
  await expect(page.getByRole('status').filter({ hasText: 'sample ideas' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Save/ })).toHaveCount(0);
  for (const image of await pins(page).getByRole('img').all()) {
    await expect(image).toHaveAttribute('src', /^\/inspiration\/.+\.svg$/);
  }
  // No error toast: being unconnected is not an error.
  await expect(page.getByText('Pinterest Error')).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search Pinterest ideas' }).fill('deck');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(pins(page)).toHaveCount(3);
  expect(errors).toEqual([]);
});

test('an 8-card skeleton while searching; other Pinterest failures toast and show samples', async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/pins/search?*', async (route) => {
    await held;
    await route.fulfill({ status: 502, json: { error: 'Unable', code: 'PINTEREST_ERROR' } });
  });
  await page.goto('/dashboard/inspiration');
  await expect(page.getByTestId('pin-skeleton')).toHaveCount(8);
  release();
  await expect(page.getByText('Pinterest Error')).toBeVisible();
  await expect(
    page.getByText('Unable to load Pinterest content. Showing sample inspiration instead.').first(),
  ).toBeVisible();
  await expect(pins(page)).toHaveCount(3);
});

test('saving a real pin: board required, create a board inline, documented toasts', async ({
  page,
}) => {
  await page.route('**/api/pins/search?*', (route) => route.fulfill({ json: realPins }));
  await page.route('**/api/pins/status', (route) =>
    route.fulfill({ json: { configured: true, signedIn: true, connected: true } }),
  );
  await page.route('**/api/pins/boards', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 201, json: { id: 'b9', name: 'Workshop' } })
      : route.fulfill({ json: { items: [{ id: 'b1', name: 'Kitchen' }] } }),
  );
  let sent: unknown;
  await page.route('**/api/pins', (route) => {
    sent = route.request().postDataJSON();
    return route.fulfill({ status: 201, json: { id: '999' } });
  });
  await page.goto('/dashboard/inspiration');
  await page.getByRole('button', { name: 'Save Oak floating shelves to a board' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save to a board' });
  const save = dialog.getByRole('button', { name: 'Save Pin' });
  await expect(save).toBeDisabled();

  await dialog.getByLabel('New board').fill('Workshop');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Board created successfully!')).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Board' })).toHaveText('Workshop');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Pin created successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(sent).toEqual({
    title: 'Oak floating shelves',
    description: 'Hidden brackets',
    image_url: '/inspiration/floating-shelves.svg',
    board_id: 'b9',
    link: 'https://example.com/shelves',
  });
});

test('failures while saving show the documented toasts', async ({ page }) => {
  await page.route('**/api/pins/search?*', (route) => route.fulfill({ json: realPins }));
  await page.route('**/api/pins/boards', (route) =>
    route.fulfill({ status: 502, json: { error: 'x', code: 'PINTEREST_ERROR' } }),
  );
  await page.goto('/dashboard/inspiration');
  await page.getByRole('button', { name: 'Save Oak floating shelves to a board' }).click();
  await expect(page.getByText('Failed to fetch Pinterest boards')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Save to a board' });
  await expect(dialog.getByRole('button', { name: 'Save Pin' })).toBeDisabled();
  await dialog.getByLabel('New board').fill('Shed');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Failed to create Pinterest board')).toBeVisible();
});
