import { Link2, Unlink } from 'lucide-react';
import { Button, ButtonLink } from '../../../ui/button';
import { usePinterestConnection } from '../hooks/use-pinterest-connection';

/**
 * "Connect Pinterest" exists only when the site has a Pinterest app; connecting needs an
 * account, so visitors are sent to sign in first.
 */
export function PinterestConnection() {
  const { status, disconnect } = usePinterestConnection();
  if (!status?.configured) return null;
  if (!status.signedIn) {
    return (
      <ButtonLink href="/auth" variant="outline" size="sm">
        Sign in to connect Pinterest
      </ButtonLink>
    );
  }
  if (!status.connected) {
    // A full page load: the server redirects to Pinterest's consent screen.
    return (
      <a
        href="/api/pins/connect"
        className="inline-flex h-8 items-center gap-2 self-start rounded-lg bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-800"
      >
        <Link2 className="size-4" aria-hidden /> Connect Pinterest
      </a>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-3 text-sm text-muted">
      Pinterest connected.
      <Button
        variant="ghost"
        size="sm"
        onClick={() => disconnect.mutate()}
        disabled={disconnect.isPending}
      >
        <Unlink aria-hidden /> Disconnect
      </Button>
    </p>
  );
}
