import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_LENGTH } from '../../../../shared/constants';
import { ChatComposer } from './chat-composer';

const composer = (value: string) =>
  render(
    <ChatComposer
      value={value}
      onChange={() => {}}
      onSend={() => {}}
      onStop={() => {}}
      loading={false}
      blocked={false}
    />,
  );

describe('ChatComposer length notice', () => {
  it('says nothing about length for an ordinary question', () => {
    composer('the kitchen tap drips, is it the washer?');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('counts the characters left near the limit', () => {
    composer('a'.repeat(3_700));
    expect(screen.getByRole('status')).toHaveTextContent('3,700 / 4,000 characters');
  });

  it('says so when a pasted story reached the limit and its end was not added', () => {
    composer('a'.repeat(MAX_MESSAGE_LENGTH));
    expect(screen.getByRole('status')).toHaveTextContent(/anything past it was not added/);
  });
});
