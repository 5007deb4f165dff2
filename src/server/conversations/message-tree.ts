/** What the tree needs of a stored message; rows come oldest first. */
export interface TreeNode {
  id: string;
  parentId: string | null;
}

/**
 * A conversation's messages as a tree: an edited question and a regenerated reply are siblings
 * of the message they replace (the same parent). The chat shows one path, root to leaf.
 */
export function messageTree<Row extends TreeNode>(rows: readonly Row[]) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  // Rows are oldest first, so each list of siblings is too: "1 / 2" is the older one.
  const children = new Map<string | null, string[]>();
  for (const row of rows) {
    const list = children.get(row.parentId) ?? [];
    list.push(row.id);
    children.set(row.parentId, list);
  }
  const order = new Map(rows.map((row, index) => [row.id, index]));

  /** The newest message at or below this one: a leaf, since replies come after what they follow. */
  const newestLeafUnder = (id: string | null): string | null => {
    let newest = id === null ? -1 : (order.get(id) ?? -1);
    let found = id;
    const stack = [...(children.get(id) ?? [])];
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
      const at = order.get(next)!;
      if (at > newest) [newest, found] = [at, next];
      stack.push(...(children.get(next) ?? []));
    }
    return found;
  };

  return {
    has: (id: string) => byId.has(id),
    get: (id: string) => byId.get(id),
    /** The messages from the first question down to `leafId` (the newest path when unknown). */
    pathTo(leafId: string | null): Row[] {
      let at = leafId !== null ? byId.get(leafId) : undefined;
      if (!at) {
        const newest = newestLeafUnder(null);
        at = newest === null ? undefined : byId.get(newest);
      }
      const path: Row[] = [];
      for (; at; at = at.parentId === null ? undefined : byId.get(at.parentId)) path.push(at);
      return path.reverse();
    },
    /** The ids of a message and its siblings, oldest first. */
    siblingsOf: (row: TreeNode) => children.get(row.parentId) ?? [row.id],
    newestLeafUnder: (id: string) => newestLeafUnder(id),
  };
}

export type MessageTree<Row extends TreeNode> = ReturnType<typeof messageTree<Row>>;
