import { FileText, Loader2, X } from 'lucide-react';
import type { PendingAttachment } from './use-attachments';

/** The files waiting to go with the next question. */
export function AttachmentChips({
  items,
  onRemove,
}: {
  items: PendingAttachment[];
  onRemove: (key: string) => void;
}) {
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2 px-1" aria-label="Attachments">
      {items.map((item) => (
        <li
          key={item.key}
          className="flex max-w-56 items-center gap-2 rounded-lg border border-line bg-surface py-1 pr-1 pl-1.5 text-xs"
        >
          {item.upload?.kind === 'image' ? (
            <img
              src={`${item.upload.url}?width=64&height=64&resize=cover`}
              alt=""
              className="size-8 rounded object-cover"
            />
          ) : item.upload ? (
            <FileText className="size-4 shrink-0 text-muted" aria-hidden />
          ) : (
            <Loader2 className="size-4 shrink-0 animate-spin text-muted" aria-label="Uploading" />
          )}
          <span className="truncate">{item.name}</span>
          <button
            type="button"
            onClick={() => onRemove(item.key)}
            aria-label={`Remove ${item.name}`}
            className="rounded p-0.5 text-muted hover:bg-stone-200"
          >
            <X className="size-3.5" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Attachments inside a sent question's bubble. */
export function SentAttachments({
  files,
}: {
  files: Array<{ id: string; kind: string; name: string }>;
}) {
  return (
    <ul className="flex flex-wrap justify-end gap-2" aria-label="Attached files">
      {files.map((file) => (
        <li key={file.id}>
          {file.kind === 'image' ? (
            <a href={`/api/uploads/${file.id}`} target="_blank" rel="noopener noreferrer">
              <img
                src={`/api/uploads/${file.id}?width=480`}
                alt={file.name}
                className="max-h-48 max-w-60 rounded-xl border border-line object-cover"
              />
            </a>
          ) : (
            <a
              href={`/api/uploads/${file.id}`}
              className="flex items-center gap-1.5 rounded-lg border border-line bg-white px-2 py-1 text-xs"
            >
              <FileText className="size-4" aria-hidden /> {file.name}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
