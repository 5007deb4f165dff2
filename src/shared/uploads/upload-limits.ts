/** The server's default limit (UPLOAD_MAX_BYTES may change it); the picker can warn early. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** The most pixels a transformed image may have on either side. */
export const IMAGE_TRANSFORM_MAX_SIDE = 2048;

/**
 * docs/product.md#validation-rules: the chat's file picker accepts images, pdf, doc, docx and txt. Only a hint for the
 * browser; the server decides the type from the bytes.
 */
export const UPLOAD_ACCEPT =
  'image/jpeg,image/png,image/webp,image/gif,image/heic,image/heif,image/avif,.pdf,.doc,.docx,.txt';

export const uploadKinds = ['image', 'pdf', 'doc', 'docx', 'text'] as const;
export type UploadKind = (typeof uploadKinds)[number];
