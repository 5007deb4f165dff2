import type { Pin } from './pin-schema';

/** Why the sample pins are showing; one text per cause so server and page say the same thing. */
export const PIN_NOTICES = {
  notConfigured:
    'Pinterest is not connected to Fixwise yet, so these are sample ideas. Browse them for inspiration.',
  signedOut:
    'Sign in and connect your Pinterest account to search real pins. Showing sample ideas.',
  notConnected: 'Connect your Pinterest account to search real pins. Showing sample ideas.',
  missingScopes:
    'Pinterest did not grant access to your pins and boards (missing scopes). Reconnect Pinterest to search real pins. Showing sample ideas.',
  noResults: 'No pins matched that search. Showing sample ideas instead.',
  failed: 'Unable to load Pinterest content. Showing sample inspiration instead.',
} as const;

const search = (phrase: string) =>
  `https://www.pinterest.com/search/pins/?q=${encodeURIComponent(phrase)}`;

/**
 * docs/product.md#screens-and-routes: the three pins shown when a search is empty or fails. Their pictures ship with the
 * site (/inspiration/*.svg), so nothing loads from another host, and they carry no board.
 */
export const SAMPLE_PINS: readonly Pin[] = Object.freeze([
  {
    id: 'sample-floating-shelves',
    title: 'Floating oak shelves',
    description: 'Hidden brackets and solid oak boards turn a bare wall into display space.',
    image: { original: { url: '/inspiration/floating-shelves.svg' } },
    link: search('diy floating shelves'),
  },
  {
    id: 'sample-raised-garden-bed',
    title: 'Cedar raised garden bed',
    description: 'A weekend build: untreated cedar boards, corner posts and good soil.',
    image: { original: { url: '/inspiration/raised-garden-bed.svg' } },
    link: search('diy raised garden bed'),
  },
  {
    id: 'sample-accent-wall',
    title: 'Painted accent wall',
    description: 'Tape crisp lines, cut in the edges and roll one bold colour for a quick refresh.',
    image: { original: { url: '/inspiration/accent-wall.svg' } },
    link: search('diy accent wall paint'),
  },
]);
