import {
  Bookmark,
  Calculator,
  Compass,
  FolderKanban,
  House,
  LifeBuoy,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';

export interface SidebarItem {
  href: string;
  label: string;
  icon: LucideIcon;
  /** Projects matches only its own path; the others match by prefix (docs/product.md#screens-and-routes). */
  exact?: boolean;
}

export const sidebarItems: readonly SidebarItem[] = [
  { href: '/dashboard', label: 'Projects', icon: FolderKanban, exact: true },
  { href: '/dashboard/explore', label: 'Explore', icon: Compass },
  { href: '/dashboard/saved', label: 'Saved', icon: Bookmark },
  { href: '/dashboard/tools', label: 'DIY Tools', icon: Calculator },
  { href: '/dashboard/inspiration', label: 'Inspiration', icon: Sparkles },
  { href: '/dashboard/home', label: 'My home', icon: House },
  { href: '/dashboard/help', label: 'Get Help', icon: LifeBuoy },
];

export function isItemActive(item: SidebarItem, location: string): boolean {
  if (item.exact) return location === item.href || location === `${item.href}/projects`;
  return location === item.href || location.startsWith(`${item.href}/`);
}
