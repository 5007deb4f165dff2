import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loader2, Save } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import {
  PLAN_NOTES_MAX_CHARS,
  type OwnerPlan,
  type PlanNotes,
} from '../../../../shared/plans/project-plan';
import { Button } from '../../../ui/button';
import { Textarea } from '../../../ui/input';
import { planQuery, saveNotes } from './plan-api';
import { PlanSection } from './plan-sections';

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/**
 * The owner's notes on the plan. Saving says what it is doing (saving, saved, or what failed);
 * a failed save keeps the text in the box to try again, and leaving the page with unsaved text
 * asks first. Printed as plain text, not as a form field.
 */
export function PlanNotesEditor({
  conversationId,
  saved,
}: {
  conversationId: string;
  saved: PlanNotes;
}) {
  const queryClient = useQueryClient();
  const [text, setText] = useState(saved.text);
  const [stored, setStored] = useState(saved);
  const fieldId = useId();
  const statusId = useId();
  const save = useMutation({
    mutationFn: (value: string) => saveNotes(conversationId, value),
    onSuccess: (notes) => {
      setStored(notes);
      queryClient.setQueryData(planQuery(conversationId).queryKey, (plan: OwnerPlan | undefined) =>
        plan ? { ...plan, notes } : plan,
      );
    },
  });
  const dirty = text !== stored.text;

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const status = save.isPending
    ? 'Saving…'
    : save.isError
      ? `Not saved: ${save.error.message} Your text is still here; try again.`
      : dirty
        ? 'Unsaved changes'
        : stored.updated_at
          ? `Saved at ${timeFormat.format(new Date(stored.updated_at))}`
          : 'No notes yet';

  return (
    <PlanSection id="plan-notes" title="Notes">
      <form
        className="grid gap-2 print:hidden"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(text);
        }}
      >
        <label htmlFor={fieldId} className="text-sm text-muted">
          Measurements, store finds, what to remember next time. Only you see them, unless you share
          them.
        </label>
        <Textarea
          id={fieldId}
          value={text}
          maxLength={PLAN_NOTES_MAX_CHARS}
          rows={6}
          aria-describedby={statusId}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p
            id={statusId}
            role="status"
            className={save.isError ? 'text-sm text-red-700' : 'text-sm text-muted'}
          >
            {status}
          </p>
          <Button type="submit" size="sm" disabled={save.isPending || !dirty}>
            {save.isPending ? (
              <Loader2 className="animate-spin" aria-hidden />
            ) : (
              <Save aria-hidden />
            )}
            Save notes
          </Button>
        </div>
      </form>
      <p className="hidden text-sm whitespace-pre-wrap print:block">{text || 'No notes.'}</p>
    </PlanSection>
  );
}
