import { queryOptions } from '@tanstack/react-query';
import type { HomeProfile } from '../../../shared/home/home-profile-options';
import { apiFetch } from '../../lib/api-fetch';

/** The one owner of the home profile's query key. */
export const homeProfileQuery = () =>
  queryOptions({
    queryKey: ['home-profile'] as const,
    queryFn: () => apiFetch<HomeProfile>('/api/home'),
  });

export const saveHomeProfile = (profile: HomeProfile) =>
  apiFetch<HomeProfile>('/api/home', { method: 'PUT', body: JSON.stringify(profile) });
