import { Loader2, Send } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { splitSpecialties } from '../../../shared/leads/lead-options';
import type {
  ProfessionalLeadForm,
  ProfessionalLeadInput,
} from '../../../shared/leads/lead-schema';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { Button } from '../../ui/button';
import { ErrorState } from '../../ui/error-state';
import { ContactFields } from './contact-fields';
import { FormSection } from './form-section';
import { InvolvementFields } from './involvement-fields';
import { emptyLeadForm } from './lead-form-defaults';
import { ApplicationReceived } from './application-received';
import { submitLead, type LeadSubmitError } from './submit-lead';
import { TradeFields } from './trade-fields';

const resolver = lazyZodResolver<ProfessionalLeadForm, ProfessionalLeadInput>(() =>
  import('../../../shared/leads/lead-schema').then((module) => module.professionalLeadSchema),
);

/**
 * docs/product.md#screens-and-routes/§5 professional application: idle, submitting, then success (reset, with a note that
 * stays on the page) or an error that keeps every answer and offers to try again.
 */
export function ApplicationForm() {
  const form = useForm<ProfessionalLeadForm, unknown, ProfessionalLeadInput>({
    resolver,
    defaultValues: emptyLeadForm,
  });
  const { control, handleSubmit, reset, setError, formState } = form;
  const [fullName, email, specialties] = useWatch({
    control,
    name: ['full_name', 'email', 'trade_specialty'],
  });
  // docs/product.md#validation-rules: submit stays off until the three required answers are there, and while sending.
  const ready =
    Boolean(fullName?.trim()) && Boolean(email?.trim()) && splitSpecialties(specialties).length > 0;

  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = handleSubmit(async (lead) => {
    setFailure(null);
    try {
      await submitLead(lead);
    } catch (error) {
      // The answers stay as typed; the message says what to do next.
      const refused = error as LeadSubmitError;
      if (refused.field) {
        setError(refused.field.name, { message: refused.field.message }, { shouldFocus: true });
      }
      setFailure(refused.message);
      toast.error(refused.message);
      return;
    }
    toast.success('Application Submitted Successfully!', {
      description:
        "Thank you for applying. We've received your application and will be in touch soon about joining Fixwise as a professional consultant.",
    });
    setSentTo(lead.email);
    reset(emptyLeadForm);
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={submit}
        onFocus={resolver.preload}
        className="grid gap-8"
        aria-label="Virtual Pro application"
      >
        {sentTo && <ApplicationReceived email={sentTo} onDismiss={() => setSentTo(null)} />}
        <p className="text-sm text-muted">
          Fields marked <span className="text-red-700">*</span> are required.
        </p>
        <FormSection title="About you">
          <ContactFields />
        </FormSection>
        <FormSection title="Your trade">
          <TradeFields />
        </FormSection>
        <FormSection title="Working with Fixwise">
          <InvolvementFields />
        </FormSection>
        {failure && (
          <ErrorState
            className="justify-items-start text-left"
            title="Your application was not sent"
            description={failure}
            onRetry={() => void submit()}
            retrying={formState.isSubmitting}
            retryLabel="Try again"
          />
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="lg" disabled={!ready || formState.isSubmitting}>
            {formState.isSubmitting ? (
              <Loader2 className="animate-spin" aria-hidden />
            ) : (
              <Send aria-hidden />
            )}
            {formState.isSubmitting ? 'Submitting...' : 'Submit Application'}
          </Button>
          {!ready && (
            <p className="text-sm text-muted">
              Add your name, e-mail and at least one specialty to submit.
            </p>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
