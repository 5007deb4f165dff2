import { MessageSquarePlus } from 'lucide-react';
import { Link } from 'wouter';
import { Button, ButtonLink } from '../../ui/button';
import { CardGrid } from './card-grid';
import { ChatCard } from './chat-card';
import { chatCategory, chatStatus } from './chat-status';
import { useMessageCounts, useRecentConversations } from './conversations-api';
import { formatTimestamp } from '../../lib/format-date';

/** Each card asks for its message count, so the library shows the most recent chats only. */
export const LIBRARY_CHAT_LIMIT = 12;

export function YourChats() {
  const conversations = useRecentConversations(LIBRARY_CHAT_LIMIT);
  const shown = conversations.data?.rows ?? [];
  const counts = useMessageCounts(shown.map((row) => row.id));

  if (conversations.isPending) {
    return (
      <p role="status" className="py-8 text-center text-muted">
        Loading your chats…
      </p>
    );
  }
  if (conversations.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
        <p className="text-muted">Failed to load conversations</p>
        <Button variant="outline" onClick={() => conversations.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (shown.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-line px-4 py-10 text-center">
        <MessageSquarePlus className="size-8 text-brand-700" aria-hidden />
        <p className="font-medium">No chats yet</p>
        <p className="text-sm text-muted">
          Your project chats will appear here once you start one.
        </p>
        <ButtonLink href="/dashboard">Start a chat</ButtonLink>
      </div>
    );
  }
  return (
    <>
      <CardGrid label="Your chats">
        {shown.map((row, index) => (
          <li key={row.id}>
            <ChatCard
              title={row.title}
              date={formatTimestamp(row.updated_at)}
              messages={counts[index]?.data}
              category={chatCategory(`${row.title} ${row.first_message}`)}
              status={chatStatus(row.updated_at)}
              // The title is the first message cut at 50 characters; repeat it only when it was cut.
              excerpt={row.first_message === row.title ? undefined : row.first_message}
              continueHref={`/dashboard?conversation=${encodeURIComponent(row.id)}`}
            />
          </li>
        ))}
      </CardGrid>
      {conversations.data.more && (
        <p className="mt-4 text-sm text-muted">
          Showing your {shown.length} most recent chats.{' '}
          <Link
            href="/dashboard"
            className="font-medium text-brand-700 underline underline-offset-4"
          >
            See them all in your projects
          </Link>
        </p>
      )}
    </>
  );
}
