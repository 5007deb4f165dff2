import { expect, test, type Page } from '@playwright/test';

interface LegalPage {
  path: string;
  heading: string;
  nav: string;
  sections: string[];
  /** A section near the end, reached by clicking its link. */
  late: { title: string; id: string };
  /** A section earlier on, reached by scrolling. */
  middle: { title: string; id: string };
}

const legalPages: LegalPage[] = [
  {
    path: '/privacy-policy',
    heading: 'Privacy Policy',
    nav: 'Privacy policy sections',
    sections: [
      'Information we store',
      'Outside services we use',
      'How we use information',
      'When we share information',
      'How long we keep it',
      'Deleting your account and data',
      'Security',
      'Children',
      'Your choices and rights',
      'Changes to this policy',
      'Contact us',
    ],
    late: { title: 'Contact us', id: 'contact' },
    middle: { title: 'How we use information', id: 'how-we-use-information' },
  },
  {
    path: '/terms-of-use',
    heading: 'Terms of Use',
    nav: 'Terms of use sections',
    sections: [
      'Accepting these terms',
      'Who can use Fixwise',
      'Your account',
      'Using Fixwise as a guest',
      'The AI assistant’s guidance',
      'Your content and uploads',
      'Virtual Pro applications',
      'Acceptable use',
      'Third-party content and links',
      'Our intellectual property',
      'Disclaimers',
      'Limitation of liability',
      'Indemnity',
      'Suspension and termination',
      'Changes to Fixwise and these terms',
      'Governing law and disputes',
      'General',
      'Contact us',
    ],
    late: { title: 'Governing law and disputes', id: 'governing-law' },
    middle: { title: 'Your content and uploads', id: 'user-content' },
  },
];

/** Resolves once the page has not scrolled for 300 ms (a smooth scroll has finished). */
async function scrollSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const done = () => {
          window.removeEventListener('scroll', restart);
          resolve();
        };
        let timer = window.setTimeout(done, 300);
        function restart() {
          window.clearTimeout(timer);
          timer = window.setTimeout(done, 300);
        }
        window.addEventListener('scroll', restart, { passive: true });
      }),
  );
}

for (const legal of legalPages) {
  test.describe(legal.heading, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(legal.path);
      // The page is prerendered: until it hydrates, a section link is a plain anchor and
      // focusing the heading (the app's job) cannot happen yet.
      await page.locator('html[data-hydrated]').waitFor();
      await expect(page.getByRole('heading', { level: 1, name: legal.heading })).toBeVisible();
    });

    test('the side navigation lists the sections and starts on the first', async ({ page }) => {
      await expect(page).toHaveTitle(`${legal.heading} · Fixwise`);
      const nav = page.getByRole('navigation', { name: legal.nav });
      await expect(nav.getByRole('link')).toHaveText(legal.sections);
      for (const title of legal.sections) {
        await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toHaveCount(
          1,
        );
      }
      await expect(nav.getByRole('link', { name: legal.sections[0] })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(nav.locator('[aria-current]')).toHaveCount(1);
    });

    test('clicking a section link scrolls to it, updates the hash and marks it active; scrolling moves the mark', async ({
      page,
    }) => {
      const nav = page.getByRole('navigation', { name: legal.nav });
      const lateLink = nav.getByRole('link', { name: legal.late.title, exact: true });
      const lateHeading = page.getByRole('heading', {
        level: 2,
        name: legal.late.title,
        exact: true,
      });
      await expect(lateHeading).not.toBeInViewport();

      await lateLink.click();
      await expect(page).toHaveURL(`${legal.path}#${legal.late.id}`);
      await expect(lateHeading).toBeInViewport();
      await expect(lateHeading).toBeFocused();
      await scrollSettled(page);
      await expect(lateLink).toHaveAttribute('aria-current', 'true');
      await expect(nav.locator('[aria-current]')).toHaveCount(1);

      // Scrolling by script to an earlier section moves the mark to it.
      await page.evaluate((id) => {
        const section = document.getElementById(id);
        if (!section) throw new Error(`no section #${id}`);
        window.scrollTo({ top: section.getBoundingClientRect().top + window.scrollY - 100 });
      }, legal.middle.id);
      const middleLink = nav.getByRole('link', { name: legal.middle.title, exact: true });
      await expect(middleLink).toHaveAttribute('aria-current', 'true');
      await expect(lateLink).not.toHaveAttribute('aria-current');

      // Wheeling back up to the top of the page marks the first section again.
      const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
      await page.mouse.move(viewport.width - 20, viewport.height / 2);
      await expect
        .poll(async () => {
          await page.mouse.wheel(0, -5_000);
          return page.evaluate(() => window.scrollY);
        })
        .toBe(0);
      await expect(nav.getByRole('link', { name: legal.sections[0] })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(nav.locator('[aria-current]')).toHaveCount(1);
    });

    test('a section link works from the keyboard', async ({ page }) => {
      const nav = page.getByRole('navigation', { name: legal.nav });
      const link = nav.getByRole('link', { name: legal.middle.title, exact: true });
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${legal.path}#${legal.middle.id}`);
      await expect(
        page.getByRole('heading', { level: 2, name: legal.middle.title, exact: true }),
      ).toBeFocused();
      await expect(link).toHaveAttribute('aria-current', 'true');
    });

    test('with reduced motion a section link jumps at once', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page
        .getByRole('navigation', { name: legal.nav })
        .getByRole('link', { name: legal.middle.title, exact: true })
        .click();
      // No animation: the section is already at the top (below the bar) when the click returns.
      const top = await page.evaluate(
        (id) => document.getElementById(id)?.getBoundingClientRect().top,
        legal.middle.id,
      );
      expect(Math.abs((top ?? 0) - 96)).toBeLessThan(2);
    });

    test('opening a link to a section lands on it and marks it', async ({ page }) => {
      await page.goto(`${legal.path}#${legal.middle.id}`);
      const heading = page.getByRole('heading', {
        level: 2,
        name: legal.middle.title,
        exact: true,
      });
      await expect(heading).toBeInViewport();
      await expect(
        page
          .getByRole('navigation', { name: legal.nav })
          .getByRole('link', { name: legal.middle.title, exact: true }),
      ).toHaveAttribute('aria-current', 'true');
    });

    test('Back to Home goes to the home page', async ({ page }) => {
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL('/');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Your AI-Powered DIY Assistant' }),
      ).toBeVisible();
    });

    test('fits a 375 px wide phone screen with the section list above the text', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await expect(page.getByRole('navigation', { name: legal.nav })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      const navBox = await page.getByRole('navigation', { name: legal.nav }).boundingBox();
      const firstHeading = await page
        .getByRole('heading', { level: 2, name: legal.sections[0], exact: true })
        .boundingBox();
      expect(navBox && firstHeading && navBox.y + navBox.height <= firstHeading.y).toBe(true);
    });
  });
}

test('the terms show the placeholder effective date, age 18, Florida law and Palm Beach County', async ({
  page,
}) => {
  await page.goto('/terms-of-use');
  await expect(page.getByText('Effective date: [to be set before launch]')).toBeVisible();
  await expect(page.getByText('You must be at least 18 years old to use Fixwise.')).toBeVisible();
  await expect(page.getByText(/governed by the laws of the State of Florida/)).toBeVisible();
  await expect(page.getByText(/small claims court in Palm Beach County, Florida/)).toBeVisible();
  await expect(page.getByText(/binding arbitration/).first()).toBeVisible();
});

test('the privacy policy sets the minimum age at 13 and lists what is stored', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByText(/Last updated: /)).toBeVisible();
  await expect(page.getByText(/You must be at least 13 years old to use Fixwise/)).toBeVisible();
  await expect(page.getByText(/GPS location/)).toBeVisible();
  await expect(page.getByText(/limit of 3 free questions/)).toBeVisible();
});
