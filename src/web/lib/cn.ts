import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Components expose variants (cva) instead of relying on class overrides,
 * so no Tailwind class merger is needed: that keeps ~9 KB out of the first load (docs/decisions/0002-no-tailwind-class-merger-no-radix-slot.md).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
