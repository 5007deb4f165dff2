import { CheckCircle2, X } from 'lucide-react';
import { useEffect, useRef } from 'react';

/** Stays on the page after a successful application, long after the toast has gone. */
export function ApplicationReceived({
  email,
  onDismiss,
}: {
  email: string;
  onDismiss: () => void;
}) {
  const note = useRef<HTMLDivElement>(null);
  // The form sits below and was just emptied; bring the note to where the applicant looks.
  useEffect(() => note.current?.scrollIntoView({ block: 'center' }), []);
  return (
    <div
      ref={note}
      role="status"
      className="flex items-start gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm"
    >
      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
      <div className="grid flex-1 gap-1">
        <p className="font-medium text-ink">Your application is in</p>
        <p className="text-stone-700">
          Thanks for applying. We will write to <strong className="break-all">{email}</strong> about
          next steps. You can send another application below.
        </p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss the confirmation"
        className="rounded-md p-1 text-muted hover:bg-white hover:text-ink"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
