import { queryOptions } from '@tanstack/react-query';
import type { CreateShareLinkInput } from '../../../../shared/plans/plan-schema';
import type {
  CreatedShareLink,
  OwnerPlan,
  PlanNotes,
  ShareLink,
  SharedPlan,
} from '../../../../shared/plans/project-plan';
import { ApiFailure, apiFetch } from '../../../lib/api-fetch';

// A 404 will not turn into a plan by asking again; anything else may.
const retryUnlessGone = (count: number, error: Error) =>
  !(error instanceof ApiFailure && error.status === 404) && count < 2;

/** The owner's plan of a conversation. */
export const planQuery = (conversationId: string) =>
  queryOptions({
    queryKey: ['plan', conversationId] as const,
    queryFn: () => apiFetch<OwnerPlan>(`/api/plans/${conversationId}`),
    retry: retryUnlessGone,
  });

export const saveNotes = (conversationId: string, text: string) =>
  apiFetch<PlanNotes>(`/api/plans/${conversationId}/notes`, {
    method: 'PUT',
    body: JSON.stringify({ text }),
  });

export const shareLinksQuery = (conversationId: string) =>
  queryOptions({
    queryKey: ['plan', conversationId, 'shares'] as const,
    queryFn: () => apiFetch<ShareLink[]>(`/api/plans/${conversationId}/shares`),
  });

export const createShareLink = (conversationId: string, input: CreateShareLinkInput) =>
  apiFetch<CreatedShareLink>(`/api/plans/${conversationId}/shares`, {
    method: 'POST',
    body: JSON.stringify(input),
  });

export const revokeShareLink = (conversationId: string, shareId: string) =>
  apiFetch<void>(`/api/plans/${conversationId}/shares/${shareId}`, { method: 'DELETE' });

/** What a share link shows; a 404 means revoked, expired or never made. */
export const sharedPlanQuery = (token: string) =>
  queryOptions({
    queryKey: ['shared-plan', token] as const,
    queryFn: () => apiFetch<SharedPlan>(`/api/shared-plans/${encodeURIComponent(token)}`),
    retry: retryUnlessGone,
  });

export const isGone = (error: Error | null) => error instanceof ApiFailure && error.status === 404;
