import { describe, expect, it } from 'vitest';
import { messageTree } from '../conversations/message-tree';
import { placeTurn } from './turn-placement';

// q1 → a1 → q2 → a2, and q2' (an edit of q2, unanswered) shown.
const rows = [
  { id: 'q1', parentId: null, type: 'user' as const, content: 'Fix a running toilet' },
  { id: 'a1', parentId: 'q1', type: 'assistant' as const, content: 'Flapper' },
  { id: 'q2', parentId: 'a1', type: 'user' as const, content: 'Tools?' },
  { id: 'a2', parentId: 'q2', type: 'assistant' as const, content: 'Pliers' },
  { id: "q2'", parentId: 'a1', type: 'user' as const, content: 'Time?' },
];
const tree = messageTree(rows);
const ids = (list: { id: string }[]) => list.map((row) => row.id);

describe('placeTurn', () => {
  it('puts a new question after the last message shown, reading the whole path', () => {
    const placed = placeTurn(tree, tree.pathTo('a2'), { message: 'Cost?' });
    expect(placed).toMatchObject({ kind: 'new', parentId: undefined });
    expect(ids(placed!.before)).toEqual(['q1', 'a1', 'q2', 'a2']);
  });

  it('asks an edit beside the question it replaces, reading only what is above it', () => {
    const placed = placeTurn(tree, tree.pathTo('a2'), { message: 'Cost?', edits: 'q2' });
    expect(placed).toMatchObject({ kind: 'new', parentId: 'a1', message: 'Cost?' });
    expect(ids(placed!.before)).toEqual(['q1', 'a1']);
    const first = placeTurn(tree, tree.pathTo('a2'), { message: 'Paint', edits: 'q1' });
    expect(first).toMatchObject({ kind: 'new', parentId: null, before: [] });
  });

  it('answers the stored question again for a regeneration, whatever text came with it', () => {
    const placed = placeTurn(tree, tree.pathTo("q2'"), { message: 'ignored', regenerates: 'a2' });
    expect(placed).toMatchObject({ kind: 'existing', questionId: 'q2', message: 'Tools?' });
    expect(ids(placed!.before)).toEqual(['q1', 'a1']);
  });

  it('retries the last question shown when it is asked again unanswered', () => {
    const placed = placeTurn(tree, tree.pathTo("q2'"), { message: 'Time?' });
    expect(placed).toMatchObject({ kind: 'existing', questionId: "q2'" });
    expect(ids(placed!.before)).toEqual(['q1', 'a1']);
  });

  it('refuses an edit of a reply, a regeneration of a question and unknown ids', () => {
    const shown = tree.pathTo('a2');
    expect(placeTurn(tree, shown, { message: 'x', edits: 'a1' })).toBeUndefined();
    expect(placeTurn(tree, shown, { message: 'x', regenerates: 'q2' })).toBeUndefined();
    expect(placeTurn(tree, shown, { message: 'x', edits: 'elsewhere' })).toBeUndefined();
  });
});
