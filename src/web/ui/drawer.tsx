import type { ReactNode } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from './sheet';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Read by screen readers only: the drawer's title and what it holds. */
  title: string;
  description: string;
  className?: string;
  children: ReactNode;
}

/** A sheet from the left edge with a title and description for screen readers only. */
export default function Drawer({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
}: DrawerProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className={className}>
        <SheetTitle className="sr-only">{title}</SheetTitle>
        <SheetDescription className="sr-only">{description}</SheetDescription>
        {children}
      </SheetContent>
    </Sheet>
  );
}
