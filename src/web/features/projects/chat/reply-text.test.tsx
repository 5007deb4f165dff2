import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GREETING } from './chat-types';
import { looksLikeMarkdown, ReplyText } from './reply-text';

describe('ReplyText', () => {
  it('shows plain prose as paragraphs without waiting for the Markdown renderer', () => {
    const { container } = render(
      <ReplyText text={'First, shut the valve.\n\nThen open the tap'} />,
    );
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'First, shut the valve.',
      'Then open the tap',
    ]);
  });

  it('renders Markdown once the renderer has loaded, showing the text meanwhile', async () => {
    render(<ReplyText text={'You need:\n\n- a **wrench**\n- tape'} />);
    expect(screen.getByText(/You need:/)).toBeInTheDocument();
    expect(await screen.findByRole('list')).toHaveTextContent('a wrench');
    expect(screen.getByText('wrench').tagName).toBe('STRONG');
  });

  it('tells prose from Markdown', () => {
    expect(looksLikeMarkdown(GREETING.content)).toBe(false);
    for (const text of ['**bold**', '1. cut', '- cut', '| a | b |', 'see https://x.test', '`code`'])
      expect(looksLikeMarkdown(text), text).toBe(true);
  });
});
