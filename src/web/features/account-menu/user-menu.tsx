import { LogOut, Settings, UserRound } from 'lucide-react';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { displayNameOf } from '../../../shared/initials';
import { cn } from '../../lib/cn';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';
import { authClient } from '../auth/auth-client';
import { useAuth } from '../auth/use-auth';
import { UserAvatar } from './user-avatar';

/**
 * SPEC §2 user menu: initials, name (or e-mail prefix), Profile, Settings, Sign out. `compact`
 * shows only the avatar, for the collapsed sidebar.
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { user, refresh } = useAuth();
  const [, navigate] = useLocation();
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

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(
          'flex w-full items-center gap-3 rounded-lg text-left hover:bg-stone-100',
          compact ? 'justify-center p-0.5' : 'p-2',
        )}
      >
        <span className="sr-only">Account menu for {name}</span>
        <UserAvatar name={user.name} email={user.email} image={user.image} />
        {!compact && (
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-medium">{name}</span>
            <span className="block truncate text-xs text-muted">{user.email}</span>
          </span>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel className="font-medium">{name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/dashboard/profile')}>
          <UserRound aria-hidden /> Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/dashboard/settings')}>
          <Settings aria-hidden /> Settings
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={signOut}>
          <LogOut aria-hidden /> Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
