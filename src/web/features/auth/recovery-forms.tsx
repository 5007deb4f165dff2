import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  totpCodeSchema,
} from '../../../shared/auth/auth-schemas';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

interface FormProps<T> {
  loading: boolean;
  onSubmit: (values: T) => void;
}

export function ForgotPasswordForm({
  loading,
  onSubmit,
}: FormProps<z.infer<typeof forgotPasswordSchema>>) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
      <FormField id="reset-email" label="Email" error={formState.errors.email?.message}>
        <Input id="reset-email" type="email" autoComplete="email" {...register('email')} />
      </FormField>
      <Button type="submit" size="lg" disabled={loading}>
        {loading ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}

export function ResetPasswordForm({
  loading,
  onSubmit,
}: FormProps<z.infer<typeof resetPasswordSchema>>) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
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

export function TwoFactorForm({ loading, onSubmit }: FormProps<z.infer<typeof totpCodeSchema>>) {
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(totpCodeSchema),
    defaultValues: { code: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4">
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
