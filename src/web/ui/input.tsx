import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-10 w-full rounded-lg border border-line bg-white px-3 text-sm placeholder:text-stone-500 focus-visible:border-brand-600 disabled:opacity-50 aria-invalid:border-red-600',
        className,
      )}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'min-h-20 w-full rounded-lg border border-line bg-white px-3 py-2 text-sm placeholder:text-stone-500 focus-visible:border-brand-600 disabled:opacity-50 aria-invalid:border-red-600',
        className,
      )}
      {...props}
    />
  );
}
