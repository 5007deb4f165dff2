import { fileTypeFromBuffer } from 'file-type';
import type { UploadKind } from '../../shared/uploads/upload-api';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'heif';

export type DetectedType =
  { kind: 'image'; format: ImageFormat } | { kind: Exclude<UploadKind, 'image'> };

const imageFormats: Record<string, ImageFormat> = {
  jpg: 'jpeg',
  png: 'png',
  apng: 'png',
  webp: 'webp',
  gif: 'gif',
  heic: 'heif',
  avif: 'heif',
};

/**
 * What a file is, decided from its bytes alone (docs/security.md): the name and the client's
 * content type are never asked. Undefined for anything we do not take, such as an executable
 * renamed `photo.png`.
 */
export async function detectUploadType(bytes: Uint8Array): Promise<DetectedType | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  const format = found && imageFormats[found.ext];
  if (format) return { kind: 'image', format };
  if (found?.ext === 'pdf') return { kind: 'pdf' };
  if (found?.ext === 'docx') return { kind: 'docx' };
  if (found?.ext === 'cfb' && isWordBinary(bytes)) return { kind: 'doc' };
  // Anything else counts only if it is plain text, which we serve as text/plain.
  return isPlainText(bytes) ? { kind: 'text' } : undefined;
}

/** Valid UTF-8 without NUL bytes: binary junk fails one or the other. */
export function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0 || bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const wordStreamName = Buffer.from('WordDocument\0', 'utf16le');

/**
 * A compound file (OLE/CFB) is a Word 97-2003 document when its directory has a "WordDocument"
 * stream; other compound files (Excel, installers) are not. Directory entries are 128 bytes and
 * sectors are multiples of 128, so an entry always starts at a multiple of 128: its UTF-16 name
 * first, then the name's byte length (26) at +64 and the entry type (2, a stream) at +66.
 */
export function isWordBinary(bytes: Uint8Array): boolean {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let entry = 512; entry + 128 <= view.length; entry += 128) {
    if (
      view.readUInt16LE(entry + 64) === wordStreamName.length &&
      view[entry + 66] === 2 &&
      view.subarray(entry, entry + wordStreamName.length).equals(wordStreamName)
    ) {
      return true;
    }
  }
  return false;
}
