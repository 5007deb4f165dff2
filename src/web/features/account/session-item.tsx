import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { formatDateTime } from '../../lib/format-date';
import type { ListedSession } from './use-sessions';
import { describeUserAgent } from './user-agent';

interface SessionItemProps {
  session: ListedSession;
  current: boolean;
  busy: boolean;
  onSignOut: () => void;
}

export function SessionItem({ session, current, busy, onSignOut }: SessionItemProps) {
  const device = describeUserAgent(session.userAgent);
  const Icon = device.mobile ? Smartphone : Monitor;
  const details = [
    ['IP address', session.ipAddress || 'Unknown'],
    ['Signed in', formatDateTime(session.createdAt)],
    ['Last active', formatDateTime(session.updatedAt)],
  ] as const;
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-stone-100 text-muted">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {device.label}
            {current && <Badge variant="success">This device</Badge>}
          </p>
          <dl className="mt-1 grid gap-0.5 text-sm text-muted">
            {details.map(([term, value]) => (
              <div key={term} className="flex flex-wrap gap-x-1.5">
                <dt>{term}</dt>
                <dd className="min-w-0 break-all text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={onSignOut}
        aria-label={current ? 'Sign out of this device' : `Sign out ${device.label}`}
        className="self-start sm:self-center"
      >
        <LogOut aria-hidden />
        Sign out
      </Button>
    </li>
  );
}
