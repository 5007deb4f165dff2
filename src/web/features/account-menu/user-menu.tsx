import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { displayNameOf } from '../../../shared/initials';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { authClient } from '../../session/auth-client';
import { useAuth } from '../../session/use-auth';
import { UserAvatar } from './user-avatar';

// The dropdown's Radix menu and positioning are about 20 KB gzip: they load when the menu is
// first used (hovering the button starts the download), not with every dashboard page.
const loadDropdown = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(loadDropdown);

/**
 * docs/product.md#screens-and-routes user menu: initials, name (or e-mail prefix), Profile, Settings, Sign out. `compact`
 * shows only the avatar, for the collapsed sidebar.
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { user, refresh } = useAuth();
  const [, navigate] = useLocation();
  const [openedOnce, setOpenedOnce] = useState(false);
  if (!user) return null;
  const name = displayNameOf(user.name, user.email);

  const signOut = async () => {
    const { error } = await authClient.signOut();
    if (error) {
      toast.error('Error', { description: error.message || 'Could not sign out' });
      return;
    }
    await refresh();
    navigate('/');
  };

  const triggerClassName = cn(
    'flex w-full items-center gap-3 rounded-lg text-left hover:bg-stone-100',
    compact ? 'justify-center p-0.5' : 'p-2',
  );
  const trigger = (
    <>
      <span className="sr-only">Account menu for {name}</span>
      <UserAvatar name={user.name} email={user.email} image={user.image} />
      {!compact && (
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium">{name}</span>
          <span className="block truncate text-xs text-muted">{user.email}</span>
        </span>
      )}
    </>
  );
  // Until the first click the button is plain; the dropdown then mounts open, and from then on
  // Radix runs the menu. While it loads, the same button stays in place.
  const plainButton = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={triggerClassName}
      onPointerEnter={() => void loadDropdown()}
      onClick={() => setOpenedOnce(true)}
    >
      {trigger}
    </button>
  );
  if (!openedOnce) return plainButton;
  return (
    <Suspense fallback={plainButton}>
      <UserMenuDropdown
        name={name}
        triggerClassName={triggerClassName}
        trigger={trigger}
        defaultOpen
        onNavigate={navigate}
        onSignOut={() => void signOut()}
      />
    </Suspense>
  );
}
