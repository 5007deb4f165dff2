import { catalogImageUrl, type CatalogImage } from '../catalog/catalog-images';

/** Sources say nothing about rooms or trades, so items without a match get this category. */
export const DEFAULT_CATEGORY = 'Home Improvement';

/**
 * Keywords per filter-panel category (docs/product.md#screens-and-routes). Stems, matched at the start of a word, so
 * "paint" finds "painted" and "painting"; a trailing space asks for the whole word, so "tub "
 * skips "tubular" and "stain " skips "stainless". The category with the most hits wins; ties go
 * to the earlier row, which is why the specific rooms come before the broad trades.
 */
const CATEGORY_KEYWORDS: readonly [string, readonly string[]][] = [
  ['Kitchen', ['kitchen', 'backsplash', 'countertop', 'pantry', 'cabinet']],
  ['Bathroom', ['bathroom', 'shower', 'vanity', 'toilet', 'bathtub', 'tub ', 'tubs ']],
  ['Living Room', ['living room', 'fireplace', 'mantel', 'sofa', 'couch', 'accent wall']],
  ['Bedroom', ['bedroom', 'headboard', 'nightstand', 'bed frame']],
  [
    'Outdoor',
    ['deck', 'patio', 'garden', 'yard', 'fence', 'outdoor', 'porch', 'pergola', 'landscap'],
  ],
  ['Storage', ['storage', 'shelf', 'shelves', 'shelving', 'garage', 'closet']],
  [
    'Woodworking',
    ['woodwork', 'workbench', 'joinery', 'cutting board', 'lumber', 'plywood', 'dovetail'],
  ],
  [
    'Electrical',
    ['electric', 'outlet', 'wiring', 'switch', 'light fixture', 'ceiling fan', 'breaker'],
  ],
  ['Plumbing', ['plumb', 'faucet', 'pipe', 'drain', 'sink', 'leak', 'water heater']],
  ['Painting', ['paint', 'primer', 'stain ', 'stained ', 'staining ', 'wallpaper']],
  ['Organization', ['organiz', 'declutter', 'label', 'laundry']],
];

export function inferCategory(text: string, fallback = DEFAULT_CATEGORY): string {
  const lower = ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
  let best = { category: fallback, hits: 0 };
  for (const [category, keywords] of CATEGORY_KEYWORDS) {
    const hits = keywords.filter((keyword) => lower.includes(` ${keyword}`)).length;
    if (hits > best.hits) best = { category, hits };
  }
  return best.category;
}

const CATEGORY_IMAGES: Record<string, CatalogImage> = {
  Kitchen: 'kitchen-backsplash',
  Bathroom: 'bathroom-vanity',
  'Living Room': 'accent-wall',
  Bedroom: 'bedroom-headboard',
  Outdoor: 'patio-firepit',
  Storage: 'garage-shelving',
  Woodworking: 'workbench',
  Electrical: 'outlet-wiring',
  Plumbing: 'under-sink-plumbing',
  Painting: 'paint-roller',
  Organization: 'closet-organizer',
};

/** Our own illustration for an item that comes without a picture (a text-only Reddit post). */
export function fallbackImage(category: string): string {
  return catalogImageUrl(CATEGORY_IMAGES[category] ?? 'workbench');
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** YouTube (and Reddit without raw_json) send titles HTML-escaped; cards show plain text. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const point =
        code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff
        ? String.fromCodePoint(point)
        : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** Card descriptions are short; long self-posts are cut at a word boundary. */
export function clip(text: string, max = 280): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}

/**
 * An ISO instant in UTC. Sources differ: Unix seconds (Reddit), offsets (Unsplash), no zone at
 * all (Pinterest, which means UTC). An unreadable date is left out rather than invented.
 */
export function toIsoInstant(value: string | number | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const time =
    typeof value === 'number'
      ? value * 1000
      : Date.parse(/T[\d:.]+$/.test(value) ? `${value}Z` : value);
  return Number.isFinite(time) ? new Date(time).toISOString() : undefined;
}

/** True for an absolute http(s) URL; sources put placeholders like "self" in URL fields. */
export function isHttpUrl(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^https?:\/\/[^\s]+$/i.test(value);
}
