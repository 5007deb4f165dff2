import { Loader2, Send } from 'lucide-react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from '../../lib/toast';
import { splitSpecialties } from '../../../shared/leads/lead-options';
import type {
  ProfessionalLeadForm,
  ProfessionalLeadInput,
} from '../../../shared/leads/lead-schema';
import { lazyZodResolver } from '../../lib/lazy-zod-resolver';
import { Button } from '../../ui/button';
import { ContactFields } from './contact-fields';
import { FormSection } from './form-section';
import { InvolvementFields } from './involvement-fields';
import { emptyLeadForm } from './lead-form-defaults';
import { submitLead } from './submit-lead';
import { TradeFields } from './trade-fields';

const resolver = lazyZodResolver<ProfessionalLeadForm, ProfessionalLeadInput>(() =>
  import('../../../shared/leads/lead-schema').then((module) => module.professionalLeadSchema),
);

/** SPEC §2/§5 professional application: idle, submitting, then success (reset) or error. */
export function ApplicationForm() {
  const form = useForm<ProfessionalLeadForm, unknown, ProfessionalLeadInput>({
    resolver,
    defaultValues: emptyLeadForm,
  });
  const { control, handleSubmit, reset, formState } = form;
  const [fullName, email, specialties] = useWatch({
    control,
    name: ['full_name', 'email', 'trade_specialty'],
  });
  // SPEC §5: submit stays off until the three required answers are there, and while sending.
  const ready =
    Boolean(fullName?.trim()) && Boolean(email?.trim()) && splitSpecialties(specialties).length > 0;

  const submit = handleSubmit(async (lead) => {
    try {
      await submitLead(lead);
    } catch (error) {
      toast.error((error as Error).message);
      return;
    }
    toast.success('Application Submitted Successfully!', {
      description:
        "Thank you for applying. We've received your application and will be in touch soon about joining Fixwise as a professional consultant.",
    });
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
