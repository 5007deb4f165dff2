import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MAX_MESSAGE_LENGTH } from '../../../../shared/constants';
import QuestionEditor from './question-editor';

const editor = (initial: string, onSave = vi.fn()) => {
  render(<QuestionEditor initial={initial} onSave={onSave} onCancel={() => {}} />);
  return screen.getByRole('textbox', { name: 'Edit your question' });
};

describe('QuestionEditor', () => {
  it('says nothing about length while editing an ordinary question', () => {
    editor('the bathroom fan hums but nothing comes out of the vent');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says so when the edited question reaches the limit, and saves what the box holds', () => {
    const onSave = vi.fn();
    const box = editor('our gutters overflow at one corner. ', onSave);
    fireEvent.change(box, { target: { value: 'x'.repeat(MAX_MESSAGE_LENGTH) } });
    expect(screen.getByRole('status')).toHaveTextContent(
      /4,000 \/ 4,000 characters: that is the limit, so anything past it was not added/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('x'.repeat(MAX_MESSAGE_LENGTH));
  });
});
