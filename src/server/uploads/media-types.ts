import type { UploadKind } from '../../shared/uploads/upload-api';
import { STORED_IMAGE_TYPE } from './image-processing';

/** The type each kind is stored and served as (images are always re-encoded to WebP). */
export const storedMediaTypes: Record<UploadKind, string> = {
  image: STORED_IMAGE_TYPE,
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  text: 'text/plain',
};

const extensions: Record<string, string> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/plain': 'txt',
};

export const extensionFor = (mediaType: string) => extensions[mediaType] ?? 'bin';

/** The Content-Type header; text says its charset, since we only take UTF-8 text. */
export const contentTypeHeader = (mediaType: string) =>
  mediaType === 'text/plain' ? 'text/plain; charset=utf-8' : mediaType;
