import { describe, expect, it } from 'vitest';
import { CONVERSATION_TITLE_MAX } from '../constants';
import { conversationTitle } from './conversation-title';

describe('conversationTitle', () => {
  it('keeps a short message as is', () => {
    expect(conversationTitle('Fix a leaky faucet')).toBe('Fix a leaky faucet');
  });

  it(`keeps exactly ${CONVERSATION_TITLE_MAX} characters without an ellipsis`, () => {
    const text = 'a'.repeat(CONVERSATION_TITLE_MAX);
    expect(conversationTitle(text)).toBe(text);
  });

  it(`cuts ${CONVERSATION_TITLE_MAX + 1} characters to ${CONVERSATION_TITLE_MAX} plus "..."`, () => {
    const text = 'b'.repeat(CONVERSATION_TITLE_MAX) + 'c';
    expect(conversationTitle(text)).toBe('b'.repeat(CONVERSATION_TITLE_MAX) + '...');
  });

  it('trims surrounding whitespace before measuring', () => {
    const text = 'a'.repeat(CONVERSATION_TITLE_MAX);
    expect(conversationTitle(`  \n\t${text}  \n`)).toBe(text);
  });

  it('turns line breaks into single spaces', () => {
    expect(conversationTitle('How do I\npatch drywall?\r\n\r\n  It has a hole')).toBe(
      'How do I patch drywall? It has a hole',
    );
  });

  it('keeps other inner spacing', () => {
    expect(conversationTitle('Paint  or\tstain?')).toBe('Paint  or\tstain?');
  });

  it('drops spaces left before the ellipsis', () => {
    const text = 'a'.repeat(CONVERSATION_TITLE_MAX - 1) + '   more words';
    expect(conversationTitle(text)).toBe('a'.repeat(CONVERSATION_TITLE_MAX - 1) + '...');
  });

  it('counts an emoji as one character and never cuts it in half', () => {
    const emojis = '🔨'.repeat(CONVERSATION_TITLE_MAX);
    expect(conversationTitle(emojis)).toBe(emojis);
    const title = conversationTitle(`${'a'.repeat(CONVERSATION_TITLE_MAX - 1)}🔨🔨`);
    expect(title).toBe(`${'a'.repeat(CONVERSATION_TITLE_MAX - 1)}🔨...`);
    // No lone surrogate left behind (String#isWellFormed is ES2024, past our lib setting).
    expect(title).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('returns an empty title for a blank message', () => {
    expect(conversationTitle('  \n ')).toBe('');
  });
});
