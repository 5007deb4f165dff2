import { useId, useState, type KeyboardEvent } from 'react';
import { MAX_MESSAGE_LENGTH } from '../../../../shared/constants';
import { Button } from '../../../ui/button';
import { LengthNotice } from './length-notice';

/**
 * A sent question opened for editing (loaded on the first Edit): Save asks the new text, kept
 * beside the old question; Cancel or Escape leaves it as it was. Enter saves, Shift+Enter adds
 * a line, as in the composer.
 */
export default function QuestionEditor({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  onSave: (text: string) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState(initial);
  const id = useId();
  const empty = text.trim() === '';
  const save = () => {
    if (!empty) onSave(text.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      save();
    }
  };
  return (
    <form
      className="grid w-full min-w-64 gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Edit your question
      </label>
      <textarea
        id={id}
        autoFocus
        rows={3}
        value={text}
        maxLength={MAX_MESSAGE_LENGTH}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className="w-full resize-y rounded-xl border border-line bg-white px-3 py-2 text-sm outline-none focus:border-brand-600"
      />
      <LengthNotice length={text.length} remedy="Shorten it to save it whole." />
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button size="sm" type="submit" disabled={empty}>
          Save
        </Button>
      </div>
    </form>
  );
}
