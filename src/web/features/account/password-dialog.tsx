import { cloneElement, lazy, useState, type MouseEvent, type ReactElement } from 'react';
import { MountOnFirstOpen } from '../../ui/mount-on-first-open';
import type { PasswordPromptProps } from './password-dialog-panel';

// The dialog primitive and the form's code load when a prompt is first opened.
const PasswordDialogPanel = lazy(() => import('./password-dialog-panel'));

interface PasswordDialogProps extends PasswordPromptProps {
  /** The button that opens the dialog; focus returns to it on close. */
  trigger: ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;
}

/** Asks for the password before a sensitive change (2FA, backup codes, deletion). */
export function PasswordDialog({ trigger, ...props }: PasswordDialogProps) {
  const [open, setOpen] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  return (
    <>
      {cloneElement(trigger, {
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        onClick: (event: MouseEvent<HTMLElement>) => {
          setOpener(event.currentTarget);
          setOpen(true);
        },
      } as Record<string, unknown>)}
      <MountOnFirstOpen open={open}>
        <PasswordDialogPanel
          {...props}
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={() => opener}
        />
      </MountOnFirstOpen>
    </>
  );
}
