import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../ui/dialog';
import { FormField } from '../../ui/form-field';
import { PasswordInput } from '../../ui/password-input';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import type { ConfirmPasswordValues } from './confirm-schemas';

const resolver = lazyZodResolver<ConfirmPasswordValues>(() =>
  import('./confirm-schemas').then((m) => m.confirmPasswordSchema),
);

export interface PasswordPromptProps {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  children?: ReactNode;
  /** Resolves to a message to show beside the field, or null once done (the dialog closes). */
  onConfirm: (password: string) => Promise<string | null>;
}

function PasswordForm({
  title,
  description,
  confirmLabel,
  destructive,
  children,
  onConfirm,
  onDone,
}: PasswordPromptProps & { onDone: () => void }) {
  const { register, handleSubmit, setError, formState } = useForm<ConfirmPasswordValues>({
    resolver,
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async ({ password }) => {
    const problem = await onConfirm(password);
    if (problem) setError('password', { message: problem }, { shouldFocus: true });
    else onDone();
  });

  return (
    <form noValidate onSubmit={submit} onFocus={resolver.preload} className="grid gap-4">
      <div className="grid gap-1.5 pr-6">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </div>
      {children}
      <FormField id="confirm-with-password" label="Your password" error={errors.password?.message}>
        <PasswordInput
          id="confirm-with-password"
          autoComplete="current-password"
          autoFocus
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'confirm-with-password-error' : undefined}
          {...register('password')}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button
          type="submit"
          variant={destructive ? 'destructive' : 'primary'}
          disabled={isSubmitting}
        >
          {isSubmitting && <Loader2 className="animate-spin" aria-hidden />}
          {confirmLabel}
        </Button>
      </div>
    </form>
  );
}

/** The dialog itself, loaded when a password prompt is first opened. */
export default function PasswordDialogPanel({
  open,
  onOpenChange,
  returnFocusTo,
  ...props
}: PasswordPromptProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: focus goes back there on close. */
  returnFocusTo: () => HTMLElement | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo()?.focus();
        }}
      >
        {/* Mounted only while open, so the typed password never outlives the dialog. */}
        <PasswordForm {...props} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
