/**
 * Text analysis shared by the guide index and user questions. Both sides must go through the
 * same `stem`, so the stemmer only has to be consistent, not linguistically correct.
 */

// Question filler and function words: they match every guide equally and only add noise.
const STOP_WORDS = new Set(
  `a an the and or but if so to of in on at by for with from into onto up down out off over about
  as is are was were be been being am do does did doing done have has had having i im ive id me
  my mine myself we our us you your yours he she it its they them their theirs this that these
  those there here what whats which who whom how hows why when where can could should would will
  shall may might must need needs needed want wants wanna gonna gotta please pls plz thanks
  thank hi hey hello ok okay just really very super some any all also too not no dont doesnt
  wont cant isnt arent didnt get gets got getting go going make making like know tell help way
  best good easy easiest properly correctly own one thing things stuff look looks seems keep
  keeps kept kind sort lot lots bit little new old then than after before again still right now
  today time try trying guide steps step instructions diy project put living dining between
  family hallway hall house home apartment mom mum dad wife
  husband kid kids son daughter parent parents friend guy night morning evening weekend week
  month year yesterday tomorrow anymore always never every sometimes often`.split(/\s+/),
);

/** Everyday, regional and misspelled words mapped to the words the guides use. */
const QUERY_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  tap: ['faucet'],
  taps: ['faucet'],
  spigot: ['faucet'],
  mixer: ['faucet'],
  faucit: ['faucet'],
  facet: ['faucet'],
  fawcet: ['faucet'],
  loo: ['toilet'],
  commode: ['toilet'],
  cistern: ['toilet', 'tank'],
  toliet: ['toilet'],
  toilette: ['toilet'],
  socket: ['outlet'],
  sockets: ['outlet'],
  receptacle: ['outlet'],
  gfi: ['gfci'],
  rcd: ['gfci'],
  sparky: ['electrical', 'electrician'],
  electrician: ['electrical'],
  plumber: ['plumbing'],
  sheetrock: ['drywall'],
  plasterboard: ['drywall'],
  gyprock: ['drywall'],
  gypsum: ['drywall'],
  skirting: ['baseboard'],
  telly: ['tv'],
  television: ['tv'],
  plughole: ['drain'],
  basin: ['sink'],
  washbasin: ['sink', 'vanity'],
  hob: ['stove', 'cooktop'],
  cooker: ['range', 'stove'],
  extractor: ['exhaust', 'fan'],
  garburator: ['disposal'],
  disposer: ['disposal'],
  lino: ['vinyl'],
  lvp: ['vinyl', 'plank'],
  lvt: ['vinyl', 'plank'],
  eaves: ['gutter'],
  eavestrough: ['gutter'],
  draught: ['draft'],
  weatherstripping: ['weatherstrip'],
  draughty: ['drafty', 'draft'],
  tarmac: ['asphalt', 'driveway'],
  blacktop: ['asphalt', 'driveway'],
  swap: ['replace'],
  change: ['replace'],
  fit: ['install'],
  outside: ['outdoor', 'exterior'],
  leaky: ['leak', 'drip'],
  blocked: ['clog'],
  block: ['clog'],
  unblock: ['unclog', 'clog'],
  unclog: ['clog'],
  jammed: ['stick'],
  creaky: ['squeaky'],
  creak: ['squeak'],
  creaking: ['squeak'],
  celing: ['ceiling'],
  cieling: ['ceiling'],
  aircon: ['hvac', 'ac'],
  furnace: ['hvac'],
  cupboard: ['cabinet'],
  cupboards: ['cabinet'],
  // Sizes: follow-ups say "bigger" where the entries say "larger".
  bigger: ['larger', 'large'],
  huge: ['larger', 'large'],
  smaller: ['small'],
  tiny: ['small'],
};

// Verbs that say what to do but not what to do it to; a match on them alone proves little.
const ACTION_WORDS = new Set(
  `fix fixing repair repairing replace replacing replacement install installing installation
  build building remove removing clean cleaning change changing swap swapping add adding
  upgrade upgrading redo update set setting use using`.split(/\s+/),
);

export function isActionWord(word: string): boolean {
  return ACTION_WORDS.has(word.toLowerCase());
}

// Forms the suffix rules below would split apart.
const IRREGULAR_STEMS: Readonly<Record<string, string>> = {
  installation: 'install',
  shelving: 'shelf',
  shelves: 'shelf',
  knives: 'knife',
};

function undouble(word: string): string {
  const last = word.at(-1);
  return last && last === word.at(-2) && !'lsz'.includes(last) ? word.slice(0, -1) : word;
}

/** A light suffix stripper: plurals, -ing, -ed, -ly, -ment and a final e ("tiles", "tiling" -> "til"). */
export function stem(word: string): string {
  const irregular = IRREGULAR_STEMS[word];
  if (irregular) return stem(irregular);
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('ves') && w.length > 4) w = `${w.slice(0, -3)}f`;
  else if (/(?:x|ch|sh|ss|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = undouble(w.slice(0, -3));
  else if (w.length > 4 && w.endsWith('ed')) w = undouble(w.slice(0, -2));
  else if (w.length > 5 && w.endsWith('ly')) w = w.slice(0, -2);
  else if (w.length > 7 && w.endsWith('ment')) w = w.slice(0, -4);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

/** Lowercased words; apostrophes are dropped first so "won't" stays one word. */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !/^\d+$/.test(word));
}

/** How an indexed word is stored, or null when it carries no meaning. */
export function indexTerm(word: string): string | null {
  const lower = word.toLowerCase();
  return STOP_WORDS.has(lower) ? null : stem(lower);
}

/** The stems a question word should match: itself plus its everyday synonyms. */
export function expandQueryWord(word: string): string[] {
  const lower = word.toLowerCase();
  if (STOP_WORDS.has(lower)) return [];
  const stems = [lower, ...(QUERY_SYNONYMS[lower] ?? [])].map(stem);
  return [...new Set(stems)];
}

/** The meaningful words of a question, each with its expansion, in order. */
export function analyzeQuestion(question: string): Array<{ word: string; stems: string[] }> {
  const seen = new Set<string>();
  const words: Array<{ word: string; stems: string[] }> = [];
  for (const word of tokenize(question)) {
    const stems = expandQueryWord(word);
    if (stems.length === 0 || seen.has(word)) continue;
    seen.add(word);
    words.push({ word, stems });
  }
  return words;
}

/** The meaningful stems of a text, for comparing a question with parts of an entry. */
export function stems(text: string): Set<string> {
  return new Set(analyzeQuestion(text).flatMap((w) => w.stems));
}
