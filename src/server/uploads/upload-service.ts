import { randomUUID } from 'node:crypto';
import type { ImageTransform } from '../../shared/uploads/upload-api';
import type { Database } from '../db/client';
import { ApiError } from '../http/errors';
import { detectUploadType } from './detect-type';
import { sanitizeFileName } from './file-name';
import { reencodeImage } from './image-processing';
import { hasTransform, imageVariant } from './image-variants';
import { storedMediaTypes } from './media-types';
import type { ObjectStorage } from './object-storage';
import { readUploadForModel } from './read-for-model';
import type { UploadOwner } from './upload-owner';
import { uploadStore } from './upload-store';

export interface UploadsDeps {
  db: Database;
  storage: ObjectStorage;
  maxBytes: number;
  /** The most one owner may keep stored, all files together. */
  quotaBytes: number;
}

const unsupported = () =>
  new ApiError(
    415,
    'This file type is not supported. Attach a photo (JPEG, PNG, WebP, GIF or HEIC), a PDF, a Word document (.doc or .docx) or a plain text file.',
    'UNSUPPORTED_MEDIA_TYPE',
  );

export const tooLarge = (maxBytes: number) =>
  new ApiError(
    413,
    `The file is too large. Attachments can be at most ${Math.floor(maxBytes / (1024 * 1024))} MB.`,
    'FILE_TOO_LARGE',
  );

const megabytes = (bytes: number) => Math.floor(bytes / (1024 * 1024));

export const quotaExceeded = (quotaBytes: number) =>
  new ApiError(
    413,
    `You've used all ${megabytes(quotaBytes)} MB of your attachment space. Delete older projects to free some (their files go within a day), or attach a smaller file.`,
    'UPLOAD_QUOTA_EXCEEDED',
  );

const folderOf = (id: string) => `${id}/`;
const originalOf = (id: string) => `${id}/original`;

/** Attachments: checked, cleaned and stored on upload; handed back only to their owner. */
const SWEEP_BATCH = 100;

export function createUploads({ db, storage, maxBytes, quotaBytes }: UploadsDeps) {
  const store = uploadStore(db);

  async function create(owner: UploadOwner, file: { name: string; bytes: Uint8Array }) {
    if (file.bytes.length === 0) throw new ApiError(400, 'The file is empty.');
    if (file.bytes.length > maxBytes) throw tooLarge(maxBytes);
    // Checked before the image work and again with the stored size. Two uploads racing may
    // overshoot by one file; the per-minute upload limit keeps that small.
    const used = await store.bytesOf(owner);
    if (used >= quotaBytes) throw quotaExceeded(quotaBytes);
    const detected = await detectUploadType(file.bytes);
    if (!detected) throw unsupported();
    const image =
      detected.kind === 'image' ? await reencodeImage(file.bytes, detected.format) : undefined;
    const bytes = image?.bytes ?? file.bytes;
    if (used + bytes.length > quotaBytes) throw quotaExceeded(quotaBytes);
    const mediaType = storedMediaTypes[detected.kind];
    // A random id names the stored object; the client's name is only a sanitised label.
    const id = randomUUID();
    await storage.put(originalOf(id), bytes, mediaType);
    try {
      return await store.insert(owner, {
        id,
        kind: detected.kind,
        mediaType,
        name: sanitizeFileName(file.name, detected.kind === 'image' ? 'image' : 'file'),
        size: bytes.length,
        width: image?.width ?? null,
        height: image?.height ?? null,
      });
    } catch (error) {
      await storage.removeFolder(folderOf(id)).catch(() => undefined);
      throw error;
    }
  }

  /** The bytes to serve, transformed when asked; undefined when it is not the owner's. */
  async function open(owner: UploadOwner, id: string, transform: ImageTransform = {}) {
    const row = await store.findOwned(owner, id);
    if (!row) return undefined;
    if (!hasTransform(transform)) {
      const bytes = await storage.get(originalOf(id));
      return bytes && { row, bytes, mediaType: row.mediaType };
    }
    if (row.kind !== 'image') {
      throw new ApiError(
        400,
        'Image options (width, height, resize, format, quality) apply to images only.',
      );
    }
    const variant = await imageVariant(storage, id, transform);
    return variant && { row, ...variant };
  }

  /** Files first: if removing them fails the row stays, so the owner can try again. */
  async function remove(owner: UploadOwner, id: string): Promise<boolean> {
    if (!(await store.findOwned(owner, id))) return false;
    await storage.removeFolder(folderOf(id));
    return store.remove(owner, id);
  }

  /** For account deletion: the files go here, the rows with the user (foreign-key cascade). */
  async function removeAllForUser(userId: string): Promise<void> {
    for (const id of await store.idsOfUser(userId)) await storage.removeFolder(folderOf(id));
  }

  /** Removes, batch by batch, what `next` finds: files first, then the row, as in `remove`. */
  async function sweepBatches(next: () => Promise<Array<{ id: string; owner?: UploadOwner }>>) {
    let swept = 0;
    for (;;) {
      const batch = await next();
      let removed = 0;
      for (const { id, owner } of batch) {
        await storage.removeFolder(folderOf(id));
        if (owner && (await store.remove(owner, id))) removed += 1;
      }
      swept += removed;
      // A short batch was the last; one where nothing went (another instance got there first)
      // ends this round too, the next round picks up whatever is left.
      if (batch.length < SWEEP_BATCH || removed === 0) return swept;
    }
  }

  /**
   * Old files nobody needs, once they are older than `maxAgeMs` (a day by default): guests keep
   * no history (docs/product.md#what-it-does), so all their attachments go after the guest allowance's own period;
   * a user's go when no message attaches them and no profile shows them (picked and never sent,
   * or left by a deleted conversation), which also gives the quota back. Returns how many went;
   * several instances may sweep at once without harm.
   */
  async function sweepUploads(now = new Date(), maxAgeMs = 24 * 60 * 60 * 1000) {
    const cutoff = new Date(now.getTime() - maxAgeMs);
    const guests = await sweepBatches(async () =>
      (await store.guestUploadsBefore(cutoff, SWEEP_BATCH)).map(({ id, guestId }) => ({
        id,
        owner: guestId ? { kind: 'guest' as const, id: guestId } : undefined,
      })),
    );
    const unreferenced = await sweepBatches(async () =>
      (await store.unreferencedUserUploadsBefore(cutoff, SWEEP_BATCH)).map(({ id, userId }) => ({
        id,
        owner: userId ? { kind: 'user' as const, id: userId } : undefined,
      })),
    );
    return { guests, unreferenced };
  }

  return {
    maxBytes,
    create,
    open,
    remove,
    removeAllForUser,
    quotaBytes,
    sweepUploads,
    /** For the assistant: see read-for-model.ts. */
    readUploadForModel: (id: string, owner: UploadOwner) =>
      readUploadForModel({ store, storage }, id, owner),
  };
}

export type Uploads = ReturnType<typeof createUploads>;
