import { BookOpen, Compass, HelpCircle, Home, Users, type LucideIcon } from 'lucide-react';

export interface NavLink {
  href: string;
  label: string;
  icon: LucideIcon;
}

/** docs/product.md#screens-and-routes top navigation, in order. */
export const topNavLinks: readonly NavLink[] = [
  { href: '/', label: 'Home', icon: Home },
  { href: '/explore', label: 'Explore', icon: Compass },
  { href: '/library', label: 'Library', icon: BookOpen },
  { href: '/how-to-use', label: 'How to Use', icon: HelpCircle },
  { href: '/connect', label: 'Pro Connect', icon: Users },
];

export function isCurrent(href: string, location: string): boolean {
  return href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`);
}
