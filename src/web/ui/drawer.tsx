import type { ReactNode } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from './sheet';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Read by screen readers only: the drawer's title and what it holds. */
  title: string;
  description: string;
  className?: string;
  /** The edge it slides from: navigation on the left, the project panel on the right. */
  side?: 'left' | 'right';
  children: ReactNode;
}

/** A sheet from one edge with a title and description for screen readers only. */
export default function Drawer({
  open,
  onOpenChange,
  title,
  description,
  className,
  side = 'left',
  children,
}: DrawerProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side={side} className={className}>
        <SheetTitle className="sr-only">{title}</SheetTitle>
        <SheetDescription className="sr-only">{description}</SheetDescription>
        {children}
      </SheetContent>
    </Sheet>
  );
}
