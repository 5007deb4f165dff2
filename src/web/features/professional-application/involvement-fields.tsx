import { Controller } from 'react-hook-form';
import {
  howHeardOptions,
  interestedServiceOptions,
  LEAD_TEXT_MAX,
} from '../../../shared/leads/lead-options';
import { Select } from '../../ui/select';
import { Textarea } from '../../ui/input';
import { CheckboxGroup } from './checkbox-group';
import { describedBy, Field } from './field';
import { useLeadForm } from './use-lead-form';

export function InvolvementFields() {
  const { control, register, formState } = useLeadForm();
  const { errors } = formState;
  return (
    <div className="grid gap-5">
      <Field
        id="current_challenges"
        label="Motivation"
        hint="Why do you want to help DIYers as a Virtual Pro?"
        error={errors.current_challenges?.message}
      >
        <Textarea
          id="current_challenges"
          rows={4}
          maxLength={LEAD_TEXT_MAX}
          {...describedBy('current_challenges', errors.current_challenges?.message, true)}
          {...register('current_challenges')}
        />
      </Field>
      <Controller
        control={control}
        name="interested_services"
        render={({ field }) => (
          <CheckboxGroup
            id="interested_services"
            legend="Services you are interested in offering"
            options={interestedServiceOptions}
            selected={field.value ?? []}
            onChange={field.onChange}
            error={errors.interested_services?.message}
          />
        )}
      />
      <Field
        id="how_heard_about_us"
        label="How did you hear about us?"
        error={errors.how_heard_about_us?.message}
      >
        <Controller
          control={control}
          name="how_heard_about_us"
          render={({ field }) => (
            <Select
              id="how_heard_about_us"
              placeholder="Select an option"
              options={howHeardOptions.map((value) => ({ value, label: value }))}
              value={field.value ?? ''}
              onValueChange={field.onChange}
            />
          )}
        />
      </Field>
      <Field
        id="additional_comments"
        label="Additional comments"
        error={errors.additional_comments?.message}
      >
        <Textarea
          id="additional_comments"
          rows={3}
          maxLength={LEAD_TEXT_MAX}
          {...describedBy('additional_comments', errors.additional_comments?.message)}
          {...register('additional_comments')}
        />
      </Field>
    </div>
  );
}
