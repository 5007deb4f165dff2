import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlanNotesEditor } from './plan-notes-editor';

const ID = '00000000-0000-4000-8000-000000000001';

function renderEditor() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PlanNotesEditor conversationId={ID} saved={{ text: 'Old note', updated_at: null }} />
    </QueryClientProvider>,
  );
  return screen.getByRole('textbox', { name: /Measurements, store finds/ });
}

afterEach(() => vi.unstubAllGlobals());

describe('plan notes', () => {
  it('says saving, then saved, and sends the whole text', async () => {
    let finish: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
    vi.stubGlobal('fetch', fetch);
    const box = renderEditor();
    await userEvent.type(box, ' and a new line');
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');
    await userEvent.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saving…');
    expect(fetch).toHaveBeenCalledWith(
      `/api/plans/${ID}/notes`,
      expect.objectContaining({ method: 'PUT', body: '{"text":"Old note and a new line"}' }),
    );
    finish(
      Response.json({ text: 'Old note and a new line', updated_at: '2026-11-26T10:42:00.000Z' }),
    );
    expect(await screen.findByText(/^Saved at /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save notes' })).toBeDisabled();
  });

  it('keeps the text after a failed save and says why', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ error: 'text: Notes: at most 10,000 characters' }, { status: 400 }),
      ),
    );
    const box = renderEditor();
    await userEvent.clear(box);
    await userEvent.type(box, 'Keep me');
    await userEvent.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText(/^Not saved: text: Notes: at most/)).toBeInTheDocument();
    expect(box).toHaveValue('Keep me');
    expect(screen.getByRole('button', { name: 'Save notes' })).toBeEnabled();
  });
});
