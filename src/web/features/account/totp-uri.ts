/** The shared secret inside an otpauth:// URI, for people who type it instead of scanning. */
export function secretFromTotpUri(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/** Groups of four read more easily; authenticator apps ignore the spaces. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
