import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/**
 * A form label. A plain `<label>`: Radix Label only kept a double click from selecting the
 * text, which `select-none` already does, and it brought Radix Slot (about 2 KB gzip) into
 * every form's first load.
 */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium text-ink select-none', className)} {...props} />;
}
