import { ListChecks, Pencil, Trash2 } from 'lucide-react';
import { useLocation } from 'wouter';
import { planPagePath } from '../../../../shared/plans/project-plan';
import { ListRow } from '../../../ui/list-row';
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
  onRenameIntent,
  onDelete,
}: {
  conversation: Conversation;
  selected: boolean;
  onSelect: () => void;
  onRename: () => void;
  /** The pointer or focus reached Rename: its dialog can start loading. */
  onRenameIntent?: () => void;
  onDelete: () => void;
}) {
  const [, navigate] = useLocation();
  return (
    <ListRow
      name={conversation.title}
      selected={selected}
      onSelect={onSelect}
      actions={[
        {
          label: 'Open plan',
          icon: ListChecks,
          onSelect: () => navigate(planPagePath(conversation.id)),
        },
        { label: 'Rename', icon: Pencil, onSelect: onRename, onIntent: onRenameIntent },
        { label: 'Delete', icon: Trash2, onSelect: onDelete, destructive: true },
      ]}
    >
      <span className="block truncate text-sm font-medium" title={conversation.title}>
        {conversation.title}
      </span>
      <span className="mt-0.5 line-clamp-2 text-xs wrap-anywhere text-muted">
        {conversation.first_message}
      </span>
      <time dateTime={conversation.updated_at} className="mt-1 block text-[11px] text-muted">
        {dateFormat.format(new Date(conversation.updated_at))}
      </time>
    </ListRow>
  );
}
