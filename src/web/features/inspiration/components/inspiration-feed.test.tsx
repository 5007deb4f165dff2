import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ContentItem } from '../../../../shared/inspiration/content-item';
import { INSPIRATION_RATE_LIMITED } from '../../../../shared/inspiration/inspiration-api';
import { InspirationFeed } from './inspiration-feed';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/toast', () => ({ toast: { error: toastError } }));

const item = (id: string, extra: Partial<ContentItem> = {}): ContentItem => ({
  id,
  title: `Item ${id}`,
  description: 'A project',
  image_url: '/inspiration/workbench.svg',
  external_link: `https://example.com/${id}`,
  source: 'reddit',
  category: 'Kitchen',
  difficulty: 'Beginner',
  tags: [],
  engagement_score: 10,
  created_at: '2026-01-01T12:00:00.000Z',
  ...extra,
});

function renderFeed(path = '/explore') {
  const memory = memoryLocation({ path });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <InspirationFeed />
      </Router>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('inspiration feed', () => {
  it('shows 12 placeholders, then the cards the client-side filters allow', async () => {
    const fetch = vi.fn(async () =>
      Response.json({
        items: [
          item('a'),
          item('b', { category: 'Outdoor', video_url: 'https://youtube.com/watch?v=b' }),
          { broken: true },
        ],
        failedSources: [],
      }),
    );
    vi.stubGlobal('fetch', fetch);
    renderFeed('/explore?category=kitchen');
    expect(screen.getAllByTestId('inspiration-placeholder')).toHaveLength(12);
    const grid = await screen.findByRole('list', { name: 'Inspiration' });
    expect(within(grid).getAllByRole('article')).toHaveLength(1);
    expect(fetch).toHaveBeenCalledWith(
      '/api/inspiration?query=home+improvement',
      expect.anything(),
    );
    const title = within(grid).getByRole('link', { name: 'Item a' });
    expect(title).toHaveAttribute('href', 'https://example.com/a');
    expect(title).toHaveAttribute('target', '_blank');
    expect(title).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(grid).getByRole('link', { name: /Make this/ })).toHaveAttribute(
      'href',
      '/dashboard?prompt=How%20do%20I%20make%3A%20Item%20a%3F',
    );
  });

  it('asks the aggregator for the selected source only', async () => {
    const fetch = vi.fn(async () => Response.json({ items: [], failedSources: [] }));
    vi.stubGlobal('fetch', fetch);
    renderFeed('/explore?q=deck&source=youtube');
    await screen.findByText('No inspiration matches these filters.');
    expect(fetch).toHaveBeenCalledWith(
      '/api/inspiration?query=deck&sources=youtube',
      expect.anything(),
    );
  });

  it('on failure toasts, empties the grid and offers Retry', async () => {
    const fetch = vi.fn(async () => Response.json({ error: 'down' }, { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    renderFeed();
    await screen.findByText("We couldn't load inspiration right now.");
    expect(toastError).toHaveBeenCalledWith('Content Loading Error', {
      id: 'inspiration-load-error',
      description: 'Unable to load inspiration content. Please try again.',
    });
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    fetch.mockImplementation(async () => Response.json({ items: [item('c')] }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Item c' })).toBeInTheDocument();
  });

  it("explains a 429 in the server's plain words: wait, then search again", async () => {
    const fetch = vi.fn(async () =>
      Response.json(
        { error: INSPIRATION_RATE_LIMITED.message, code: INSPIRATION_RATE_LIMITED.code },
        { status: 429 },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    renderFeed('/explore?q=deck');
    expect(await screen.findByText(INSPIRATION_RATE_LIMITED.message)).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith('Content Loading Error', {
      id: 'inspiration-load-error',
      description: INSPIRATION_RATE_LIMITED.message,
    });
  });
});
