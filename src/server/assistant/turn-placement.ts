import type { MessageTree, TreeNode } from '../conversations/message-tree';

interface StoredMessage extends TreeNode {
  type: 'user' | 'assistant';
  content: string;
}

/**
 * Where a signed-in question goes in its conversation's tree, and what the assistant reads
 * before it (the path above it, never another branch):
 * - a new question follows the last message shown (`parentId` undefined), or, as the edit of an
 *   earlier question, takes that question's parent and becomes its sibling;
 * - an existing question is answered again: the one a regenerated reply answered, or the last
 *   one shown when it got no answer and is asked again (a retry, not a second copy).
 * Undefined when the edited question or regenerated reply is not in this conversation.
 */
export function placeTurn<Row extends StoredMessage>(
  tree: MessageTree<Row>,
  shown: Row[],
  request: { message: string; edits?: string; regenerates?: string },
):
  | { kind: 'new'; parentId: string | null | undefined; message: string; before: Row[] }
  | { kind: 'existing'; questionId: string; message: string; before: Row[] }
  | undefined {
  const above = (id: string | null) => (id === null ? [] : tree.pathTo(id));
  if (request.regenerates) {
    const reply = tree.get(request.regenerates);
    const question = reply?.parentId ? tree.get(reply.parentId) : undefined;
    if (reply?.type !== 'assistant' || question?.type !== 'user') return undefined;
    const before = above(question.parentId);
    return { kind: 'existing', questionId: question.id, message: question.content, before };
  }
  if (request.edits) {
    const edited = tree.get(request.edits);
    if (edited?.type !== 'user') return undefined;
    return {
      kind: 'new',
      parentId: edited.parentId,
      message: request.message,
      before: above(edited.parentId),
    };
  }
  const last = shown.at(-1);
  if (last?.type === 'user' && last.content === request.message) {
    return {
      kind: 'existing',
      questionId: last.id,
      message: last.content,
      before: shown.slice(0, -1),
    };
  }
  return { kind: 'new', parentId: undefined, message: request.message, before: shown };
}
