import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { twoFactorAuth } from '../../session/two-factor-client';
import { FormField } from '../../ui/form-field';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { accountError } from './account-errors';
import type { SetupCodeValues } from './confirm-schemas';

const resolver = lazyZodResolver<SetupCodeValues>(() =>
  import('./confirm-schemas').then((m) => m.setupCodeSchema),
);

/** The first code from the app proves it was set up right; only then is 2FA switched on. */
export function TotpVerifyForm({ onVerified }: { onVerified: () => Promise<void> }) {
  const { register, handleSubmit, setError, formState } = useForm<SetupCodeValues>({
    resolver,
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(async ({ code }) => {
    const { error } = await twoFactorAuth.twoFactor.verifyTotp({ code });
    if (error) {
      const message =
        error.code === 'INVALID_CODE'
          ? 'That code is not right. Try the newest code from your app.'
          : accountError(error).message;
      setError('code', { message }, { shouldFocus: true });
      return;
    }
    await onVerified();
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      onFocus={resolver.preload}
      className="grid gap-3 sm:max-w-xs"
    >
      <FormField id="totp-confirm-code" label="6-digit code" error={errors.code?.message}>
        <Input
          id="totp-confirm-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="123456"
          className="font-mono tracking-[0.3em]"
          aria-invalid={errors.code ? true : undefined}
          aria-describedby={errors.code ? 'totp-confirm-code-error' : undefined}
          {...register('code')}
        />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting && <Loader2 className="animate-spin" aria-hidden />}
        {isSubmitting ? 'Checking...' : 'Verify and turn on'}
      </Button>
    </form>
  );
}
