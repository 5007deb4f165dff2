import { describe, expect, it } from 'vitest';
import { MAX_MESSAGE_LENGTH } from '../constants';
import {
  CONVERSATION_RENAME_MAX,
  createConversationSchema,
  messageRowSchema,
  renameConversationSchema,
} from './conversation-schema';

describe('createConversationSchema', () => {
  it('trims the first message', () => {
    expect(createConversationSchema.parse({ first_message: '  Hi there \n' })).toEqual({
      first_message: 'Hi there',
    });
  });

  it('rejects a missing, empty or blank message', () => {
    for (const body of [{}, { first_message: '' }, { first_message: ' \n\t ' }]) {
      expect(createConversationSchema.safeParse(body).success).toBe(false);
    }
  });

  it(`allows at most ${MAX_MESSAGE_LENGTH} characters after trimming`, () => {
    const longest = 'x'.repeat(MAX_MESSAGE_LENGTH);
    expect(createConversationSchema.safeParse({ first_message: ` ${longest} ` }).success).toBe(
      true,
    );
    expect(createConversationSchema.safeParse({ first_message: `${longest}x` }).success).toBe(
      false,
    );
  });
});

describe('renameConversationSchema', () => {
  it('trims and accepts 1 to 120 characters', () => {
    expect(renameConversationSchema.parse({ title: ' Deck ' })).toEqual({ title: 'Deck' });
    const longest = 't'.repeat(CONVERSATION_RENAME_MAX);
    expect(renameConversationSchema.safeParse({ title: longest }).success).toBe(true);
    expect(renameConversationSchema.safeParse({ title: `${longest}t` }).success).toBe(false);
    expect(renameConversationSchema.safeParse({ title: '   ' }).success).toBe(false);
  });
});

describe('messageRowSchema', () => {
  const row = {
    id: 'm1',
    conversation_id: 'c1',
    type: 'assistant',
    content: 'Hello',
    created_at: '2025-01-01T00:00:00.000Z',
    incomplete: false,
    attachments: null,
    parent_id: null,
    depth: 0,
    sibling_ids: ['m1'],
  };

  it('accepts user and assistant messages only', () => {
    expect(messageRowSchema.safeParse(row).success).toBe(true);
    expect(messageRowSchema.safeParse({ ...row, type: 'user' }).success).toBe(true);
    expect(messageRowSchema.safeParse({ ...row, type: 'system' }).success).toBe(false);
  });
});
