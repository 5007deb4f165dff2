import type { CreateBoardInput, CreatePinInput } from '../../../../shared/pins/pin-schema';
import { apiFetch } from '../../../lib/api-fetch';
import { pinChecks } from './pin-checks';

async function request<T>(path: string, check: (body: unknown) => T, init: RequestInit = {}) {
  return check(await apiFetch<unknown>(`/api/pins${path}`, init));
}

export const searchPins = (query: string, signal?: AbortSignal) =>
  request(`/search?${new URLSearchParams({ query })}`, pinChecks.searchResult, { signal });

export const getPinterestStatus = () => request('/status', pinChecks.status);

export const getBoards = () => request('/boards', pinChecks.boards);

export const createBoard = (input: CreateBoardInput) =>
  request('/boards', pinChecks.board, { method: 'POST', body: JSON.stringify(input) });

export const createPin = (input: CreatePinInput) =>
  request('', pinChecks.created, { method: 'POST', body: JSON.stringify(input) });
