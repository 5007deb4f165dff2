import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

let failWith: Error | null = null;
function Page() {
  if (failWith) throw failWith;
  return <h1>Explore</h1>;
}

const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // React logs every caught error to the console; the test expects them.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  failWith = null;
  fetchMock.mockClear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function sentReport() {
  const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return { path, body: JSON.parse(String(init.body)) as unknown };
}

describe('RouteErrorBoundary', () => {
  it('explains a chunk that never arrived, offers a reload and reports it', () => {
    failWith = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/assets/explore-1.js',
    );
    render(
      <RouteErrorBoundary location="/explore">
        <Page />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: "This page didn't load" })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(sentReport()).toEqual({
      path: '/api/client-errors',
      body: {
        kind: 'chunk-load',
        message:
          'Failed to fetch dynamically imported module: http://localhost/assets/explore-1.js',
        path: '/explore',
      },
    });
  });

  it('lets the visitor try a page that threw again, from the keyboard', async () => {
    failWith = new Error('Cannot read properties of undefined');
    render(
      <RouteErrorBoundary location="/explore">
        <Page />
      </RouteErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { name: 'Something went wrong on this page' }),
    ).toBeVisible();
    expect(sentReport().body).toMatchObject({ kind: 'render' });

    failWith = null;
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Explore' })).toBeVisible();
  });

  it('clears the failure when the visitor moves to another page', () => {
    failWith = new Error('boom');
    const { rerender } = render(
      <RouteErrorBoundary location="/explore">
        <Page />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeVisible();
    failWith = null;
    rerender(
      <RouteErrorBoundary location="/library">
        <Page />
      </RouteErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Explore' })).toBeVisible();
  });
});
