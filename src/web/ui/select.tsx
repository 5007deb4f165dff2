import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { cn } from '../lib/cn';
import type { SelectMenuProps } from './select-menu';
import { selectTriggerClass, type SelectOption } from './select-trigger';

export type { SelectOption };

// Radix's select with its positioning and focus handling is about 30 KB gzip; a page paints its
// selects without it and loads it when one is first opened (hovering one starts the download).
const loadMenu = () => import('./select-menu');
const SelectMenu = lazy(loadMenu);
/** The trigger's look, shared by the plain button and the Radix trigger. */

/**
 * A styled single-choice select. Until first opened it is a button that looks and reads the
 * same as the Radix trigger (a combobox showing the chosen option); a click or an arrow key
 * then mounts the Radix select open, and Radix runs it from then on.
 */
export function Select(props: SelectMenuProps) {
  const [opened, setOpened] = useState(false);
  const { options, placeholder, id, className, value, defaultValue, disabled } = props;
  const chosen = options.find((option) => option.value === (value ?? defaultValue));
  const open = () => setOpened(true);
  const plain = (
    <button
      type="button"
      role="combobox"
      id={id}
      aria-label={props['aria-label']}
      aria-expanded={false}
      aria-autocomplete="none"
      disabled={disabled}
      data-state="closed"
      data-placeholder={chosen ? undefined : ''}
      className={cn(selectTriggerClass, className)}
      onPointerEnter={() => void loadMenu()}
      onClick={open}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          open();
        }
      }}
    >
      <span style={{ pointerEvents: 'none' }}>{chosen?.label ?? placeholder}</span>
      <span aria-hidden>
        <ChevronDown className="size-4 opacity-60" aria-hidden />
      </span>
    </button>
  );
  if (!opened) return plain;
  return (
    <Suspense fallback={plain}>
      <SelectMenu {...props} defaultOpen />
    </Suspense>
  );
}
