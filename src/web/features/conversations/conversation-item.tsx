import { Pencil, Trash2 } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { Conversation } from './conversations-api';

const dateFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

export function ConversationItem({
  conversation,
  selected,
  onSelect,
  onRename,
  onDelete,
}: {
  conversation: Conversation;
  selected: boolean;
  onSelect: () => void;
  onRename: () => void;
  onDelete: () => void;
}) {
  return (
    <li className="group relative">
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        className={cn(
          'w-full rounded-lg border p-3 pr-16 text-left transition-colors',
          selected ? 'border-brand-200 bg-brand-50' : 'border-transparent hover:bg-stone-100',
        )}
      >
        <span className="block truncate text-sm font-medium">{conversation.title}</span>
        <span className="mt-0.5 line-clamp-2 text-xs text-muted">{conversation.first_message}</span>
        <time dateTime={conversation.updated_at} className="mt-1 block text-[11px] text-muted">
          {dateFormat.format(new Date(conversation.updated_at))}
        </time>
      </button>
      {/* Shown on hover and on keyboard focus, so the actions are reachable without a mouse. */}
      <div className="absolute top-2 right-2 flex gap-1 opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100">
        <button
          type="button"
          onClick={onRename}
          aria-label={`Rename ${conversation.title}`}
          className="rounded-md p-1.5 text-muted hover:bg-white hover:text-ink"
        >
          <Pencil className="size-3.5" aria-hidden />
        </button>
        <button
          type="button"
          onClick={onDelete}
          aria-label={`Delete ${conversation.title}`}
          className="rounded-md p-1.5 text-muted hover:bg-white hover:text-red-700"
        >
          <Trash2 className="size-3.5" aria-hidden />
        </button>
      </div>
    </li>
  );
}
