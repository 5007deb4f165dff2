import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { messagesQuery } from '../../../lib/conversation-cache/conversation-queries';

/** How often a conversation whose reply is still being written is fetched again. */
const REFETCH_EVERY_MS = 2_000;

/**
 * Under a reply the server is still writing that this tab did not ask for (it was reloaded
 * mid-answer, or another tab asked): says so, and fetches the conversation again every few
 * seconds until the stored reply is complete. Live sync normally brings the whole reply first;
 * the refetch covers a socket not connected yet or a network that came back (a fetch waits
 * for the network, as TanStack Query does offline).
 */
export default function StillWriting({ conversationId }: { conversationId: string }) {
  const client = useQueryClient();
  useEffect(() => {
    const { queryKey } = messagesQuery(conversationId);
    const timer = setInterval(() => void client.invalidateQueries({ queryKey }), REFETCH_EVERY_MS);
    return () => clearInterval(timer);
  }, [client, conversationId]);
  return (
    <p role="status" className="text-xs text-muted">
      Still writing…
    </p>
  );
}
