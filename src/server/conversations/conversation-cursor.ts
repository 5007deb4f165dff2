import { z } from 'zod';
import { ApiError } from '../http/errors';

/** Where a page of the conversation list ends: the last row's activity time and id. */
export interface ListPosition {
  updatedAt: Date;
  id: string;
}

const positionSchema = z.tuple([z.iso.datetime(), z.uuid()]);

/** Opaque to clients (base64url of JSON), so its shape can change without an API change. */
export function encodeCursor(position: ListPosition): string {
  return Buffer.from(JSON.stringify([position.updatedAt.toISOString(), position.id])).toString(
    'base64url',
  );
}

export function decodeCursor(cursor: string): ListPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  const position = positionSchema.safeParse(parsed);
  if (!position.success) throw new ApiError(400, 'cursor: is not a cursor from this list');
  return { updatedAt: new Date(position.data[0]), id: position.data[1] };
}
