/**
 * Accepted applications per client address and window (docs/security.md asks for a
 * limit). Only valid submissions count, so someone fixing a typo is never locked out.
 */
export const leadRateLimit = { limit: 5, windowMs: 10 * 60_000 } as const;
