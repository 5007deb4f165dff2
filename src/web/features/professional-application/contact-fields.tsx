import { LEAD_NAME_MAX } from '../../../shared/leads/lead-options';
import { Input } from '../../ui/input';
import { describedBy, Field } from './field';
import { useLeadForm } from './use-lead-form';

export function ContactFields() {
  const { register, formState } = useLeadForm();
  const { errors } = formState;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id="full_name" label="Full name" required error={errors.full_name?.message}>
        <Input
          id="full_name"
          autoComplete="name"
          maxLength={LEAD_NAME_MAX}
          aria-required
          {...describedBy('full_name', errors.full_name?.message)}
          {...register('full_name')}
        />
      </Field>
      <Field id="email" label="E-mail" required error={errors.email?.message}>
        <Input
          id="email"
          type="email"
          autoComplete="email"
          aria-required
          {...describedBy('email', errors.email?.message)}
          {...register('email')}
        />
      </Field>
      <Field id="phone" label="Phone" error={errors.phone?.message}>
        <Input
          id="phone"
          type="tel"
          autoComplete="tel"
          maxLength={40}
          {...describedBy('phone', errors.phone?.message)}
          {...register('phone')}
        />
      </Field>
      <Field id="company_name" label="Company name" error={errors.company_name?.message}>
        <Input
          id="company_name"
          autoComplete="organization"
          maxLength={LEAD_NAME_MAX}
          {...describedBy('company_name', errors.company_name?.message)}
          {...register('company_name')}
        />
      </Field>
    </div>
  );
}
