import { AlertTriangle, Loader2, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';

/**
 * Something failed to load or to save: what happened in plain words and a way to try again.
 * Used in place of the content that is missing, so a failure never reads as "nothing here".
 */
export function ErrorState({
  title,
  description,
  onRetry,
  retrying = false,
  retryLabel = 'Retry',
  className,
  children,
}: {
  title: string;
  description?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
  retryLabel?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'grid justify-items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-center text-sm',
        className,
      )}
    >
      <AlertTriangle className="size-5 text-amber-700" aria-hidden />
      <p className="font-medium text-ink">{title}</p>
      {description && <p className="text-stone-700">{description}</p>}
      {children}
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry} disabled={retrying}>
          {retrying ? <Loader2 className="animate-spin" aria-hidden /> : <RotateCcw aria-hidden />}
          {retrying ? 'Trying again...' : retryLabel}
        </Button>
      )}
    </div>
  );
}
