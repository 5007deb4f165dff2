import type { ChatMessage } from './chat-types';
import { MessageBubble, TypingIndicator } from './message-bubble';
import { useBranching, type BranchingSource } from './use-branching';

/**
 * The conversation's messages after the greeting, with their actions: loaded with the first
 * message (chat-view.tsx), and the branching actions with them, since only stored messages
 * offer those.
 */
export function MessageList({
  messages,
  waiting,
  actionsDisabled,
  onAskAgain,
  onRetry,
  branchingSource,
}: {
  messages: ChatMessage[];
  /** A reply is on its way and has no words yet: the typing indicator stands in for it. */
  waiting: boolean;
  actionsDisabled: boolean;
  /** Asks the last question again, for a chat the server does not store. */
  onAskAgain: () => void;
  onRetry?: (fallbackId: string) => void;
  branchingSource?: BranchingSource;
}) {
  const branching = useBranching(branchingSource);
  const hasQuestion = messages.some((message) => message.role === 'user');
  return (
    <>
      {messages.map((message, index, all) =>
        waiting && index === all.length - 1 ? null : (
          <MessageBubble
            key={message.id}
            message={message}
            onRegenerate={
              index === all.length - 1 &&
              message.role === 'assistant' &&
              message.status !== 'fallback' &&
              hasQuestion
                ? branching && message.stored
                  ? () => branching.regenerate(message.id)
                  : onAskAgain
                : undefined
            }
            onEdit={
              branching && message.role === 'user' && message.stored
                ? (text) => branching.edit(message.id, text)
                : undefined
            }
            onSwitch={branching && message.stored ? branching.switchTo : undefined}
            onRetry={
              message.status === 'fallback' && onRetry ? () => onRetry(message.id) : undefined
            }
            actionsDisabled={actionsDisabled}
          />
        ),
      )}
      {waiting && <TypingIndicator />}
    </>
  );
}
