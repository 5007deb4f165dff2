import { Loader2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { checkFields, type FieldErrors } from '../../lib/field-errors';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { FormField } from '../../ui/form-field';
import { AvatarPreview } from './avatar-preview';
import type { ProfileFormValues } from './profile-form-schema';

type Field = keyof ProfileFormValues;
const FIELDS: readonly Field[] = ['full_name', 'avatar_url'];

// The rules (and zod under them) load when the form is first focused, not with the page: two
// fields need no form library, which keeps the profile page's first load small.
const loadSchema = () => import('./profile-form-schema').then((m) => m.profileFormSchema);

interface ProfileFormProps {
  email: string;
  defaultValues: ProfileFormValues;
  /** Saves the checked values; true once saved. */
  onSubmit: (values: ProfileFormValues) => Promise<boolean>;
}

export function ProfileForm({ email, defaultValues, onSubmit }: ProfileFormProps) {
  const form = useRef<HTMLFormElement>(null);
  // Saved values become the new baseline, so "Save" stays off until something changes again.
  const [saved, setSaved] = useState(defaultValues);
  const [values, setValues] = useState(defaultValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const checks = useRef(0);
  const dirty = FIELDS.some((field) => values[field] !== saved[field]);

  const described = (field: Field, hint?: string) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${field}-error` : hint,
  });

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a submit has shown errors, they follow the typing, so a fixed field clears at once;
    // only the newest check's answer is shown.
    if (!submitted) return;
    const at = ++checks.current;
    void checkFields(loadSchema, next).then(
      ({ errors }) => at === checks.current && setErrors(errors ?? {}),
      () => undefined,
    );
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    setSaving(true);
    try {
      const checked = await checkFields(loadSchema, values);
      checks.current += 1;
      if (checked.errors) {
        setErrors(checked.errors);
        const first = FIELDS.find((field) => checked.errors[field]);
        if (first) form.current?.querySelector<HTMLInputElement>(`#${first}`)?.focus();
        return;
      }
      setErrors({});
      if (await onSubmit(checked.data)) {
        setSaved(checked.data);
        setValues(checked.data);
        setSubmitted(false);
      }
    } catch {
      // The rules could not load (offline for a moment): the next submit tries again.
      toast.error('Could not check the form. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  const discard = () => {
    setValues(saved);
    setErrors({});
    setSubmitted(false);
  };

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={() => void loadSchema().catch(() => undefined)}
      className="grid gap-5"
    >
      <div className="flex items-center gap-4">
        <AvatarPreview src={values.avatar_url} fullName={values.full_name} email={email} />
        <p className="min-w-0 text-sm text-muted">
          Your picture appears in the menu and beside your projects. Without one, we show your
          initials.
        </p>
      </div>
      <FormField id="full_name" label="Full name" error={errors.full_name}>
        <Input
          id="full_name"
          name="full_name"
          autoComplete="name"
          maxLength={120}
          value={values.full_name}
          onChange={(event) => change('full_name', event.target.value)}
          {...described('full_name')}
        />
      </FormField>
      <FormField id="avatar_url" label="Avatar picture address" error={errors.avatar_url}>
        <Input
          id="avatar_url"
          name="avatar_url"
          type="url"
          inputMode="url"
          placeholder="https://example.com/me.jpg"
          value={values.avatar_url}
          onChange={(event) => change('avatar_url', event.target.value)}
          {...described('avatar_url', 'avatar_url-hint')}
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
        <Button type="submit" disabled={saving || !dirty}>
          {saving && <Loader2 className="animate-spin" aria-hidden />}
          {saving ? 'Saving...' : 'Save changes'}
        </Button>
        <Button type="button" variant="outline" disabled={saving || !dirty} onClick={discard}>
          Discard changes
        </Button>
      </div>
    </form>
  );
}
