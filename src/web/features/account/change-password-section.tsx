import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, Loader2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { checkFields, type FieldErrors } from '../../lib/field-errors';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { authClient } from '../../session/auth-client';
import { FormField } from '../../ui/form-field';
import { PasswordInput } from '../../ui/password-input';
import { useAuth } from '../../session/use-auth';
import { accountError } from './account-errors';
import type { ChangePasswordValues } from './change-password-schema';
import { SectionCard } from './section-card';
import { SESSIONS_KEY } from './use-sessions';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
type Errors = FieldErrors<Field>;
const FIELDS: readonly Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];

// The rules (and zod under them) load when the form is first focused, not with the page: the
// settings page paints with plain fields, and this form needs no form library for three of them.
const loadSchema = () => import('./change-password-schema').then((m) => m.changePasswordSchema);

function valuesOf(form: HTMLFormElement): ChangePasswordValues {
  const data = new FormData(form);
  const text = (name: Field) => String(data.get(name) ?? '');
  return {
    currentPassword: text('currentPassword'),
    newPassword: text('newPassword'),
    confirmPassword: text('confirmPassword'),
    revokeOtherSessions: data.get('revokeOtherSessions') === 'on',
  };
}

async function check(values: ChangePasswordValues): Promise<Errors> {
  return (await checkFields<Field, unknown>(loadSchema, values)).errors ?? {};
}

export function ChangePasswordSection() {
  const { refresh } = useAuth();
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const invalid = (field: Field) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${field}-error` } : {};
  const show = (next: Errors) => {
    setErrors(next);
    const first = FIELDS.find((field) => next[field]);
    if (first) form.current?.querySelector<HTMLInputElement>(`#${first}`)?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.current || submitting) return;
    const values = valuesOf(form.current);
    setSubmitting(true);
    try {
      const problems = await check(values);
      if (Object.keys(problems).length > 0) return show(problems);
      const { currentPassword, newPassword, revokeOtherSessions } = values;
      const { error } = await authClient.changePassword({
        currentPassword,
        newPassword,
        revokeOtherSessions,
      });
      if (error) {
        const mapped = accountError(error);
        const field = mapped.field === 'password' ? 'currentPassword' : mapped.field;
        if (field && FIELDS.includes(field as Field)) show({ [field]: mapped.message });
        toast.error(mapped.message);
        return;
      }
      form.current?.reset();
      setErrors({});
      toast.success(
        revokeOtherSessions
          ? 'Password changed. Other devices were signed out.'
          : 'Password changed',
      );
      // Signing out elsewhere also replaces this device's session: re-read both.
      await refresh();
      await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
    } finally {
      setSubmitting(false);
    }
  }

  // Once a submit has shown errors, they follow the typing, so a fixed field clears at once.
  const recheck = () => {
    if (form.current && Object.keys(errors).length > 0) {
      const values = valuesOf(form.current);
      void check(values).then(setErrors);
    }
  };

  return (
    <SectionCard
      title="Change password"
      icon={<KeyRound className="size-5 text-brand-700" aria-hidden />}
      description="Use at least 6 characters. A long phrase is easier to remember and harder to guess."
    >
      <form
        ref={form}
        noValidate
        onSubmit={(event) => void submit(event)}
        onFocus={() => void loadSchema()}
        onChange={recheck}
        className="grid gap-4"
      >
        <FormField id="currentPassword" label="Current password" error={errors.currentPassword}>
          <PasswordInput
            id="currentPassword"
            name="currentPassword"
            autoComplete="current-password"
            {...invalid('currentPassword')}
          />
        </FormField>
        <FormField id="newPassword" label="New password" error={errors.newPassword}>
          <PasswordInput
            id="newPassword"
            name="newPassword"
            autoComplete="new-password"
            {...invalid('newPassword')}
          />
        </FormField>
        <FormField id="confirmPassword" label="Confirm new password" error={errors.confirmPassword}>
          <PasswordInput
            id="confirmPassword"
            name="confirmPassword"
            autoComplete="new-password"
            {...invalid('confirmPassword')}
          />
        </FormField>
        <label className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            name="revokeOtherSessions"
            className="mt-0.5 size-4 shrink-0 accent-brand-700"
          />
          <span>
            <span className="font-medium">Sign out of other devices</span>
            <span className="block text-muted">
              Recommended if you think someone else knows your old password.
            </span>
          </span>
        </label>
        <div>
          <Button type="submit" disabled={submitting}>
            {submitting && <Loader2 className="animate-spin" aria-hidden />}
            {submitting ? 'Changing...' : 'Change password'}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
