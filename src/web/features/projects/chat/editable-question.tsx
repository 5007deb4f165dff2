import { Pencil } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import type { ChatMessage } from './chat-types';
import MessageVersions from './message-versions';
import QuestionEditor from './question-editor';

/**
 * A stored question with what it offers: its versions ("‹ 1 / 2 ›") and Edit, which opens it in
 * place; Cancel gives the focus back to Edit.
 */
export default function EditableQuestion({
  message,
  onEdit,
  onSwitch,
  disabled,
  children,
}: {
  message: ChatMessage;
  onEdit?: (text: string) => void;
  onSwitch?: (id: string) => void;
  disabled: boolean;
  /** The question's bubble, shown while it is not being edited. */
  children: ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  if (editing && onEdit) {
    return (
      <QuestionEditor
        initial={message.content}
        onSave={(text) => {
          setEditing(false);
          onEdit(text);
        }}
        onCancel={() => {
          setEditing(false);
          requestAnimationFrame(() => editButton.current?.focus());
        }}
      />
    );
  }
  return (
    <>
      {children}
      <div className="flex items-center gap-1">
        {onSwitch && message.versions && message.versions.length > 1 && (
          <MessageVersions
            id={message.id}
            versions={message.versions}
            onSwitch={onSwitch}
            disabled={disabled}
          />
        )}
        {onEdit && (
          <button
            ref={editButton}
            type="button"
            onClick={() => setEditing(true)}
            disabled={disabled}
            aria-label="Edit question"
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs text-muted hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <Pencil className="size-3.5" aria-hidden /> Edit
          </button>
        )}
      </div>
    </>
  );
}
