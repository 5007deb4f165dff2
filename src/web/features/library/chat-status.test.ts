import { describe, expect, it } from 'vitest';
import { chatCategory, chatStatus } from './chat-status';

describe('chatStatus', () => {
  const now = new Date('2026-05-20T12:00:00Z');
  it.each([
    ['2026-05-20T11:00:00Z', 'In Progress'],
    ['2026-05-13T12:00:00Z', 'In Progress'],
    ['2026-05-13T11:59:59Z', 'Completed'],
    ['2025-01-01T00:00:00Z', 'Completed'],
  ])('a chat updated at %s is %s', (updatedAt, status) => {
    expect(chatStatus(updatedAt, now)).toBe(status);
  });
});

describe('chatCategory', () => {
  it.each([
    ['How do I fix a leaky faucet?', 'Plumbing'],
    ['Install a ceiling fan', 'Electrical'],
    ['Paint a room', 'Painting'],
    ['Regrout the kitchen backsplash', 'Tiling'],
    ['Build floating shelves', 'Carpentry'],
    ['What should I plant?', 'General'],
  ])('%s is %s', (text, category) => {
    expect(chatCategory(text)).toBe(category);
  });
});
