/**
 * Where upload bytes live. Keys are ours alone (`<upload id>/original`, `<upload id>/variants/…`),
 * never derived from what the client sent, so one folder per upload can be removed at once.
 */
export type Bytes = Uint8Array<ArrayBuffer>;

export interface ObjectStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or undefined when there is no such object. */
  get(key: string): Promise<Bytes | undefined>;
  /** The keys directly inside `folder` (which ends with a slash). */
  list(folder: string): Promise<string[]>;
  /** Removes every object under `folder`; nothing there is not an error. */
  removeFolder(folder: string): Promise<void>;
}

const safeKey = /^[A-Za-z0-9][A-Za-z0-9_.-]*(\/[A-Za-z0-9][A-Za-z0-9_.-]*)*\/?$/;

/** A key is a plain relative path: no `..`, no leading slash, no odd characters. */
export function assertSafeKey(key: string): void {
  if (!safeKey.test(key)) throw new Error(`unsafe storage key: ${key}`);
}
