import { Loader2 } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { FormField } from '../../ui/form-field';
import { AvatarPreview } from './avatar-preview';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import type { ProfileFormValues } from './profile-form-schema';

const resolver = lazyZodResolver<ProfileFormValues>(() =>
  import('./profile-form-schema').then((m) => m.profileFormSchema),
);

interface ProfileFormProps {
  email: string;
  defaultValues: ProfileFormValues;
  saving: boolean;
  onSubmit: (values: ProfileFormValues) => Promise<boolean>;
}

export function ProfileForm({ email, defaultValues, saving, onSubmit }: ProfileFormProps) {
  const { register, handleSubmit, control, reset, formState } = useForm<ProfileFormValues>({
    resolver,
    defaultValues,
  });
  const { errors, isDirty } = formState;
  const [fullName, avatarUrl] = useWatch({ control, name: ['full_name', 'avatar_url'] });
  const described = (field: keyof ProfileFormValues, hint?: string) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${field}-error` : hint,
  });
  // Saved values become the new baseline, so "Save" stays off until something changes again.
  const submit = handleSubmit(async (values) => {
    if (await onSubmit(values)) reset(values);
  });

  return (
    <form noValidate onSubmit={submit} onFocus={resolver.preload} className="grid gap-5">
      <div className="flex items-center gap-4">
        <AvatarPreview src={avatarUrl} fullName={fullName} email={email} />
        <p className="min-w-0 text-sm text-muted">
          Your picture appears in the menu and beside your projects. Without one, we show your
          initials.
        </p>
      </div>
      <FormField id="full_name" label="Full name" error={errors.full_name?.message}>
        <Input
          id="full_name"
          autoComplete="name"
          maxLength={120}
          {...described('full_name')}
          {...register('full_name')}
        />
      </FormField>
      <FormField id="avatar_url" label="Avatar picture address" error={errors.avatar_url?.message}>
        <Input
          id="avatar_url"
          type="url"
          inputMode="url"
          placeholder="https://example.com/me.jpg"
          {...described('avatar_url', 'avatar_url-hint')}
          {...register('avatar_url')}
        />
        {!errors.avatar_url && (
          <p id="avatar_url-hint" className="text-sm text-muted">
            Optional. A link to an image starting with https://
          </p>
        )}
      </FormField>
      <FormField id="profile-email" label="Email">
        <Input
          id="profile-email"
          value={email}
          readOnly
          aria-describedby="profile-email-hint"
          className="text-muted"
        />
        <p id="profile-email-hint" className="text-sm text-muted">
          Your sign-in address. It can’t be changed here.
        </p>
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving || !isDirty}>
          {saving && <Loader2 className="animate-spin" aria-hidden />}
          {saving ? 'Saving...' : 'Save changes'}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={saving || !isDirty}
          onClick={() => reset()}
        >
          Discard changes
        </Button>
      </div>
    </form>
  );
}
