import { MessageSquarePlus } from 'lucide-react';
import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { Button, ButtonLink } from '../../ui/button';
import { CardGrid } from './card-grid';
import { ChatCard } from './chat-card';
import { chatCategory, chatStatus } from './chat-status';
import {
  conversationListCursorQuery,
  conversationListQuery,
} from '../../lib/conversation-cache/conversation-queries';
import { formatTimestamp } from '../../lib/format-date';

/** The library is a glance at the latest chats; the projects list has them all. */
const LIBRARY_CHAT_LIMIT = 12;

export function YourChats() {
  // The same cached list as the projects panel, so either screen opens on what the other loaded.
  const conversations = useQuery(conversationListQuery());
  const { data: nextCursor } = useQuery(conversationListCursorQuery());
  const all = conversations.data ?? [];
  const shown = all.slice(0, LIBRARY_CHAT_LIMIT);

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
        {shown.map((row) => (
          <li key={row.id}>
            <ChatCard
              title={row.title}
              date={formatTimestamp(row.updated_at)}
              messages={row.message_count}
              category={chatCategory(`${row.title} ${row.first_message}`)}
              status={chatStatus(row.updated_at)}
              // The title is the first message cut at 50 characters; repeat it only when it was cut.
              excerpt={row.first_message === row.title ? undefined : row.first_message}
              continueHref={`/dashboard?conversation=${encodeURIComponent(row.id)}`}
            />
          </li>
        ))}
      </CardGrid>
      {(all.length > shown.length || nextCursor) && (
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
