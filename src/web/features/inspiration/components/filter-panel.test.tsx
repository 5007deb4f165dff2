import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useInspirationView } from '../hooks/use-inspiration-view';
import { FilterPanel } from './filter-panel';

beforeAll(() => {
  // Radix Select uses pointer capture and scrolling that jsdom does not implement.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

function Harness() {
  const { view, setFilter, setSearch, clear } = useInspirationView();
  return (
    <FilterPanel
      search={view.search}
      filters={view.filters}
      onSearch={setSearch}
      onFilterChange={setFilter}
      onClear={clear}
    />
  );
}

function renderAt(path: string) {
  const memory = memoryLocation({ path, record: true });
  render(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <Harness />
    </Router>,
  );
  return memory;
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const chips = () => screen.queryByRole('list', { name: 'Active filters' });

describe('filter panel', () => {
  it('starts empty: default search, trending, no badge and no chips', () => {
    renderAt('/explore');
    expect(screen.getByRole('heading', { name: 'Filters & Search' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search for inspiration...')).toHaveValue(
      'home improvement',
    );
    expect(screen.getByLabelText('Sort by')).toHaveTextContent('Trending');
    expect(screen.queryByText(/active$/)).not.toBeInTheDocument();
    expect(chips()).not.toBeInTheDocument();
  });

  it('counts filters in the badge, shows a chip for each and stores them lowercased', async () => {
    const memory = renderAt('/explore');
    await choose('Category', 'Living Room');
    expect(screen.getByText('1 active')).toBeInTheDocument();
    await choose('Difficulty', 'Beginner');
    await choose('Source', 'YouTube');
    await choose('Sort by', 'Most Popular');
    expect(screen.getByText('3 active')).toBeInTheDocument();
    expect(
      within(chips()!)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Category: Living Room', 'Difficulty: Beginner', 'Source: YouTube']);
    const params = new URLSearchParams(memory.history?.at(-1)?.split('?')[1]);
    expect(Object.fromEntries(params)).toEqual({
      category: 'living room',
      difficulty: 'beginner',
      source: 'youtube',
      sort: 'popular',
    });
  });

  it("removes a filter with its chip's button or by choosing 'All'", async () => {
    renderAt('/explore?category=kitchen&difficulty=advanced&source=reddit');
    expect(screen.getByText('3 active')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Difficulty filter Advanced' }),
    );
    expect(screen.getByText('2 active')).toBeInTheDocument();
    await choose('Category', 'All');
    expect(screen.getByText('1 active')).toBeInTheDocument();
    expect(within(chips()!).getByRole('listitem')).toHaveTextContent('Source: Reddit');
  });

  it('Clear Filters empties the filters and resets the search to home improvement', async () => {
    const memory = renderAt('/explore?q=deck&category=outdoor&source=unsplash&sort=newest');
    expect(screen.getByPlaceholderText('Search for inspiration...')).toHaveValue('deck');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.queryByText(/active$/)).not.toBeInTheDocument();
    expect(chips()).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search for inspiration...')).toHaveValue(
      'home improvement',
    );
    expect(screen.getByLabelText('Sort by')).toHaveTextContent('Trending');
    expect(memory.history?.at(-1)).toBe('/explore');
  });

  it('searches on submit only, and ignores values outside the option lists', async () => {
    const memory = renderAt('/explore?category=attic&sort=random');
    expect(chips()).not.toBeInTheDocument();
    const box = screen.getByPlaceholderText('Search for inspiration...');
    await userEvent.clear(box);
    await userEvent.type(box, 'tile backsplash');
    expect(memory.history).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(memory.history?.at(-1)).toContain('q=tile+backsplash');
    // The same search again adds no history entry for Back to step over.
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(memory.history).toHaveLength(2);
  });
});
