import type { ProfessionalLeadForm } from '../../../shared/leads/lead-schema';

/** An empty application; the form returns to it after a successful submit. */
export const emptyLeadForm: ProfessionalLeadForm = {
  full_name: '',
  email: '',
  phone: '',
  company_name: '',
  trade_specialty: '',
  years_experience: null,
  business_type: null,
  current_challenges: '',
  interested_services: [],
  how_heard_about_us: null,
  additional_comments: '',
};
