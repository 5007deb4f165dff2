import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type {
  forgotPasswordSchema,
  resetPasswordSchema,
  totpCodeSchema,
} from '../../../shared/auth/auth-schemas';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { FormField } from '../../ui/form-field';
import { PasswordInput } from '../../ui/password-input';

type ForgotValues = z.infer<typeof forgotPasswordSchema>;
type ResetValues = z.infer<typeof resetPasswordSchema>;
type CodeValues = z.infer<typeof totpCodeSchema>;
const loadSchemas = () => import('../../../shared/auth/auth-schemas');
const forgotResolver = lazyZodResolver<ForgotValues>(() =>
  loadSchemas().then((m) => m.forgotPasswordSchema),
);
const resetResolver = lazyZodResolver<ResetValues>(() =>
  loadSchemas().then((m) => m.resetPasswordSchema),
);
const codeResolver = lazyZodResolver<CodeValues>(() => loadSchemas().then((m) => m.totpCodeSchema));

interface FormProps<T> {
  loading: boolean;
  onSubmit: (values: T) => void;
}

export function ForgotPasswordForm({ loading, onSubmit }: FormProps<ForgotValues>) {
  const { register, handleSubmit, formState } = useForm({
    resolver: forgotResolver,
    defaultValues: { email: '' },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onFocus={forgotResolver.preload}
      className="grid gap-4"
    >
      <FormField id="reset-email" label="Email" error={formState.errors.email?.message}>
        <Input id="reset-email" type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <Button type="submit" size="lg" disabled={loading}>
        {loading ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}

export function ResetPasswordForm({ loading, onSubmit }: FormProps<ResetValues>) {
  const { register, handleSubmit, formState } = useForm({
    resolver: resetResolver,
    defaultValues: { password: '', confirm: '' },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onFocus={resetResolver.preload}
      className="grid gap-4"
    >
      <FormField id="new-password" label="New password" error={formState.errors.password?.message}>
        <PasswordInput id="new-password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField
        id="confirm-password"
        label="Confirm new password"
        error={formState.errors.confirm?.message}
      >
        <PasswordInput id="confirm-password" autoComplete="new-password" {...register('confirm')} />
      </FormField>
      <Button type="submit" size="lg" disabled={loading}>
        {loading ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}

export function TwoFactorForm({ loading, onSubmit }: FormProps<CodeValues>) {
  const { register, handleSubmit, formState } = useForm({
    resolver: codeResolver,
    defaultValues: { code: '' },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onFocus={codeResolver.preload}
      className="grid gap-4"
    >
      <FormField id="totp-code" label="Authentication code" error={formState.errors.code?.message}>
        <Input
          id="totp-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123456"
          autoFocus
          {...register('code')}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={loading}>
        {loading ? 'Verifying...' : 'Verify'}
      </Button>
    </form>
  );
}
