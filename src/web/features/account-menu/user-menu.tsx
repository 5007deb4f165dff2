import { LogOut, Settings, UserRound } from 'lucide-react';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { displayNameOf, initialsOf } from '../../../shared/initials';
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

/** SPEC §2 user menu: initials, name (or e-mail prefix), Profile, Settings, Sign out. */
export function UserMenu() {
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
        aria-label={`Account menu for ${name}`}
        className="flex w-full items-center gap-3 rounded-lg p-2 text-left hover:bg-stone-100"
      >
        {user.image ? (
          <img src={user.image} alt="" className="size-9 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
          >
            {initialsOf(user.name, user.email)}
          </span>
        )}
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium">{name}</span>
          <span className="block truncate text-xs text-muted">{user.email}</span>
        </span>
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
