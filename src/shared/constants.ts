/** Business constants and limits of docs/product.md#constants-and-limits, in one place for both sides. */
export const GUEST_FREE_QUESTIONS = 3;
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
export const CHAT_TIMEOUT_MS = 60_000;
export const CONVERSATION_TITLE_MAX = 50;
export const MAX_MESSAGE_LENGTH = 4_000;

export const INSPIRATION_DEFAULT_LIMIT = 25;
export const INSPIRATION_DEFAULT_QUERY = 'home improvement';
export const INSPIRATION_DEFAULT_SORT = 'trending';
export const INSPIRATION_PLACEHOLDERS = 12;
export const INSPIRATION_SOURCES = ['reddit', 'youtube', 'unsplash', 'pinterest'] as const;

export const PIN_SEARCH_DEFAULT_LIMIT = 25;
export const PIN_SEARCH_DEFAULT_TEXT = 'DIY home improvement';
export const PIN_SKELETON_CARDS = 8;

export const STEP_GUIDE_MIN_STEPS = 3;
export const STEP_GUIDE_MAX_STEPS = 10;
export const STEP_GUIDES_KEPT = 5;
export const DEFAULT_GUIDE_TITLE = 'DIY Project Guide';

export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_COOKIE = 'sidebar:state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;
export const RIGHT_PANEL = { fraction: 0.25, minPx: 300, maxPx: 400 } as const;
export const AVATAR_INITIALS_MAX = 2;

export const SQ_M_PER_SQ_FT = 0.092903;
export const CUT_DIAGRAM_PX = 200;
export const BOOK_CONSULTATION_PRICE_USD = 29;
export const REALTIME_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4_000;
