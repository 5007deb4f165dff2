/**
 * Dangers spotted in the user's own words, independent of which guide (if any) matches: a
 * question about a gas smell must get the emergency reply even though no guide mentions it.
 */
export type MessageHazard =
  /** Signs of a leak happening now: evacuate. */
  | 'gas-leak'
  /** Work on gas piping or connections: a licensed gas fitter's job. */
  | 'gas-line'
  /** Work inside the main electrical panel: a licensed electrician's job. */
  | 'main-panel'
  | 'structural'
  | 'asbestos'
  | 'height';

const GAS_LEAK = [
  /\bsmell(?:s|ing|ed)? (?:of |like )?(?:natural |propane )?gas\b/,
  /\bgas (?:smell|odou?r|leak)/,
  /\bsmells? like (?:rotten eggs?|sulfur|sulphur)\b/,
  /\brotten[- ]eggs?\b/,
  /\b(?:leaking|hissing|escaping) (?:natural |propane )?gas\b/,
  /\bgas (?:is |was )?(?:leaking|hissing|escaping)\b/,
  /\b(?:propane|natural gas) leak/,
];

const GAS_LINE = [
  /\bgas (?:line|pipe|piping|connector|fitting|hookup|hook-up|stub)s?\b/,
  /\b(?:connect|disconnect|hook up|move|extend|cap)\w* (?:a |the |my )?gas\b(?! (?:valve|meter|bill))/,
  /\b(?:convert|switch)\w* (?:\w+ )?(?:to|from) (?:natural )?gas\b/,
];

// "Electrical box" is left out on purpose: it is the small box behind every outlet and switch.
const PANEL_NOUN =
  /\b(?:main|electrical|electric|service|breaker|fuse|circuit|distribution) panels?\b|\b(?:breaker|fuse) box(?:es)?\b|\b(?:breaker|fuse|distribution) boards?\b|\bconsumer unit\b|\b(?:sub-?panel|load cent(?:er|re)|main breaker|meter base)\b/;
// Jobs that need the panel opened, named with or without the word "panel".
const PANEL_JOB = [
  /\b(?:add|adding|run|running|install|installing|wire|wiring)(?: in)? (?:a |an |the )?(?:new |extra |another |dedicated |separate )?(?:\d+[- ]?amp )?(?:circuit|breaker)s?\b(?! (?:tester|analy[sz]er|finder))/,
  /\b(?:replace|replacing|swap|swapping|change|changing|upgrade|upgrading)(?: out)? (?:a |an |the |my )?(?:\w+ )?breakers?\b/,
  /\bpanel (?:upgrade|replacement|swap|change)\b/,
  /\b\d{3}[- ]?amp service\b|\bservice upgrade\b/,
];
// Flipping or finding a breaker is how every electrical guide starts, not panel work; the
// panel only counts as the job when a work verb or a danger sign points at it.
const PANEL_USE = /\b(?:turn|switch|shut|flip|reset|find|locate|label|where)/;
const PANEL_WORK =
  /\b(?:replac|upgrad|swap|add|install|wir|mov|relocat|chang|open|remov|repair|fix)\w*(?: \w+){0,3} (?:panel|box|board|breakers?|circuits?|unit)\b/;
const PANEL_DANGER =
  /\b(?:panel|box|board|unit) (?:is |keeps |was )?(?:buzz|hum|hot|warm|burn|spark|smok|scorch|melt)/;

const STRUCTURAL = [
  /\bload[- ]?bearing\b|\bbearing wall\b|\bstructural\b/,
  /\b(?:remov|knock|tak|tear|demolish)\w*(?: down| out)? (?:a |an |the |this |that |my |our )?(?:\w+ )?walls?\b(?! ?(?:mount|anchor|plate|paper|hook|shel|tile|cabinet|outlet|switch|light|sconce|fan|heater|clock|art|decal|sticker|socket))/,
  /\b(?:beams?|joists?|rafters?|truss(?:es)?|lintels?|headers?)\b/,
  /\bfoundation\b|\bsagging (?:floor|ceiling|roof)\b/,
];

const ASBESTOS = [
  /\basbestos\b|\bvermiculite\b|\bmastic\b/,
  /\b(?:popcorn|acoustic|cottage cheese|stipple|textured) ceilings?\b/,
  /\bold (?:vinyl |floor |asphalt )?(?:floor )?tiles?\b|\b9 ?(?:x|by|inch) ?9\b/,
  /\b(?:old|pipe|boiler|attic|loft) (?:pipe )?(?:insulation|lagging)\b/,
];
// A pre-1980 house plus a material that was often made with asbestos then.
const OLD_HOUSE = /\b19[0-7]\d\b|\b(?:19)?[2-7]0'?s\b|\bbuilt before 19[89]0\b/;
const OLD_MATERIAL = /\b(?:tiles?|floor\w*|ceilings?|insulation|siding|plaster|shingles?|ducts?)\b/;

const HEIGHT = [
  /\broof\w*\b|\bladders?\b|\bgutters?\b|\beaves\b|\bchimney\b|\bskylights?\b|\bscaffold\w*\b/,
  /\b(?:second|2nd|third|3rd|upper) (?:storey|story)\b|\b(?:two|three|2|3)[- ]stor(?:e)?y\b/,
  /\b(?:cathedral|vaulted|high) ceilings?\b|\bstairwell\b/,
];

/** Lowercase, straight apostrophes, single spaces: what the patterns above expect. */
export function normalizeMessage(message: string): string {
  return message.toLowerCase().replace(/[‘’ʼ]/g, "'").replace(/\s+/g, ' ').trim();
}

const any = (patterns: readonly RegExp[], text: string) => patterns.some((re) => re.test(text));

function isPanelWork(text: string): boolean {
  if (any(PANEL_JOB, text)) return true;
  if (!PANEL_NOUN.test(text)) return false;
  return !PANEL_USE.test(text) || PANEL_WORK.test(text) || PANEL_DANGER.test(text);
}

/** The hazards a message mentions, most urgent first. */
export function detectMessageHazards(message: string): MessageHazard[] {
  const text = normalizeMessage(message);
  const found: MessageHazard[] = [];
  if (any(GAS_LEAK, text)) found.push('gas-leak');
  else if (any(GAS_LINE, text)) found.push('gas-line');
  if (isPanelWork(text)) found.push('main-panel');
  if (any(STRUCTURAL, text)) found.push('structural');
  if (any(ASBESTOS, text) || (OLD_HOUSE.test(text) && OLD_MATERIAL.test(text))) {
    found.push('asbestos');
  }
  if (any(HEIGHT, text)) found.push('height');
  return found;
}
