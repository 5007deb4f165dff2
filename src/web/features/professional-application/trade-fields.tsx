import { Controller } from 'react-hook-form';
import {
  businessTypes,
  joinSpecialties,
  splitSpecialties,
  tradeSpecialties,
} from '../../../shared/leads/lead-options';
import { Input } from '../../ui/input';
import { Select } from '../../ui/select';
import { CheckboxGroup } from './checkbox-group';
import { describedBy, Field } from './field';
import { useLeadForm } from './use-lead-form';

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

// An empty box is "not given" (null); anything else goes to the schema as a number to check.
const yearsFromInput = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

export function TradeFields() {
  const { control, register, formState } = useLeadForm();
  const { errors } = formState;
  return (
    <div className="grid gap-5">
      <Controller
        control={control}
        name="trade_specialty"
        render={({ field }) => (
          <CheckboxGroup
            id="trade_specialty"
            legend="Trade specialty"
            required
            options={tradeSpecialties}
            selected={splitSpecialties(field.value)}
            onChange={(picked) => field.onChange(joinSpecialties(picked))}
            error={errors.trade_specialty?.message}
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="years_experience"
          label="Years of experience"
          error={errors.years_experience?.message}
        >
          <Input
            id="years_experience"
            type="number"
            inputMode="numeric"
            min={0}
            max={80}
            step={1}
            {...describedBy('years_experience', errors.years_experience?.message)}
            {...register('years_experience', { setValueAs: yearsFromInput })}
          />
        </Field>
        <Field id="business_type" label="Business type" error={errors.business_type?.message}>
          <Controller
            control={control}
            name="business_type"
            render={({ field }) => (
              <Select
                id="business_type"
                placeholder="Select a business type"
                options={toOptions(businessTypes)}
                value={field.value ?? ''}
                onValueChange={field.onChange}
              />
            )}
          />
        </Field>
      </div>
    </div>
  );
}
