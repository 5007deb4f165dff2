import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';

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
  const step = (label: string, to: string | undefined, icon: ReactNode) => (
    <button
      type="button"
      className="inline-flex size-7 items-center justify-center rounded-md hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40"
      aria-label={label}
      disabled={disabled || !to}
      onClick={() => to && onSwitch(to)}
    >
      {icon}
    </button>
  );
  return (
    <div
      role="group"
      aria-label={`Version ${at + 1} of ${versions.length}`}
      className="flex items-center text-xs text-muted"
    >
      {step('Previous version', versions[at - 1], <ChevronLeft className="size-4" aria-hidden />)}
      <span aria-hidden className="tabular-nums">
        {at + 1} / {versions.length}
      </span>
      {step('Next version', versions[at + 1], <ChevronRight className="size-4" aria-hidden />)}
    </div>
  );
}
