import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { MobileNav, TopNav } from './top-nav';

function renderAt(path: string) {
  const { hook } = memoryLocation({ path });
  return render(
    <Router hook={hook}>
      <TopNav />
      <MobileNav />
    </Router>,
  );
}

describe('top navigation', () => {
  it('lists the five links in the documented order, in both the row and the bottom strip', () => {
    renderAt('/');
    for (const name of ['Main', 'Main mobile']) {
      const nav = screen.getByRole('navigation', { name });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Home', 'Explore', 'Library', 'How to Use', 'Pro Connect']);
    }
  });

  it('marks only the current route, matching sub-paths but not prefixes of other words', () => {
    renderAt('/library');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Library' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('links Get Started to the dashboard and the logo home', () => {
    renderAt('/connect');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Fixwise' })).toHaveAttribute('href', '/');
  });
});
