import { CardGrid } from './card-grid';
import { ChatCard } from './chat-card';
import { formatDay } from '../../lib/format-date';
import { sampleChats } from './sample-library';

/** Continue on an example opens the chat with that topic ready to send. */
function promptHref(title: string) {
  return `/dashboard?prompt=${encodeURIComponent(`Help me with my project: ${title}`)}`;
}

export function SampleChats() {
  return (
    <CardGrid label="Example chats">
      {sampleChats.map((chat) => (
        <li key={chat.id}>
          <ChatCard
            title={chat.title}
            date={formatDay(chat.date)}
            messages={chat.messages}
            category={chat.category}
            status={chat.status}
            continueHref={promptHref(chat.title)}
          />
        </li>
      ))}
    </CardGrid>
  );
}
