import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { SignUpInput } from '../../../shared/auth/auth-schemas';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { FormField } from '../../ui/form-field';
import { PasswordInput } from '../../ui/password-input';

export type AuthMode = 'sign-in' | 'sign-up';

const loadSchemas = () => import('../../../shared/auth/auth-schemas');
const resolvers = {
  'sign-in': lazyZodResolver<SignUpInput>(() => loadSchemas().then((m) => m.signInSchema)),
  'sign-up': lazyZodResolver<SignUpInput>(() => loadSchemas().then((m) => m.signUpSchema)),
};

interface EmailAuthFormProps {
  mode: AuthMode;
  loading: boolean;
  onSubmit: (values: SignUpInput) => void;
  onForgotPassword: () => void;
}

/** docs/product.md#validation-rules sign-in / sign-up form, validated with the shared zod schemas. */
export function EmailAuthForm({ mode, loading, onSubmit, onForgotPassword }: EmailAuthFormProps) {
  const signingUp = mode === 'sign-up';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignUpInput>({
    resolver: resolvers[mode],
    defaultValues: { fullName: '', email: '', password: '' },
  });
  const described = (field: keyof SignUpInput) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${field}-error` } : {};

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onFocus={resolvers[mode].preload}
      className="grid gap-4"
    >
      {signingUp && (
        <FormField id="fullName" label="Full name" error={errors.fullName?.message}>
          <Input
            id="fullName"
            autoComplete="name"
            placeholder="Jordan Rivera"
            {...described('fullName')}
            {...register('fullName')}
          />
        </FormField>
      )}
      <FormField id="email" label="Email" error={errors.email?.message}>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...described('email')}
          {...register('email')}
        />
      </FormField>
      <FormField id="password" label="Password" error={errors.password?.message}>
        <PasswordInput
          id="password"
          autoComplete={signingUp ? 'new-password' : 'current-password'}
          placeholder={signingUp ? 'At least 6 characters' : 'Your password'}
          {...described('password')}
          {...register('password')}
        />
      </FormField>
      {!signingUp && (
        <button
          type="button"
          onClick={onForgotPassword}
          className="justify-self-end text-sm font-medium text-brand-700 hover:underline"
        >
          Forgot password?
        </button>
      )}
      <Button type="submit" size="lg" disabled={loading}>
        {loading && <Loader2 className="animate-spin" aria-hidden />}
        {loading ? 'Please wait...' : signingUp ? 'Create Account' : 'Sign In'}
      </Button>
    </form>
  );
}
