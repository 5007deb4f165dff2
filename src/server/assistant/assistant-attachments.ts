import { createHash } from 'node:crypto';
import { ApiError } from '../http/errors';
import type { Services } from '../services';

type Uploads = Pick<Services, 'uploads'>;
import type { UploadForModel } from '../uploads/read-for-model';
import type { UploadOwner } from '../uploads/upload-owner';
import type { Caller } from './assistant-caller';

function ownerOf(caller: Caller): UploadOwner {
  return caller.kind === 'user'
    ? { kind: 'user', id: caller.userId }
    : { kind: 'guest', id: caller.guest.cookieId };
}

/** One of the caller's own uploads in the form a model takes, or undefined. */
export function readOwnUpload({ uploads }: Uploads, caller: Caller, id: string) {
  return uploads.readUploadForModel(id, ownerOf(caller));
}

/**
 * The caller's own attachments, ready for the model. An id that is not theirs (or not there)
 * refuses the whole question, so nothing is answered on a file the user did not mean.
 */
export async function readAttachments({ uploads }: Uploads, caller: Caller, ids: string[]) {
  const owner = ownerOf(caller);
  const files = await Promise.all(
    ids.map(async (id) => {
      const file = await uploads.readUploadForModel(id, owner);
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
  return withoutCopies(files.filter((file) => file !== undefined));
}

/** One of each content: the same photo or text uploaded twice goes to the model once. */
function withoutCopies<T extends UploadForModel>(files: T[]): T[] {
  const seen = new Set<string>();
  return files.filter((file) => {
    const hash =
      file.digest ??
      createHash('sha256')
        .update(file.kind === 'image' ? file.bytes : file.text)
        .digest('hex');
    if (seen.has(hash)) return false;
    seen.add(hash);
    return true;
  });
}
