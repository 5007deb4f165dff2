import { MAX_MESSAGE_LENGTH } from '../../../../shared/constants';

// Near the limit, how much room is left; at it, that nothing more was added: a long story
// pasted in is cut at the limit by the text box, and that must not pass unseen.
const NEAR_THE_LIMIT = MAX_MESSAGE_LENGTH * 0.9;

/** The character count of a question box near and at MAX_MESSAGE_LENGTH; `remedy` says what to do at the limit. */
export function LengthNotice({ length, remedy }: { length: number; remedy: string }) {
  if (length < NEAR_THE_LIMIT) return null;
  const count = `${length.toLocaleString('en-US')} / ${MAX_MESSAGE_LENGTH.toLocaleString('en-US')} characters`;
  return (
    <p role="status" className="px-2 text-xs text-amber-800">
      {length >= MAX_MESSAGE_LENGTH
        ? `${count}: that is the limit, so anything past it was not added. ${remedy}`
        : count}
    </p>
  );
}
