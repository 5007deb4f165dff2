/** Longer than the 50-character generated title: a user's own name for a project may be. */
export const CONVERSATION_RENAME_MAX = 120;

/** GET /api/conversations pages: the first page is what the list has always answered. */
export const CONVERSATION_PAGE_SIZE = 50;
export const CONVERSATION_PAGE_MAX = 100;
/** Response header carrying the cursor of the next page; absent on the last page. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
