import type { Profile, UpdateProfileInput } from '../../../shared/profile/profile-schema';
import { apiFetch } from '../../lib/api-fetch';

export const fetchProfile = () => apiFetch<Profile>('/api/profile');

export const updateProfile = (input: UpdateProfileInput) =>
  apiFetch<Profile>('/api/profile', { method: 'PATCH', body: JSON.stringify(input) });
