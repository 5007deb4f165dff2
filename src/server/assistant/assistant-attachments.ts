import { ApiError } from '../http/errors';
import type { Services } from '../services';
import type { UploadOwner } from '../uploads/upload-owner';
import type { Caller } from './assistant-caller';

function ownerOf(caller: Caller): UploadOwner {
  return caller.kind === 'user'
    ? { kind: 'user', id: caller.userId }
    : { kind: 'guest', id: caller.guest.cookieId };
}

/**
 * The caller's own attachments, ready for the model. An id that is not theirs (or not there)
 * refuses the whole question, so nothing is answered on a file the user did not mean.
 */
export async function readAttachments(services: Services, caller: Caller, ids: string[]) {
  const owner = ownerOf(caller);
  const files = await Promise.all(
    ids.map(async (id) => {
      const file = await services.uploads.readUploadForModel(id, owner);
      return file && { ...file, id };
    }),
  );
  if (files.some((file) => !file)) {
    throw new ApiError(
      400,
      'An attached file could not be found. Attach it again.',
      'ATTACHMENT_NOT_FOUND',
    );
  }
  return files.filter((file) => file !== undefined);
}
