import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Link2, Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  sharedPlanPath,
  shareLinkLifetimes,
  type CreatedShareLink,
  type ShareLink,
  type ShareLinkLifetime,
} from '../../../../shared/plans/project-plan';
import { formatDateTime } from '../../../lib/format-date';
import { Button } from '../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../ui/dialog';
import { ErrorState } from '../../../ui/error-state';
import { Input } from '../../../ui/input';
import { createShareLink, revokeShareLink, shareLinksQuery } from './plan-api';

const lifetimeLabel = (days: ShareLinkLifetime) => (days === null ? 'Never' : `In ${days} days`);

function LinkRow({
  link,
  now,
  onRevoke,
  revoking,
}: {
  link: ShareLink;
  now: number;
  onRevoke: () => void;
  revoking: boolean;
}) {
  const expired = link.expires_at !== null && Date.parse(link.expires_at) <= now;
  const shows = [link.show_notes && 'notes', link.show_owner_name && 'your name'].filter(Boolean);
  return (
    <li className="flex items-center justify-between gap-3 border-t border-line py-2 text-sm">
      <span>
        Made {formatDateTime(link.created_at)} ·{' '}
        {expired
          ? 'expired'
          : link.expires_at
            ? `ends ${formatDateTime(link.expires_at)}`
            : 'never ends'}
        {shows.length > 0 && (
          <span className="block text-xs text-muted">Shows {shows.join(' and ')}</span>
        )}
      </span>
      <Button
        variant="outline"
        size="sm"
        onClick={onRevoke}
        disabled={revoking}
        aria-label={`Revoke the link made ${formatDateTime(link.created_at)}`}
      >
        <Trash2 aria-hidden /> Revoke
      </Button>
    </li>
  );
}

/**
 * Share links of a plan: make one (how long it lives, whether it shows the notes and the
 * owner's name), copy it once, and revoke any of them. Loaded when the owner first opens it.
 */
export default function ShareDialog({
  conversationId,
  open,
  onOpenChange,
}: {
  conversationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const links = useQuery({ ...shareLinksQuery(conversationId), enabled: open });
  const [lifetime, setLifetime] = useState<ShareLinkLifetime>(7);
  const [showNotes, setShowNotes] = useState(false);
  const [showName, setShowName] = useState(false);
  const [made, setMade] = useState<CreatedShareLink | null>(null);
  const [copied, setCopied] = useState(false);
  // When the dialog opened: enough to tell expired links apart while it is open.
  const [now] = useState(() => Date.now());
  const refresh = () => queryClient.invalidateQueries(shareLinksQuery(conversationId));
  const create = useMutation({
    mutationFn: () =>
      createShareLink(conversationId, {
        expires_in_days: lifetime,
        show_notes: showNotes,
        show_owner_name: showName,
      }),
    onSuccess: (link) => {
      setMade(link);
      setCopied(false);
      void refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (id: string) => revokeShareLink(conversationId, id),
    onSuccess: (_, id) => {
      if (made?.id === id) setMade(null);
      void refresh();
    },
  });
  const url = made ? `${window.location.origin}${sharedPlanPath(made.token)}` : '';
  // Without clipboard access (an insecure origin, a refused permission) the field stays
  // selectable for copying by hand.
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Share this plan</DialogTitle>
        <DialogDescription>
          Anyone with the link can read the plan, signed in or not. They never see your chat or your
          e-mail address.
        </DialogDescription>
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate();
          }}
        >
          <fieldset className="grid gap-1.5">
            <legend className="mb-1 text-sm font-medium">Link expires</legend>
            <div className="flex flex-wrap gap-4">
              {shareLinkLifetimes.map((days) => (
                <label key={String(days)} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="share-lifetime"
                    className="size-4 accent-brand-700"
                    checked={lifetime === days}
                    onChange={() => setLifetime(days)}
                  />
                  {lifetimeLabel(days)}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={showNotes}
              onChange={(event) => setShowNotes(event.target.checked)}
            />
            Show my notes
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={showName}
              onChange={(event) => setShowName(event.target.checked)}
            />
            Show my name
          </label>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? (
              <Loader2 className="animate-spin" aria-hidden />
            ) : (
              <Link2 aria-hidden />
            )}
            Create link
          </Button>
          {create.isError && (
            <p role="alert" className="text-sm text-red-700">
              The link was not made: {create.error.message}
            </p>
          )}
        </form>
        {made && (
          <div className="grid gap-2 rounded-lg bg-brand-50 p-3">
            <label htmlFor="share-url" className="text-sm font-medium">
              Your link (copy it now: for your safety it is shown only once)
            </label>
            <div className="flex gap-2">
              <Input
                id="share-url"
                readOnly
                value={url}
                onFocus={(event) => event.target.select()}
              />
              <Button variant="outline" onClick={() => void copy()}>
                <Copy aria-hidden /> {copied ? 'Copied' : 'Copy'}
              </Button>
            </div>
          </div>
        )}
        <section aria-labelledby="share-links-heading" className="grid gap-1">
          <h3 id="share-links-heading" className="text-sm font-semibold">
            Links to this plan
          </h3>
          {links.isPending ? (
            <p role="status" className="text-sm text-muted">
              Loading links…
            </p>
          ) : links.isError ? (
            <ErrorState
              title="Your links didn't load"
              onRetry={() => void links.refetch()}
              retrying={links.isFetching}
            />
          ) : links.data.length === 0 ? (
            <p className="text-sm text-muted">No links yet: the plan is private.</p>
          ) : (
            <ul>
              {links.data.map((link) => (
                <LinkRow
                  key={link.id}
                  link={link}
                  now={now}
                  revoking={revoke.isPending && revoke.variables === link.id}
                  onRevoke={() => revoke.mutate(link.id)}
                />
              ))}
            </ul>
          )}
          {revoke.isError && (
            <p role="alert" className="text-sm text-red-700">
              The link was not revoked: {revoke.error.message}
            </p>
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}
