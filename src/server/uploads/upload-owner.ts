import type { Caller } from '../auth/caller';

/**
 * Who an upload belongs to: the caller that sent it, a signed-in user or a guest known by the
 * id in our signed guest cookie (auth/caller.ts decides which).
 */
export type UploadOwner = Caller;
