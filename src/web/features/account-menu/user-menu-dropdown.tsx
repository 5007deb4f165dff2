import { LogOut, Settings, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';

export interface UserMenuDropdownProps {
  name: string;
  /** The trigger's look and label, the same as the button shown before this loaded. */
  triggerClassName: string;
  trigger: ReactNode;
  /** Open at once: the first click happened before the menu had loaded. */
  defaultOpen: boolean;
  onNavigate: (path: string) => void;
  onSignOut: () => void;
}

/** The user menu's dropdown (Radix menu, positioning, focus handling), loaded on first use. */
export default function UserMenuDropdown({
  name,
  triggerClassName,
  trigger,
  defaultOpen,
  onNavigate,
  onSignOut,
}: UserMenuDropdownProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={triggerClassName}>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel className="font-medium">{name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onNavigate('/dashboard/profile')}>
          <UserRound aria-hidden /> Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onNavigate('/dashboard/settings')}>
          <Settings aria-hidden /> Settings
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden /> Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
