/** Longer than the 50-character generated title: a user's own name for a project may be. */
export const CONVERSATION_RENAME_MAX = 120;
