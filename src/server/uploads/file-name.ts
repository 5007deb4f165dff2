const MAX_NAME_LENGTH = 120;

// Control characters, characters Windows refuses, and the bidirectional overrides that make
// "photo<U+202E>gpj.exe" look like "photoexe.jpg".
const unsafeCharacters =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f"*/:<>?\\|\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The client's file name, kept only as a label: no folders, no control or bidi characters, no
 * leading dots, at most 120 characters (the extension kept). Never used to name stored objects.
 */
export function sanitizeFileName(raw: string, fallback: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(unsafeCharacters, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!cleaned) return fallback;
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}

/** The label with the extension of what we actually serve (an uploaded .png comes back .webp). */
export function downloadName(name: string, extension: string): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return `${stem || 'file'}.${extension}`;
}

/**
 * A Content-Disposition header: an ASCII `filename` for old clients plus RFC 5987's
 * `filename*` for the real (UTF-8) name.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
