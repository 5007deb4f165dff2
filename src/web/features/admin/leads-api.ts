import { useQuery } from '@tanstack/react-query';
import type { ProfessionalLeadRow } from '../../../shared/leads/lead-row';
import { ApiFailure, apiFetch } from '../../lib/api-fetch';

export const LEADS_CSV_URL = '/api/admin/professional-leads.csv';

const fetchLeads = () => apiFetch<ProfessionalLeadRow[]>('/api/admin/professional-leads');

export function useAdminLeads() {
  return useQuery({
    queryKey: ['admin', 'professional-leads'],
    queryFn: fetchLeads,
    // 401 and 403 will not change by asking again.
    retry: (count, error) => !(error instanceof ApiFailure && error.status < 500) && count < 1,
  });
}
