/** Mirrors the server: our own uploads, or an absolute https address. */
export function isAvatarAddress(value: string): boolean {
  if (value.startsWith('/api/uploads/')) return true;
  if (!/^https:\/\/\S+$/.test(value)) return false;
  try {
    return Boolean(new URL(value).hostname);
  } catch {
    return false;
  }
}
