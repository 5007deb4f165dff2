import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PrivacyPolicyPage from '../../pages/privacy-policy';
import TermsOfUsePage from '../../pages/terms-of-use';
import { LegalDocument } from './legal-document';
import type { LegalSection } from './legal-types';

/** Stands in for the browser's IntersectionObserver, which jsdom lacks; tests fire entries. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
  fire(changes: Record<string, boolean>) {
    const entries = Object.entries(changes).map(([id, isIntersecting]) => ({
      target: this.targets.find((target) => target.id === id) ?? this.targets[0],
      isIntersecting,
    }));
    act(() => this.callback(entries as IntersectionObserverEntry[], this as never));
  }
}

const sections: LegalSection[] = [
  { id: 'first', title: 'First part', body: ['One.'] },
  { id: 'second', title: 'Second part', body: [{ list: ['Two a.', { term: 'B.', text: 'b' }] }] },
  { id: 'last', title: 'Last part', body: ['Three.'] },
];

function renderDocument() {
  render(
    <LegalDocument
      title="Sample Terms"
      dateLine="Effective date: soon"
      intro={['Intro.']}
      navLabel="Sample sections"
      sections={sections}
    />,
  );
  const nav = screen.getByRole('navigation', { name: 'Sample sections' });
  const link = (name: string) => within(nav).getByRole('link', { name });
  const [band, bottom] = FakeObserver.instances;
  return { nav, link, band: band!, bottom: bottom! };
}

beforeEach(() => {
  FakeObserver.instances = [];
  window.history.replaceState(null, '', '/');
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('LegalDocument', () => {
  it('renders without IntersectionObserver, first section active', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { nav, link } = renderDocument();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['First part', 'Second part', 'Last part']);
    expect(link('First part')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Sample Terms · Fixwise');
  });

  it('follows the section crossing the reading band, and the last one at the bottom', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { link, band, bottom } = renderDocument();
    expect(band.targets.map((target) => target.id)).toEqual(['first', 'second', 'last']);

    band.fire({ second: true });
    expect(link('Second part')).toHaveAttribute('aria-current', 'true');
    expect(link('First part')).not.toHaveAttribute('aria-current');

    band.fire({ first: true });
    expect(link('First part')).toHaveAttribute('aria-current', 'true');

    bottom.fire({ end: true });
    expect(link('Last part')).toHaveAttribute('aria-current', 'true');

    bottom.fire({ end: false });
    band.fire({ first: false });
    expect(link('Second part')).toHaveAttribute('aria-current', 'true');

    // A jump to the page top leaves the band empty, above the first section.
    const first = document.getElementById('first')!;
    vi.spyOn(first, 'getBoundingClientRect').mockReturnValue({ top: 600 } as DOMRect);
    band.fire({ second: false });
    expect(link('First part')).toHaveAttribute('aria-current', 'true');
  });

  it('jumps to a clicked section, keeps it active while scrolling, then follows the page', () => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { link, band } = renderDocument();

    fireEvent.click(link('Last part'));
    expect(link('Last part')).toHaveAttribute('aria-current', 'true');
    expect(window.location.hash).toBe('#last');
    expect(screen.getByRole('heading', { name: 'Last part' })).toHaveFocus();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({
      behavior: 'smooth',
      block: 'start',
    });

    band.fire({ second: true }); // passing sections while the smooth scroll runs
    expect(link('Last part')).toHaveAttribute('aria-current', 'true');

    act(() => vi.advanceTimersByTime(250)); // the scroll is over; the page decides again
    expect(link('Second part')).toHaveAttribute('aria-current', 'true');
  });

  it('scrolls without animation when the user prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const { link } = renderDocument();
    fireEvent.click(link('Second part'));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({
      behavior: 'auto',
      block: 'start',
    });
  });

  it('starts at the section named in the URL', () => {
    window.history.replaceState(null, '', '/#second');
    const { link } = renderDocument();
    expect(link('Second part')).toHaveAttribute('aria-current', 'true');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });
});

describe('legal pages', () => {
  it('privacy policy: sections, minimum age 13 and what is stored', () => {
    render(<PrivacyPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(document.title).toBe('Privacy Policy · Fixwise');
    const nav = screen.getByRole('navigation', { name: 'Privacy policy sections' });
    expect(within(nav).getAllByRole('link').length).toBeGreaterThan(8);
    expect(screen.getByText(/at least 13 years old/)).toBeInTheDocument();
    expect(screen.getByText(/GPS location/)).toBeInTheDocument();
    expect(screen.getByText(/sidebar:state/)).toBeInTheDocument();
  });

  it('terms of use: placeholder date, age 18, Florida law and Palm Beach County', () => {
    render(<TermsOfUsePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    expect(screen.getByText('Effective date: [to be set before launch]')).toBeInTheDocument();
    expect(screen.getByText(/at least 18 years old/)).toBeInTheDocument();
    expect(screen.getByText(/laws of the State of Florida/)).toBeInTheDocument();
    expect(screen.getAllByText(/Palm Beach County, Florida/).length).toBeGreaterThan(0);
    expect(screen.getByRole('navigation', { name: 'Terms of use sections' })).toBeInTheDocument();
  });
});
