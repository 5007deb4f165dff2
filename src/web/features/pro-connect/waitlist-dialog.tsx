import { zodResolver } from '@hookform/resolvers/zod';
import { BellRing, Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import {
  waitlistSchema,
  type WaitlistForm,
  type WaitlistInput,
} from '../../../shared/waitlist/waitlist-schema';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { joinWaitlist } from './join-waitlist';

export interface WaitlistRequest {
  professional?: string;
  sessionType?: WaitlistInput['session_type'];
  /** What the visitor picked, for the dialog's sentence. */
  subject: string;
}

/** Loaded only when a visitor asks to connect, so the page itself ships no form code. */
export default function WaitlistDialog({
  request,
  onClose,
}: {
  request: WaitlistRequest;
  onClose: () => void;
}) {
  const { register, handleSubmit, formState } = useForm<WaitlistForm, unknown, WaitlistInput>({
    resolver: zodResolver(waitlistSchema),
    defaultValues: {
      email: '',
      professional: request.professional ?? null,
      session_type: request.sessionType ?? null,
    },
  });
  const error = formState.errors.email?.message;

  const submit = handleSubmit(async (entry) => {
    try {
      await joinWaitlist(entry);
      toast.success("You're on the list!", {
        description: "We'll e-mail you as soon as live sessions open.",
      });
      onClose();
    } catch (failure) {
      toast.error((failure as Error).message);
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <span className="flex size-11 items-center justify-center rounded-full bg-brand-100 text-brand-700">
          <BellRing className="size-5" aria-hidden />
        </span>
        <DialogTitle>Live sessions are coming soon</DialogTitle>
        <DialogDescription>
          You picked {request.subject}. Live help from our professionals isn&apos;t open yet: leave
          your e-mail and we&apos;ll tell you when you can book.
        </DialogDescription>
        <form noValidate onSubmit={submit} className="grid gap-3">
          <Label htmlFor="waitlist-email">E-mail address</Label>
          <Input
            id="waitlist-email"
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'waitlist-email-error' : undefined}
            {...register('email')}
          />
          {error && (
            <p id="waitlist-email-error" role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting && <Loader2 className="animate-spin" aria-hidden />}
            Notify me
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
