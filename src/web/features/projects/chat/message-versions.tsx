import { ChevronLeft, ChevronRight } from 'lucide-react';

const arrow =
  'inline-flex size-7 items-center justify-center rounded-md hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * "‹ 1 / 2 ›" under a message that has other versions (an edited question, a regenerated
 * answer): the arrows show the path through the previous or next one.
 */
export default function MessageVersions({
  id,
  versions,
  onSwitch,
  disabled,
}: {
  id: string;
  versions: string[];
  onSwitch: (id: string) => void;
  disabled: boolean;
}) {
  const at = versions.indexOf(id);
  const previous = versions[at - 1];
  const next = versions[at + 1];
  return (
    <div
      role="group"
      aria-label={`Version ${at + 1} of ${versions.length}`}
      className="flex items-center text-xs text-muted"
    >
      <button
        type="button"
        className={arrow}
        aria-label="Previous version"
        disabled={disabled || !previous}
        onClick={() => previous && onSwitch(previous)}
      >
        <ChevronLeft className="size-4" aria-hidden />
      </button>
      <span aria-hidden className="tabular-nums">
        {at + 1} / {versions.length}
      </span>
      <button
        type="button"
        className={arrow}
        aria-label="Next version"
        disabled={disabled || !next}
        onClick={() => next && onSwitch(next)}
      >
        <ChevronRight className="size-4" aria-hidden />
      </button>
    </div>
  );
}
