import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { authClient } from '../auth/auth-client';
import { FormField } from '../../ui/form-field';
import { PasswordInput } from '../../ui/password-input';
import { useAuth } from '../auth/use-auth';
import { accountError } from './account-errors';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import type { ChangePasswordValues } from './change-password-schema';
import { SectionCard } from './section-card';
import { SESSIONS_KEY } from './use-sessions';

const emptyForm: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
  revokeOtherSessions: false,
};

const resolver = lazyZodResolver<ChangePasswordValues>(() =>
  import('./change-password-schema').then((m) => m.changePasswordSchema),
);

export function ChangePasswordSection() {
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, reset, formState } = useForm<ChangePasswordValues>({
    resolver,
    defaultValues: emptyForm,
  });
  const { errors, isSubmitting } = formState;
  const invalid = (field: keyof ChangePasswordValues) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${field}-error` } : {};

  const submit = handleSubmit(async ({ currentPassword, newPassword, revokeOtherSessions }) => {
    const { error } = await authClient.changePassword({
      currentPassword,
      newPassword,
      revokeOtherSessions,
    });
    if (error) {
      const mapped = accountError(error);
      const field = mapped.field === 'password' ? 'currentPassword' : mapped.field;
      if (field) setError(field, { message: mapped.message }, { shouldFocus: true });
      toast.error(mapped.message);
      return;
    }
    reset(emptyForm);
    toast.success(
      revokeOtherSessions ? 'Password changed. Other devices were signed out.' : 'Password changed',
    );
    // Signing out elsewhere also replaces this device's session: re-read both.
    await refresh();
    await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  });

  return (
    <SectionCard
      title="Change password"
      icon={<KeyRound className="size-5 text-brand-700" aria-hidden />}
      description="Use at least 6 characters. A long phrase is easier to remember and harder to guess."
    >
      <form noValidate onSubmit={submit} onFocus={resolver.preload} className="grid gap-4">
        <FormField
          id="currentPassword"
          label="Current password"
          error={errors.currentPassword?.message}
        >
          <PasswordInput
            id="currentPassword"
            autoComplete="current-password"
            {...invalid('currentPassword')}
            {...register('currentPassword')}
          />
        </FormField>
        <FormField id="newPassword" label="New password" error={errors.newPassword?.message}>
          <PasswordInput
            id="newPassword"
            autoComplete="new-password"
            {...invalid('newPassword')}
            {...register('newPassword')}
          />
        </FormField>
        <FormField
          id="confirmPassword"
          label="Confirm new password"
          error={errors.confirmPassword?.message}
        >
          <PasswordInput
            id="confirmPassword"
            autoComplete="new-password"
            {...invalid('confirmPassword')}
            {...register('confirmPassword')}
          />
        </FormField>
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
            {...register('revokeOtherSessions')}
          />
          <span>
            <span className="font-medium">Sign out of other devices</span>
            <span className="block text-muted">
              Recommended if you think someone else knows your old password.
            </span>
          </span>
        </label>
        <div>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting && <Loader2 className="animate-spin" aria-hidden />}
            {isSubmitting ? 'Changing...' : 'Change password'}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
