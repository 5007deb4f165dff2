import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEXT_CURSOR_HEADER } from '../../../../shared/conversations/conversation-schema';
import type { Conversation } from './conversations-api';
import { ProjectsPanel } from './projects-panel';

vi.mock('sonner', () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const row = (index: number): Conversation => {
  const time = new Date(Date.UTC(2026, 0, 1) - index * 60_000).toISOString();
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    user_id: 'u1',
    title: `Project ${index}`,
    first_message: `How do I start project ${index}?`,
    created_at: time,
    updated_at: time,
    project: null,
    message_count: 0,
  };
};

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProjectsPanel
        signedIn
        guestRemaining={null}
        selectedId={null}
        onSelect={() => {}}
        onNewChat={() => {}}
        onDeleted={() => {}}
      />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('projects panel', () => {
  it('shows every project: "Show more projects" loads the next page until the last', async () => {
    const fetch = vi.fn(async (url: string) =>
      url === '/api/conversations'
        ? Response.json(
            Array.from({ length: 50 }, (_, i) => row(i)),
            { headers: { [NEXT_CURSOR_HEADER]: 'page-2' } },
          )
        : Response.json([row(50), row(51), row(52)]),
    );
    vi.stubGlobal('fetch', fetch);
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Projects' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);

    await userEvent.click(screen.getByRole('button', { name: 'Show more projects' }));
    expect(await within(list).findByText('Project 52')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(53);
    expect(fetch).toHaveBeenLastCalledWith('/api/conversations?cursor=page-2', expect.anything());
    expect(screen.queryByRole('button', { name: 'Show more projects' })).not.toBeInTheDocument();
    // Fifty rows rendered twice take a few seconds on a busy machine.
  }, 30_000);
});
