import { useFormContext } from 'react-hook-form';
import type {
  ProfessionalLeadForm,
  ProfessionalLeadInput,
} from '../../../shared/leads/lead-schema';

/** The application form's context, typed once for every section. */
export function useLeadForm() {
  return useFormContext<ProfessionalLeadForm, unknown, ProfessionalLeadInput>();
}
