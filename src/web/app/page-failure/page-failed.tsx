import { AlertTriangle } from 'lucide-react';
import type { ClientErrorKind } from '../../../shared/client-errors/client-error-schema';
import { Button } from '../../ui/button';

const wording: Record<ClientErrorKind, { title: string; description: string }> = {
  'chunk-load': {
    title: "This page didn't load",
    description:
      'Your connection may have dropped, or Fixwise was updated while this tab was open. Reload to get the latest version; nothing you saved is lost.',
  },
  render: {
    title: 'Something went wrong on this page',
    description:
      'The rest of Fixwise still works. Try again, or reload the page if it keeps happening.',
  },
};

/**
 * What a visitor sees in place of a page that failed, inside the site's frame so the navigation
 * stays usable. A chunk that failed once stays failed for this page load (the browser and
 * React.lazy both remember it), so only a reload recovers from that.
 */
export function PageFailed({
  kind,
  onTryAgain,
}: {
  kind: ClientErrorKind;
  onTryAgain: () => void;
}) {
  const { title, description } = wording[kind];
  return (
    <div className="mx-auto flex max-w-lg px-4 py-12 sm:py-20">
      <title>{`${title} · Fixwise`}</title>
      <div
        role="alert"
        className="grid w-full justify-items-center gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-6 text-center"
      >
        <AlertTriangle className="size-8 text-amber-700" aria-hidden />
        <h1 className="text-xl font-bold tracking-tight text-ink">{title}</h1>
        <p className="text-stone-700">{description}</p>
        <div className="mt-2 flex w-full flex-col gap-2 sm:w-auto sm:flex-row sm:justify-center">
          {kind === 'render' && (
            <Button size="lg" onClick={onTryAgain}>
              Try again
            </Button>
          )}
          <Button
            size="lg"
            variant={kind === 'render' ? 'outline' : 'primary'}
            onClick={() => window.location.reload()}
          >
            Reload page
          </Button>
          <a
            href="/"
            className="inline-flex h-12 items-center justify-center rounded-lg px-6 font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            Go to the home page
          </a>
        </div>
      </div>
    </div>
  );
}
