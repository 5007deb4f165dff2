import { describe, expect, it } from 'vitest';
import { messageTree } from './message-tree';

// q1 → a1 → q2 → a2, with q2' an edit of q2 (answered by a2') and a1' a regeneration of a1.
const rows = [
  { id: 'q1', parentId: null },
  { id: 'a1', parentId: 'q1' },
  { id: 'q2', parentId: 'a1' },
  { id: 'a2', parentId: 'q2' },
  { id: "q2'", parentId: 'a1' },
  { id: "a2'", parentId: "q2'" },
  { id: "a1'", parentId: 'q1' },
];

describe('messageTree', () => {
  const tree = messageTree(rows);

  it('walks the path from the first question to a leaf', () => {
    expect(tree.pathTo('a2').map((row) => row.id)).toEqual(['q1', 'a1', 'q2', 'a2']);
  });

  it('shows the newest path when the leaf is unknown', () => {
    expect(tree.pathTo(null).map((row) => row.id)).toEqual(['q1', "a1'"]);
    expect(tree.pathTo('gone').map((row) => row.id)).toEqual(['q1', "a1'"]);
  });

  it('lists siblings oldest first', () => {
    expect(tree.siblingsOf(rows[4]!)).toEqual(['q2', "q2'"]);
    expect(tree.siblingsOf(rows[1]!)).toEqual(['a1', "a1'"]);
    expect(tree.siblingsOf(rows[0]!)).toEqual(['q1']);
  });

  it('continues a switch with the newest message below it', () => {
    expect(tree.newestLeafUnder('a1')).toBe("a2'");
    expect(tree.newestLeafUnder('q2')).toBe('a2');
    expect(tree.newestLeafUnder("a1'")).toBe("a1'");
  });
});
