import { createHash } from 'node:crypto';
import type { ObjectStorage } from './object-storage';
import type { UploadOwner } from './upload-owner';
import type { uploadStore } from './upload-store';

/** Longer text files are cut here, so one attachment cannot crowd the model's context. */
const MAX_TEXT_CHARACTERS = 20_000;

export type UploadForModel = (
  | { kind: 'image'; mediaType: string; bytes: Uint8Array; name: string }
  | { kind: 'text'; text: string; name: string }
) & {
  /** The stored file's SHA-256, so the same content attached twice is sent once. */
  digest?: string;
};

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const documentLabels = { pdf: 'a PDF document', doc: 'a Word document', docx: 'a Word document' };

/**
 * An attachment in the form a model can take, for the assistant (POST /api/assistant's
 * `attachmentIds`): images as their stored bytes (WebP, metadata already stripped) for models
 * that accept images; text files as their text (cut at 20,000 characters); PDF and Word files
 * as a short note only, since we do not extract their text. Undefined when the id is unknown or
 * belongs to someone else, so the assistant can simply skip it.
 */
export async function readUploadForModel(
  deps: { store: ReturnType<typeof uploadStore>; storage: ObjectStorage },
  id: string,
  owner: UploadOwner,
): Promise<UploadForModel | undefined> {
  const row = await deps.store.findOwned(owner, id);
  if (!row) return undefined;
  if (row.kind === 'pdf' || row.kind === 'doc' || row.kind === 'docx') {
    const size = `${Math.max(1, Math.round(row.size / 1024))} KB`;
    return {
      kind: 'text',
      name: row.name,
      text: `[The user attached ${documentLabels[row.kind]}, "${row.name}" (${size}). Its contents cannot be read here; ask the user for the details you need.]`,
    };
  }
  const bytes = await deps.storage.get(`${id}/original`);
  if (!bytes) return undefined;
  if (row.kind === 'image') {
    return {
      kind: 'image',
      mediaType: row.mediaType,
      bytes,
      name: row.name,
      digest: sha256(bytes),
    };
  }
  const text = new TextDecoder().decode(bytes);
  return {
    kind: 'text',
    name: row.name,
    digest: sha256(bytes),
    text:
      text.length > MAX_TEXT_CHARACTERS
        ? `${text.slice(0, MAX_TEXT_CHARACTERS)}\n[… the rest of "${row.name}" was cut]`
        : text,
  };
}
