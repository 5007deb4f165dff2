import type { z } from 'zod';
import {
  boardListSchema,
  boardSchema,
  pinSearchResultSchema,
  pinterestStatusSchema,
  type CreateBoardInput,
  type CreatePinInput,
} from '../../../../shared/pins/pin-schema';
import { apiFetch } from '../../../lib/api-fetch';

async function request<T extends z.ZodType>(
  path: string,
  schema: T,
  init: RequestInit = {},
): Promise<z.infer<T>> {
  return schema.parse(await apiFetch<unknown>(`/api/pins${path}`, init));
}

export const searchPins = (query: string, signal?: AbortSignal) =>
  request(`/search?${new URLSearchParams({ query })}`, pinSearchResultSchema, { signal });

export const getPinterestStatus = () => request('/status', pinterestStatusSchema);

export const getBoards = async () => (await request('/boards', boardListSchema)).items;

export const createBoard = (input: CreateBoardInput) =>
  request('/boards', boardSchema, { method: 'POST', body: JSON.stringify(input) });

export const createPin = (input: CreatePinInput) =>
  request('', boardSchema.pick({ id: true }), { method: 'POST', body: JSON.stringify(input) });
