import type { ForeseenId, SafetyClassId, StopSituationId } from './safety-class-ids';
import {
  DONE_BY_A_PRO,
  DONE_BY_A_PRO_SO_FAR,
  OWN_PLAN,
  ownPlanOr,
  PERMIT_IN_HAND,
  PLAN_WORDS_AHEAD,
  PRO_CLEARED,
  PRO_BOOKED,
  reportedFinding,
  reportedRepair,
  someoneElseGoesUp,
  type TextTest,
  WATER_RECEDED_WORDS,
} from './dealt-with';

/**
 * How each danger is recognised in a user's words. Patterns run on normalized text (see
 * `understand/normalize.ts`), one sentence at a time. Every pattern is a flat alternation of
 * words or a bounded run of "\w+ " (each word must end in a space, so there is only one way to
 * split the text): matching time stays linear on any input.
 */
export interface SafetyRule {
  id: SafetyClassId;
  /** Any of these, not negated ("no gas smell"), raises the class. */
  triggers: readonly RegExp[];
  /** Also needed somewhere in the same sentence. */
  sentenceNeeds?: RegExp;
  /** Also needed somewhere in the whole message (every one, when a list). */
  messageNeeds?: RegExp | readonly RegExp[];
  /**
   * A message this matches is about something else ("the house was built in 2004"). `whole`
   * is the conversation so far and this message; `ownSentences` are this message's alone.
   */
  messageUnless?: TextTest | ((whole: string, ownSentences: readonly string[]) => boolean);
  /** Classes that always come with this one ("no DIY on the panel" also means a permit). */
  alsoRaises?: readonly SafetyClassId[];
  /** The triggers name a failure with a negative ("won't spin"): don't read it as a denial. */
  negativeSymptom?: boolean;
  /** A sentence this matches is about something else ("smoke detector chirps"). */
  unless?: TextTest | ((sentence: string) => boolean);
  /**
   * Naming it is enough, even denied: "don't bother with a permit" is exactly when the
   * permit warning is needed.
   */
  mentionCounts?: boolean;
  /** When it fires, the reply is "stop, call …" instead of steps. */
  stops?: StopSituationId;
  /**
   * The emergency is ahead, in what the user plans ("fill the fryer to the top, in the
   * garage"), not happening: raised and told as this warning, with no stop block.
   */
  foreseen?: ForeseenId;
}

const ELECTRIC_THING =
  '(?:junction box(?:es)?|j-?box(?:es)?|isolators?|outlets?|receptacles?|sockets?|power points?|gpos?|switch(?:es)?|plugs?|cords?|(?<!fence |solar |radiator |door |glass |siding |ceiling |wood |wooden |bath |side |fibro |cement )panel(?! heaters?)|breakers?|breaker box|fuse box|fuses?|wires?|wiring|light fixtures?|fixtures?|dimmers?|extension cords?|power strips?|surge protectors?|chargers?|wall plates?|cover plates?|gfci|power boards?|switchboard|control box(?:es)?|electric blankets?|heating pads?|heat pads?|(?:extractor|exhaust|bath(?:room)?|vent) fans?|fan (?:housing|motor))';
const WET_PLACE =
  '(?:(?:down|pot|can|recessed |spot) ?lights?|(?<!valve |drain |pipe |relief |hose |vent |air |duct |overflow |waste |tank )outlets?|sockets?|receptacles?|(?<!back |side |kick |bath |end |door |cabinet |cupboard |wooden |wood |fence |solar |glass )panel|breaker box|fuse box|breakers?|light fixtures?|ceiling lights?|lights?|fixtures?|switch(?:es)?|wiring|wires|electrical|power strips?|extension cords?|ceiling fan|wire connectors?|connectors?|junction box(?:es)?|fan housing|exhaust fan|bath fan|extractor(?: fans?)?|extract fans?|vent fans?|power boards?|switch ?boards?|consumer units?|fuse boards?|distribution boards?|meter box|adaptors?|adapters?|double adaptors?|extension leads?|power leads?)';
// A year, not a size or a price: "a 1800 sq ft ranch", "$1950".
export const OLD_HOUSE =
  /\b(?:in|built|from|since|circa|of|around) '(?:[0-6]\d|7[0-9])\b|(?<![$£€])\b(?:18\d\d|19[0-7]\d)(?:s|ish)?\b(?! ?(?:sq|square|ft|feet|foot|sf|sqft|m2|m²|sqm|w|watts?|gallons?|litres?|liters?|kg|lbs?|rpm|cfm|mm|cm|km|miles?|hours?|hrs?|psi|btu)\b)|\b(?:19)?[2-7]0'?s\b|\bbuilt (?:in|before) (?:the )?(?:19[0-7]\d|[2-7]0'?s)|\bold (?:house|home|farmhouse|building|victorian)\b|\bvictorian\b|\bpre[- ]?(?:19)?[78]0\b|\bmid[- ]century\b/;
export const OLD_FOR_LEAD =
  /\b(?:in|built|from|since|circa|of|around) '(?:[0-6]\d|7[0-7])\b|(?<![$£€])\b(?:18\d\d|19[0-6]\d|197[0-7])(?:s|ish)?\b(?! ?(?:sq|square|ft|feet|foot|sf|sqft|m2|m²|sqm|w|watts?|gallons?|litres?|liters?|kg|lbs?|rpm|cfm|mm|cm|km|miles?|hours?|hrs?|psi|btu)\b)|\b(?:19)?[2-7]0'?s\b|\bbuilt (?:in|before) (?:the )?(?:19[0-7]\d|[2-7]0'?s)|\bold (?:house|home|farmhouse|building|victorian|paint)\b|\bvictorian\b|\bpre[- ]?(?:19)?78\b|\bmid[- ]century\b/;
// Paint of a kind or place that is often old, whatever year is named: sash windows, a period
// or heritage house, "original woodwork".
const OLD_PIECES_BROUGHT_IN =
  /\b(?:salvage\w*|reclaim\w*|reclamation|antique|vintage)\b(?: [\w']+){0,4} (?:doors?|windows?|furniture|dressers?|shutters?|mantel\w*|banisters?|radiators?|cabinets?|chairs?|tables?)\b|\b(?:(?:came|come|taken|salvaged) (?:out )?(?:of|from)|out of) (?:a|an|the) (?:\w+ ){0,3}(?:built|from) (?:around |in |about |circa )?(?:1[89]\d\d|19[0-7]\d)\b/;
const OLD_PAINT =
  /\b(?:sash\w*|period|edwardian|georgian|heritage|listed|pre-?war|post-?war|inter-?war|tenement|brownstone|older (?:house|home|building)|old (?:windows?|doors?|trim|railings?|cottage|terrace|farmhouse|paint\w*|woodwork)|century|antique|vintage|original (?:windows?|doors?|woodwork|trim|paint\w*|sash\w*))\b/;
/**
 * Lead paint is a danger of paint from before 1978 (EPA's Renovation, Repair and Painting
 * rule): the conversation names such a year or such a house, and no newer one.
 */
export const paintMayBeBefore1978 = (whole: string) =>
  (OLD_FOR_LEAD.test(whole) || OLD_PAINT.test(whole)) && !NEWER_THAN_1978.test(whole);
// Pressure washing and power sanders count: they spread old paint and cement fibres widely.
const DISTURB =
  /\b(?:remov\w*|scrap\w*|sand\w*|tear\w*|rip\w*|pull\w*|drill\w*|demo\w*|cut\w*|replac\w*|take (?:up|out|down)|taking (?:up|out|down)|break\w*|crumbl\w*|damag\w*|redo\w*|grind\w*|waterblast\w*|water[- ]blast\w*|pressure[- ]?wash\w*|power[- ]?wash\w*|jet[- ]?wash\w*|orbital|lift\w* (?:them|it|these|those|the (?:\w+ )?tiles?|up)|smash\w*|hammer\w*|(?:get|want|have) (?:them|it|these|those|the \w+) up)\b/;
// A house said to be newer than the materials in question.
export const NEWER_THAN_1990 =
  /\b(?:built|house|home|condo|townhouse|construction)\b(?: \w+){0,4} (?:in |from |around )?(?:199\d|20[0-3]\d)\b|\b(?:199\d|20[0-3]\d) (?:house|home|build|construction|condo)\b|\bnew (?:construction|build)\b|\b(?:too|way too|pretty|fairly|brand) new\b/;
export const NEWER_THAN_1978 =
  /\b(?:built|house|home|condo|townhouse|construction)\b(?: \w+){0,4} (?:in |from |around )?(?:19[89]\d|20[0-3]\d)\b|\b(?:19[89]\d|20[0-3]\d) (?:house|home|build|construction|condo)\b|\bnew (?:construction|build)\b|\b(?:too|way too|pretty|fairly|brand) new\b/;
const MONTH =
  '(?:january|february|march|april|may|june|july|august|september|october|november|december)';
// "Last week" is history; "this last week" and "over the last month" run up to now, and
// "smells like the gas used to" compares with the past rather than telling it.
const HISTORICAL = new RegExp(
  `\\b(?:(?:had|got|was|were|took|flooded)\\b(?: [\\w']+){0,8} (?:in|back in|during) (?:${MONTH}|the (?:spring|summer|autumn|fall|winter))|(?:after|since|during) (?:the|that|our) (?:\\w+ ){1,3}(?:in|back in) ${MONTH}|this (?:past )?(?:spring|summer|autumn|fall|winter) (?:it|we|there) (?:had|got|was|were)|(?<!\\b(?:this|the|past) )last (?:year|spring|summer|fall|autumn|winter|month|week|weekend|christmas|easter|thanksgiving|new year|halloween|diwali|eid|hanukkah|${MONTH}|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|last time|(?<!(?:showed|taught|told) (?:me|us) )(?:years?|decades?|winters?|summers?) ago|months? ago|weeks ago|(?:\\d+|two|three|four|five|six|several|a few|few) days ago|(?<!\\blike (?:the |it |that |\\w+ ){0,2})used to|once before|in the past|back in (?:the )?(?:\\d{4}|${MONTH}|spring|summer|autumn|fall|winter|day))\\b`,
);

// The largest breaker each wire size may have (NEC 240.4(D) for 14, 12 and 10 AWG copper;
// the 75 °C column of NEC Table 310.16 for 8 and 6 AWG; BS 7671 Appendix 4 for cable in mm²,
// taking the largest rating any common method allows, so only a plain mismatch counts).
const AWG_LIMIT: Readonly<Record<string, number>> = {
  '14': 15,
  '12': 20,
  '10': 30,
  '8': 50,
  '6': 65,
};
const MM2_LIMIT: Readonly<Record<string, number>> = {
  '1.5': 20,
  '2.5': 32,
  '4': 40,
  '6': 50,
  '10': 63,
};
// "10 AWG", "12/2", "#14", or the number read off the cable: "says 14 on the jacket".
const AWG_NAMED =
  /\b(14|12|10|8|6)(?:[- ]?(?:awg|gauge|ga)\b|[/-][23]\b| (?:on|printed on|written on) the (?:jacket|cable|wire|sheath\w*|insulation)\b)|#(14|12|10|8|6)\b/g;
const MM2_NAMED = /\b(1\.5|2\.5|4|6|10) ?(?:mm2|mm²|mm\b|sq ?mm\b|square)/g;
// A rating told as what is there now ("on the 20 amp breaker", "the existing 30a") is not the
// plan, nor is a panel's or a disconnect's ("my 200a panel"); past 100 A it is the service's.
const RATING_NAMED =
  /\b(?<!\b(?:on|in|from) (?:a|an|the|its|it'?s|this|that) )(?<!\b(?:existing|current|old|original) )(1[5-9]|[2-9]\d|100)[- ]?(?:a|amps?)\b(?! (?:\w+ )?(?:panel|service|main|box|board|sub-?panel|consumer unit|meter|disconnect))/g;
const RATING_PLANNED =
  /\b(?:swap\w*|replac\w*|chang\w*|put\w*|fit\w*|install\w*|upgrad\w*|stick\w*|pop\w*|go(?:ing)? up|upsiz\w*|use|using|myself|i'll|ill|gonna|going to|plan\w*)\b/;
// The wire may have been named in an earlier message; the bigger breaker is planned in this one.
function breakerTooBigForItsWire(whole: string, ownSentences: readonly string[]): boolean {
  const limits = [
    ...[...whole.matchAll(AWG_NAMED)].map((m) => AWG_LIMIT[m[1] ?? m[2] ?? ''] ?? Infinity),
    ...[...whole.matchAll(MM2_NAMED)].map((m) => MM2_LIMIT[m[1] ?? ''] ?? Infinity),
  ];
  if (limits.length === 0) return false;
  const smallest = Math.min(...limits);
  return ownSentences
    .filter((sentence) => RATING_PLANNED.test(sentence))
    .some((sentence) => [...sentence.matchAll(RATING_NAMED)].some((m) => Number(m[1]) > smallest));
}
// "We had a cold snap last week and this morning water is coming through the ceiling", "it hit
// -28 last week and there's water literally pouring out of the ceiling": a sentence that says
// what is happening now is not history, whatever else it mentions.
const HAPPENING_NOW =
  /\b(?:(?:is|are|'s) (?:\w+ ){0,2}(?:spraying|pouring|gushing|pumping|spurting|squirting|streaming|running|coming|leaking|dripping|flooding|rising|sparking|smoking|burning|hissing|steaming|smouldering|smoldering|melting|blasting|jetting|shooting|pissing)|(?:has|have|'s) just (?:popped|burst|blown|split|snapped|come (?:off|apart|loose)|let go)|(?:it|water)(?:'s| is) everywhere|right now|still|this (?:morning|evening|afternoon)|tonight|today|(?:has|have|'s) (?:done|been) since|since yesterday|(?:gets|getting|got) (?:stronger|worse)|since (?:i|she|he|we|they|mum|mom|dad) (?:got up|woke)|currently|at the moment|as we speak|just now|now there'?s|now (?:it'?s|its|it is|water'?s|water is) (?:coming|pouring|dripping|leaking|running|sparking|smoking|bulging))\b/;
// "Do we need a new circuit?": asking whether a job is needed, not planning to do it.
const ASKS_WHETHER_NEEDED =
  /\b(?:do|would|will|should|does) (?:we|i|you|it|they) (?:\w+ )?need (?:a |an )?(?:new|extra|dedicated|separate|another|different|transfer switch|interlock)\b/;
// A sentence that names the past but is not about it: a plan ahead ("the plan is: generator
// in the garage, they moaned last time"; "I'll break the kerb down, the bloke up the road did
// his last summer") or a change told up to now ("2 weeks ago it was a hairline and now I can
// get a coin in it").
const PLAN_AHEAD = new RegExp(`\\b(?:(?:the|my|our) plan|plan is|${PLAN_WORDS_AHEAD})\\b`);
const CHANGED_UP_TO_NOW = /\b(?:was|were|used to be)\b(?: [\w',]+){0,8} (?:and |but )?now\b/;
export const PAST_ONLY = (sentence: string) =>
  HISTORICAL.test(sentence) &&
  !HAPPENING_NOW.test(sentence) &&
  !PLAN_AHEAD.test(sentence) &&
  !CHANGED_UP_TO_NOW.test(sentence);
// The usual exceptions of a rule about a job: it was done long ago, or a professional did it.
const PAST_OR_DONE_BY_A_PRO = (sentence: string) =>
  PAST_ONLY(sentence) || DONE_BY_A_PRO.test(sentence);
const PAST_OR_REPAIRED = (sentence: string) => PAST_ONLY(sentence) || reportedRepair(sentence);
// "The gennie's going to sit in the garage with the door up": where a generator will run, not
// one running there now, nor one anyone is already feeling.
const GENERATOR_WORDS = 'generators?|genny|gennie|genset';
const GENERATORS = new RegExp(`\\b(?:${GENERATOR_WORDS}|gen)\\b`);
const PLANNED_WORDS = new RegExp(
  // "My son wants to run it in the garage": someone else's plan is a plan too.
  `\\b(?:${PLAN_WORDS_AHEAD}|wants to|going (?:in|into|under)|goes (?:in|into|under)|will|it'll|plan\\w*|thinking|should i|can i|could i|figured|reckon)\\b`,
);
// Where a generator is kept between uses, not where it runs.
const STORED_AWAY =
  /\b(?:stor(?:e|ed|es|ing|age)|when (?:it'?s |its )?not (?:in use|being used|running)|when we'?re not using it|for the winter|(?:off|out of)[- ]season)\b/;
// Someone was sick ("threw up after lunch"), not something put up ("throw up some drywall").
const VOMITED =
  /\b(?:throw\w*|threw|chuck\w*) up\b(?! (?:some|a|an|the|more|my|our|drywall|plasterboard|sheetrock|gyprock|walls?|shelv\w*|studs?|panels?|boards?|fences?|sheds?|tents?)\b)/;
// A fuel burner the user means to light or bring in, not one burning now.
const BURNER_TO_BE_LIT = new RegExp(
  `\\b(?:${PLAN_WORDS_AHEAD}|plan to|thinking (?:of|about)) (?:\\w+ ){0,2}(?:fire up|light|start|set up|put|use|bring|run)\\b(?: [\\w']+){0,4} (?:charcoal|hibachi|bbq|barbecue|grill|camp stove|(?:propane|kerosene|paraffin|patio|gas) heater|brazier)\\b`,
);
// How carbon monoxide is felt: one list for a generator already felt and a heater's.
const CO_SYMPTOMS = 'headaches?|pounding heads?|dizz\\w*|nause\\w*|vomit\\w*';
// "Got the genny going in the garage", "been going since 7": running now, whatever "going in"
// would say of a plan.
const RUNNING_OR_FELT = new RegExp(
  [
    `\\b(?:is|'s|are|been|was|were) (?:\\w+ )?running\\b|\\brunning (?:now|right now|in there|since)\\b|\\b(?:got|have|has|had) (?:the |a |my |our )?(?:\\w+ )?(?:${GENERATOR_WORDS}|gen) (?:going|running|on)\\b|\\bbeen (?:going|running|on) (?:since|for|all)\\b|\\b(?:${CO_SYMPTOMS}|alarm|detector)\\b`,
    VOMITED.source,
  ].join('|'),
);
// A generator run in the garage, door open or not; it may have been named a message earlier.
const GENERATOR_IN_THE_GARAGE = [
  new RegExp(
    `\\bgarage is the only place\\b|\\b(?:run|put|keep|use|start)\\w* (?:it|the (?:\\w+ )?(?:${GENERATOR_WORDS}|gen)|him)(?: [\\w'()]+){0,5} (?:in|inside) (?:the |our |my )?(?:garage|shed|basement|carport)\\b|\\b(?:keep|leave|leaving|with|have)\\w* (?:the )?(?:big |main |roller )?(?:garage |roller |shed )?door (?:\\w+ ){0,3}(?:open|cracked|ajar)\\b|\\bgarage door (?:\\w+ ){0,3}(?:open|cracked|ajar)\\b`,
  ),
];
const GENERATOR_AND_GARAGE = [
  new RegExp(`\\b(?:${GENERATOR_WORDS})\\b`),
  /\b(?:garage|shed|basement|carport)\b/,
] as const;
const LIVING_SPACE =
  'living room|lounge|front room|kitchen|house|home|hall\\w*|bedroom|flat|apartment|caravan|tent|cabin|conservatory|sunroom|utility room|laundry|dining room';
const FAR_FROM_THE_HOUSE =
  /\b\d+ ?(?:ft|feet|foot|m|metres?|meters?) (?:away )?from (?:the )?(?:house|home|doors?|windows?)\b|\b(?:well|far) away from the house\b/;
const PLANNED_NOT_RUNNING = (sentence: string) =>
  PLANNED_WORDS.test(sentence) && !RUNNING_OR_FELT.test(sentence);
const GENERATOR_PLANNED = (sentence: string) =>
  GENERATORS.test(sentence) && PLANNED_NOT_RUNNING(sentence);

const REPAIR_WORD = /\b(?:stopped|fixed|repaired|sorted)\b/g;
/** The sentence's last word of a repair has nothing happening now after it. */
function repairToldLast(sentence: string): boolean {
  const last = [...sentence.matchAll(REPAIR_WORD)].at(-1);
  return !!last && !HAPPENING_NOW.test(sentence.slice(last.index + last[0].length));
}

// Someone unwell the way carbon monoxide makes people (or a pet dozy): a sign of its own.
const UNWELL =
  /\b(?:headaches?|dizz\w*|nause\w*|sick(?! of| and tired)|drowsy|dozy|sleepy|lethargic|confus\w*|muddled|groggy|vomit\w*|faint(?:ed|ing)?|flu[- ]like)\b/g;
const DENIED_JUST_BEFORE =
  /\b(?:no|nobody'?s?|no one'?s?|noone|not|none|nothing|without|neither|nor|isn'?t|aren'?t|doesn'?t|don'?t|hasn'?t|haven'?t)\b(?: [\w']+){0,2} ?$/;
/** Someone said to be unwell, not denied ("nobody feels sick", "no headaches" deny it). */
function someoneUnwell(text: string): boolean {
  return saidUndenied(UNWELL, text);
}
/** A match of a global pattern that is not denied just before it ("nothing near it is hot"). */
function saidUndenied(pattern: RegExp, text: string): boolean {
  for (const match of text.matchAll(pattern)) {
    if (!DENIED_JUST_BEFORE.test(text.slice(Math.max(0, match.index - 30), match.index)))
      return true;
  }
  return false;
}
// What makes a warm outlet, plug or panel a fire sign. A panel that hums is a loose or arcing
// connection, like one that buzzes.
const WARM_AND_A_SIGN =
  /\b(?:smell\w*|smok\w*|burn\w*|scorch\w*|brown\w*|black\w*|discolou?r\w*|melt\w*|buzz\w*|hum|hums|humming|crackl\w*|fizz\w*|spark\w*|fishy|soft|charred)\b/;
const WARM_AND_A_SIGN_ALL = new RegExp(WARM_AND_A_SIGN.source, 'g');
// "The switch on the wall is just warm like it always is": warmth told as its usual state,
// with nothing in that sentence saying it has changed.
const WARM_AS_ALWAYS = (sentence: string) =>
  /\bwarm (?:like|as) (?:it|they|that|this|the \w+) (?:always|usually|normally|ever)\b|\b(?:always|usually|normally) (?:been |gets? |runs? |feels? |is |are |was )?(?:a bit |slightly |a little |just )?warm\b|\bwarm as (?:usual|always|normal|ever)\b/.test(
    sentence,
  ) &&
  !saidUndenied(WARM_AND_A_SIGN_ALL, sentence) &&
  !/\b(?:hotter|warmer|now|lately|recently|since|started|getting)\b/.test(sentence);
// A CO or smoke alarm's single chirp once a minute is its battery or its end of life, not a
// reading, unless the user says this is not the chirp.
export const alarmChirpOnly = (text: string) =>
  !someoneUnwell(text) &&
  /\bchirp\w*|low battery|end of life|end-of-life|\bonce (?:a|every|per) (?:minute|min)\b|\b(?:beep\w*|goes) once every (?:\w+ )?(?:minute|min|\d+ seconds)\b|\bsingle (?:beep|chirp)\b|\bone (?:beep|chirp) every\b|\b(?:beep\w*|chirp\w*|pips?) (?:about |roughly )?every (?:\w+ )?(?:minute|min|half (?:a )?minute|(?:30|40|45|60) ?(?:seconds|secs))\b|\b(?:says|shows|reads|showing|reading|displays?) (?:\w+ ){0,2}['"]?(?:end|eol)\b|\b(?:says|shows|displays|reads) '?(?:end|err|eol)\b/.test(
    text,
  ) &&
  !/\bnot (?:a |the |just |its |it'?s )?(?:\w+ ){0,2}(?:chirp\w*|battery)\b/.test(text);

// "Which CO detectors should I get?", "I want to buy a natural gas detector", "we've never had
// one": choosing an alarm is prevention, however many furnace and gas words come with it,
// unless one is sounding or someone feels unwell.
const ALARM_SOUNDING = /\b(?:going off|went off|goes off|sounding|beeping|alarming)\b/g;
/**
 * An alarm sounding now, or someone unwell: either makes carbon monoxide a live question.
 * "No alarms going off, nobody's sick" says neither.
 */
const alarmSoundingOrSomeoneUnwell = (text: string) =>
  saidUndenied(ALARM_SOUNDING, text) || someoneUnwell(text);
export const choosingAnAlarm = (text: string) =>
  (!alarmSoundingOrSomeoneUnwell(text) &&
    /\bwhere (?:should|do|would|can|to|is the best place to) (?:i |we |you )?(?:put|place|mount|install|fit|position|hang) (?:an? |the |my |our |a new )?(?:co|carbon monoxide|gas|smoke)(?: and (?:co|smoke|carbon monoxide))? (?:alarm|detector|monitor)s?\b|\b(?:(?:which|what) (?:kind of |type of |sort of |brand of )?|(?:(?:buy|get|fit|install|add)(?:ing|s)?|bought|got) (?:an? |some |new |more |extra |another |one )*)(?:co|carbon monoxide|natural gas|gas|methane|propane|explosive gas|combustible gas|lpg) (?:alarm|detector|monitor|sensor)s?\b|\bnever had (?:one|an? (?:co|carbon monoxide) (?:alarm|detector))\b|\b(?:should|does|do|must) (?:\w+ ){0,4}(?:have|need) (?:an? |some )?(?:co|carbon monoxide|gas) (?:alarm|detector)s?\b|\b(?:alarm|detector)s? (?:\w+ ){0,3}covers? (?:gas|co|both)\b/.test(
      text,
    )) ||
  // "We've one CO alarm by the boiler… where's best for a second one, and what kind?"
  (/\b(?:co|carbon monoxide) (?:alarm|detector)s?\b/.test(text) &&
    /\bwhere'?s (?:the )?best (?:place )?(?:for|to put) (?:a |an |the )?(?:second|another|new|extra) (?:one|alarm|detector)\b|\b(?:wants?|get|buy|add)\w* (?:a |an )?(?:second|another|extra) (?:one|alarm|detector)\b/.test(
      text,
    ) &&
    !alarmSoundingOrSomeoneUnwell(text));

// "My wife is convinced the broth is filling the house with carbon monoxide": a worry with no
// sign behind it (no alarm sounding, nobody unwell) asks whether to worry; it reports nothing.
export const carbonMonoxideOnlyFeared = (text: string) =>
  !alarmSoundingOrSomeoneUnwell(text) &&
  /\b(?:convinced|thinks?|worried|worries|worry|reckons?|wonders?|afraid|scared|paranoid)\b(?: [\w']+){0,20} (?:carbon monoxide|co|(?:all )?die in (?:our|their|my|his|her) sleep)\b/.test(
    text,
  );

// "The CO detector is quiet", "reads 0": the one sign that would make it carbon monoxide is
// said to be absent, so the classifier's guess from the furnace words does not stand alone.
export const CO_ALARM_QUIET =
  /\b(?:co|carbon monoxide) (?:alarm|detector|monitor)s?(?: |'s )(?:(?:in|on|by|at) (?:the |our |my )?\w+ )?(?:is |are |was |has been |stays? |stayed )?(?:quiet|silent|fine|(?:reading|reads|at|says|showing|shows) (?:0|zero|nothing))\b|\b(?:co|carbon monoxide) (?:alarm|detector|monitor)s?\b(?: [\w']+){0,6} (?:reads?|reading|says|shows|showing) (?:0|zero|nothing)\b|\b(?:co|carbon monoxide) (?:alarm|detector|monitor)s? (?:has |have )?never (?:made a (?:peep|sound)|gone off|beeped|sounded|chirped)\b/;

// A swollen, hot or hissing battery (a UPS, a power bank, an e-bike's) that smells of rotten
// eggs is the battery venting: hydrogen sulphide from an overcharged lead-acid cell, or a
// lithium cell's electrolyte. Its fire danger is the electrical-fire class; it is not a gas
// leak, unless fuel gas is named.
const BATTERY_GASSING = (message: string) =>
  /\b(?:ups|batter(?:y|ies)|power ?banks?|lithium|li-?ion|lead[- ]acid)\b/.test(message) &&
  /\b(?:swollen|swell\w*|bulg\w*|puff\w*|bloat\w*|hot|hiss\w*|vent\w*|acid|electrolyte|terminals?|inverter|charg\w*)\b/.test(
    message,
  ) &&
  !/\b(?:natural gas|propane|lpg|butane|gas (?:hob|stove|meter|line|pipe|boiler|furnace|heater|fire|cooker|oven|dryer|water heater|bottle|cylinder|supply|company|detector|alarm)|furnace|boiler|pilot)\b/.test(
    message,
  );
// "The AC hisses like gas leaking when it starts, no smell": refrigerant moving through the
// expansion valve, which people call the AC's gas. Not with fuel gas in the message or a smell.
const REFRIGERANT_HISS = (message: string) =>
  /\b(?:ac|a\/c|air ?con\w*|aircon|split (?:ac|unit|system)|inverter split|mini-?split|heat pump|refrigerant|r-?32|r-?410a?|r-?22|r-?600a|fridge|refrigerator|freezer)\b/.test(
    message,
  ) &&
  !/\b(?:lpg|propane|natural gas|butane|cylinders?|bottles?|stoves?|hobs?|cookers?|ovens?|burners?|pilot|furnace|boiler|meter|gas (?:line|pipe|supply))\b/.test(
    message,
  ) &&
  !saidUndenied(/\b(?:smell\w*|odou?r|stink\w*|whiff|rotten|eggy)\b/g, message);

// "The gas meter would be capped by someone else later": the supply is still live.
const GAS_STILL_CONNECTED =
  /\b(?:would|will|is to|is going to|are going to|has yet to|have yet to|still to|needs to|due to) be capped\b|\b(?:not|isn'?t|hasn'?t been|haven'?t been|never) (?:yet |been )?capped\b|\bcapped (?:later|next week|tomorrow|soon)\b|\bgas (?:meter|supply) (?:is )?still (?:on|live|connected|there)\b/;
// A home with no gas at all: a rotten-egg smell there is a drain or the water.
const NO_GAS_HERE = (message: string) =>
  // "Is it possible our gas is leaking? The bill doubled, no smell at all": a question about
  // the meter's figures, not a leak anyone can sense.
  (/\bbill\w*\b/.test(message) &&
    /\bno (?:\w+ )?smell\w*|\b(?:can'?t|cannot|don'?t|do not) smell (?:any|a thing|gas)/.test(
      message,
    ) &&
    !/\bhiss\w*|\bsmell\w* (?:\w+ ){0,2}(?:gas|eggs?)\b/.test(message)) ||
  (!GAS_STILL_CONNECTED.test(message) &&
    /\ball[- ]electric\b|\bno gas (?:in|at all|supply|service|to the)\b|\b(?:house|home|flat|place|apartment|condo)(?:'s| is) (?:all |fully |entirely )?electric\b|\b(?:don'?t|do not|doesn'?t|does not) (?:even )?have (?:any )?gas\b/.test(
      message,
    )) ||
  // "The bill doubled and my husband is sure we have a leak": a guess from the figures.
  (/\bbill\w*\b/.test(message) &&
    /\b(?:sure|thinks?|convinced|reckons?|worried|wonder\w*|insists?)\b(?: \w+){0,3} (?:we have|there'?s|there is|it'?s|it is|must be) (?:a )?(?:gas )?leak/.test(
      message,
    ) &&
    !/\bhiss\w*|\b(?<!\b(?:no|nobody|not|never|can'?t|cannot|don'?t|doesn'?t) )smell\w*|\bodou?r\b|\bwhiff\b/.test(
      message,
    )) ||
  // The gas company came, checked with its meter and found no leak, and the smell has not
  // come back stronger since: the smell is something else.
  (/\b(?:gas company|gas board|utility|gas (?:man|engineer|fitter|tech\w*)|engineer|technician|tech|they|he|she)\b(?: [\w']+){0,14} (?:said|found|confirmed|told (?:us|me))\b(?: [\w']+){0,2} (?:no (?:gas )?leaks?|there (?:was|is|'s) no (?:gas|leak)|it (?:wasn'?t|isn'?t|was not) (?:a )?gas)\b/.test(
    message,
  ) &&
    !/\b(?:came back|is back|back again|again|stronger|worse|returned|hiss\w*)\b/.test(message)) ||
  // The hot water of an electric geyser smells of eggs from its anode, whatever anyone fears.
  (/\b(?:geyser|water heater|heater|boiler|cylinder) is electric\b|\belectric (?:geyser|water heater|boiler|hot water)\b/.test(
    message,
  ) &&
    /\b(?:hot water|water)\b/.test(message) &&
    !/\bgas (?:stove|hob|cooker|range|oven|furnace|boiler|dryer|fire|fireplace|meter|line|pipe|supply|bottle|cylinder)\b|\b(?:propane|lpg|cylinder)\b/.test(
      message,
    ));
// Where a rotten-egg smell is the water or a drain, not gas: hot water (the anode), a well or
// a rain tank, a dry trap, a bin. The two gas-leak rules that read egg smells share it.
// A pan or stove of burning coal or charcoal kept in a room for warmth, as it is named in South
// Asia, East Asia, Latin America, Spain and Turkey: it fills a closed room with carbon monoxide.
// (Coal alone is a fuel, often burnt in a fireplace; it counts only beside symptoms.)
const COAL_BRAZIER =
  '(?:braziers?|angithi|angeethi|anghithi|sigri|sigdi|kangri|braseros?|mangal|hibachi|kotatsu|bukhari)';
// "Dug out my dad's old C9 bulbs", "dug the decorations out of the loft": found in storage.
// Sludge dug out of the bottom of a pond or a gutter: nothing buried is reached.
const DUG_OUT_OF_WATER =
  /\bdug (?:\w+ ){0,3}out of (?:the )?(?:bottom of )?(?:the |a |our )?(?:pond|pool|gutters?|drain|tank|water butt|trough)\b/;
const DUG_OUT_OF_STORAGE =
  /\b(?:dug|dig\w*) (?:\w+ ){0,5}(?:out|up) (?:of|from) (?:the |our |my )?(?:attic|loft|garage|cupboard|closet|basement|shed|drawer|boxes?|storage)\b|\b(?:dug|dig\w*) (?:out|up) (?:my |our |his |her |the |some |a |an )?(?:[\w']+ ){0,4}(?:bulbs|lights|decorations?|ornaments|boxes|photos|records|tools?|clothes|manuals?|receipts?|paperwork|cables?|leads?|cords?)\b/;
const WATER_OR_DRAIN_WORDS =
  /\b(?:hot water|the water(?! heater)|water smells|tap water|well water|tank water|rain ?water|hot tap|cold tap|kitchen tap|from the (?:\w+ )?taps?|tastes?|drains?|plug ?hole|sinks?|basins?|shower|tub|toilet|sewer|sewage|septic|fridge|bins?|dishwashers?|washing machines?|ponds?|sludge|silt|muck|mud|compost|marsh\w*|swamp)\b/;
// "My partner reckons it's the drain", "I've been blaming the sink": a guess, not a finding.
const DRAIN_GUESSED =
  /\b(?:thought|thinks?|reckons?|says?|said|swears?|convinced|insists?|figures?|guess\w*|assum\w*|blam\w*|put(?:ting)? it down to) (?:[\w']+ ){0,3}(?:drains?|sewer|sink|water|plumbing|fridge|freezer|bins?|food|septic|toilet|dishwasher)\b/;
/**
 * The egg smell comes from the water or a drain, as the user tells it: none of them hisses or whistles,
 * and the user's own guess that it is the drain explains nothing.
 */
function smellFromWaterOrDrain(sentence: string): boolean {
  return (
    WATER_OR_DRAIN_WORDS.test(sentence) &&
    !/\b(?:hiss|whistl)\w*/.test(sentence) &&
    !DRAIN_GUESSED.test(sentence)
  );
}

// A new air conditioner in a humid room breathes out a white mist that looks like smoke, and a
// heat pump's outdoor unit steams while it defrosts, with its fan stopped.
function AIR_CON_MIST(message: string): boolean {
  return (
    (/\b(?:split (?:unit|ac|system|type)|air ?con\w*|aircon|a\/c|ac unit|ac)\b/.test(message) &&
      /\bwhite (?:smoke|mist|vapou?r|fog|cloud)\b/.test(message) &&
      /\b(?:humid\w*|no smell|doesn'?t smell|not smell\w*|cold air|condensation)\b/.test(
        message,
      )) ||
    // Only steam seen coming off the unit itself; "could it be the defrost?" is a guess.
    (/\b(?:smoke|steam|mist|vapou?r|cloud)\w*(?: [\w',]+){0,4} (?:off|from|out of|around) (?:the |our |my )?(?:heat pump|outside unit|outdoor unit)\b/.test(
      message,
    ) &&
      !/\bcould (?:it|this|that) (?:just )?be\b/.test(message) &&
      !/\bsmell\w* (?:\w+ ){0,3}(?:burn\w*|electric\w*|hot plastic)|\bflames?\b|\bsparks?\b/.test(
        message,
      ))
  );
}

// "A 12x20 workshop", "a 3 x 6 m cabin": feet unless metres are named (an "8x6 kit" shed is in
// feet on both sides of the Atlantic).
const FLOOR_SIZE =
  /(?<![\w.])(\d{1,3}(?:\.\d{1,2})?) ?(?:x|by) ?(\d{1,3}(?:\.\d{1,2})?) ?(m\b|metres?|meters?|mtrs?)?/g;
const EXEMPT_FT2 = 120;
const EXEMPT_M2 = 15;
// "About 25 m²", "300 sq ft": the area itself.
const FLOOR_AREA =
  /(?<![\w.])(\d{1,4}(?:\.\d{1,2})?) ?(?:(m²|m2|sq ?m|square met(?:re|er)s?|sqm)|ft²|ft2|sq ?ft|square f(?:ee|oo)t|sqft)(?!\w)/g;
function floorAreaOverExempt(sentence: string): boolean {
  for (const [, a, b, metres] of sentence.matchAll(FLOOR_SIZE)) {
    if (Number(a) * Number(b) > (metres ? EXEMPT_M2 : EXEMPT_FT2)) return true;
  }
  for (const [, area, metres] of sentence.matchAll(FLOOR_AREA)) {
    if (Number(area) > (metres ? EXEMPT_M2 : EXEMPT_FT2)) return true;
  }
  return false;
}

// Smart or thermostatic radiator valves sit on the heating water, not on the gas.
const RADIATOR_VALVES =
  /\b(?:trvs?|smart (?:radiator )?valves?|thermostatic (?:radiator )?valves?|radiator valves?)\b/;

// "The fence guys called 811 and had everything flagged before they dug": their dig, done
// the right way.
const OTHERS_CALLED_BEFORE_DIGGING =
  /\b(?:they|he|she|crew|guys|company|contractors?|installers?)\b(?: [\w']+){0,3} (?:called|rang|phoned) (?:811|before you dig|dial before you dig)\b/;

// The wires from the street to the house, however they are named.
const OVERHEAD_WIRES =
  /\b(?:wires?|lines?|cables?) (?:\w+ ){0,5}(?:from|off|to) (?:the )?(?:\w+ ){0,2}(?:pole|street)\b|\bwhere the (?:power )?(?:line|wires?|cable)s? (?:attach\w*|comes? in|connects?|enters?)\b|\bservice (?:drop|wires?|lines?|cables?)\b|\b(?:power|electric\w*|overhead|utility) (?:lines?|wires?|cables?)\b|\bpowerlines?\b|\b\d+ ?kv (?:lines?|wires?|cables?)\b|\b(?:esb|eskom|hydro|ausgrid|meralco|kseb|bescom|ergon|vector|western power) (?:wires?|lines?|cables?)\b|\b(?:high[- ]tension|ht|hv) (?:lines?|wires?|cables?)\b/;
// A burning smell or a spark the message itself explains: a new oven's burn-off, toast, a
// metal rim in the microwave. Not when an outlet, plug or cord is what smells or sparks.
const NAMES_WIRING =
  /\b(?:outlets?|sockets?|plugs?|cords?|wires?|wiring|panel|breakers?|switch(?:es)?|power points?|fuse ?(?:box|board)|consumer unit|meter)\b(?: \w+){0,4} (?:smell\w*|spark\w*|hot|warm|scorch\w*|black|brown|melt\w*)/;
// What makes a breaker's "pop" more than a trip: a bang, a flash, a smell of burning.
const BANG_OR_BURNING =
  /\b(?:bang\w*|flash\w*|spark\w*|loud|smok\w*|smell\w*|burn\w*|scorch\w*|melt\w*|hot)\b/g;
// Gas appliances as people name them after the word "gas" ("the gas fire", "our gas hob").
const GAS_APPLIANCE_WORDS =
  'fire|fireplace|hob|cooktop|cooker|stove|range|oven|heater|dryer|water heater|boiler|furnace';
// The gas supply taken out of the house altogether by the network: the meter removed, the
// service cut at the street.
const GAS_SUPPLY_REMOVED =
  /\bdisconnected (?:\w+ ){0,2}at the (?:street|road|main|curb|kerb|pavement)\b|\bno gas (?:service|supply) (?:to|into|in|at) (?:the )?(?:house|property|building|all)\b|\b(?:took|taken|take|removed|pulled) (?:\w+ ){0,2}(?:gas )?meter (?:away|out|off)\b|\b(?:took|taken|removed|pulled) (?:the |our )?(?:gas )?meter\b|\bcut (?:us|the (?:gas|supply)) off (?:\w+ ){0,3}(?:at|in) the (?:pavement|street|road|main|footpath|sidewalk)\b|\bno gas (?:coming |at all )?(?:in|into|to) the (?:house|property|building)\b/;
// What a fault in the wall itself gives away: a crackle inside it, a plate or its holes browned.
const SIGN_AT_THE_WALL =
  /\b(?:crackl\w*|fizz\w*|sizzl\w*|buzz\w*)\b(?: [\w']+){0,4} (?:in|from|behind|inside) the wall\b|\b(?:plate|faceplate|cover|holes?|pins?|prongs?)\b(?: [\w']+){0,4} (?:has |have |is |are )?(?:gone |turned |going )?(?:brown|black|melted|scorched|charred|discolou?red)\b/;
// A plug, lead or socket that heat has marked.
const MARKED_BY_HEAT = new RegExp(
  `\\b${ELECTRIC_THING}(?: [\\w']+){0,6} (?:has |have |is |are )?(?:gone |turned |going )?(?:a (?:bit|little) |slightly )?(?:brown|black|melted|melting|scorched|charred|discolou?red)\\b`,
);
// "Dug around in the loft insulation": no ground in it.
const DUG_IN_THE_LOFT = (sentence: string) =>
  /\b(?:attic|loft|insulation|roof space|ceiling)\b/.test(sentence) &&
  !/\b(?:yard|ground|garden|lawn|soil|dirt|trench|posts?|fence|footings?)\b/.test(sentence);
// The user's own plan for a gas pipe: moving, extending, capping or cutting it.
// "Capped off" is how the pipe was left, not a plan.
const PLAN_FOR_THE_PIPE = ownPlanOr(
  'move|moving|extend\\w*|connect\\w*|cap|caps|capping|cut\\w*|tee\\w*|install\\w*',
);
const TRACE_ON_A_DEVICE_TAKEN_OUT = (sentence: string) =>
  /\b(?:melt\w*|brown\w*|scorch\w*|black\w*|charred|discolou?r\w*)\b/.test(sentence) &&
  !/\b(?:smok\w*|spark\w*|flames?|smell\w*|hot|warm|buzz\w*|crackl\w*|fizz\w*|sizzl\w*|arc\w*)\b/.test(
    sentence,
  ) &&
  /\b(?:old (?:plug|outlet|switch|socket|receptacle|one)s?|took (?:the |it |them )?(?:old )?(?:\w+ )?(?:out|off)|taking (?:\w+ ){0,3}out|pulled (?:\w+ ){0,3}out)\b/.test(
    sentence,
  );
// Smells left once the danger is over, in one place: asked about as cleaning, or noticed after
// the fire brigade's all-clear.
const SMELL_NOUNS = 'smell|odou?r|stink|pong';
// "Will the smoky smell come out of the curtains?": a smell left in fabrics and asked about
// as cleaning, not one rising now.
const LINGERING_SMELL = new RegExp(
  `\\b(?:will|would|does|do|can|could|should|won'?t|doesn'?t|how)\\b(?: [\\w']+){0,4} (?:${SMELL_NOUNS})\\w* (?:\\w+ ){0,2}(?:come|wash|air|fade) out\\b|\\b(?:get|getting|got|wash\\w*|air\\w*|clean\\w*) (?:the |a |that |this )?(?:\\w+ )?(?:${SMELL_NOUNS}) out (?:of|from)\\b`,
);
const lingeringSmell = (sentence: string) =>
  LINGERING_SMELL.test(sentence) &&
  !/\b(?:still|now|right now|coming from|smok(?:ing|es))\b/.test(sentence);
// "The living room still smells faintly of burnt plastic" after the repair: what is left in
// the room, not the fault smelling now (global: it is cut out of the sentence).
export const FAINT_SMELL_LEFT =
  /\b(?:still )?(?:smells?|smelling) (?:faintly|slightly|a (?:little|tiny) bit|a bit)(?: of| like)?(?: [\w']+){0,3}|\b(?:faint|slight|lingering) (?:\w+ ){0,2}smell\b/g;
// A smoke smell after the all-clear is what the fire left; only smoke's: a gas smell after
// the gas man's all-clear is the leak back.
const SMELL_WORD = new RegExp(`\\b(?:(?:${SMELL_NOUNS})\\w*|reeks?)\\b`);
export const SMELL_LEFT_BEHIND = (sentence: string) =>
  SMELL_WORD.test(sentence) &&
  /\b(?:smoke|smoky|smokey|bonfire|burnt|burned|burning|soot\w*|charred|ash)\b/.test(sentence) &&
  !/\b(?:still|again|now|stronger|worse|coming (?:from|out)|fresh|new|smok(?:ing|es)|flames?|spark\w*|hot|warm|hiss\w*|alarm)\b/.test(
    sentence,
  );
// "The wire inside the fuse had melted again": a rewirable fuse's wire melts when it blows,
// which is its job, not a fire; the holder or the box marked by heat is another matter.
const REWIRABLE_FUSE_BLOWN = (sentence: string) =>
  /\bfuses?\b/.test(sentence) &&
  /\b(?:fuse )?(?:wire|element|link|strands?)\b(?: [\w']+){0,3} (?:had |has |have |was |is )?(?:melted|melting|burnt|burned|gone)\b/.test(
    sentence,
  ) &&
  !/\b(?:holders?|carriers?|box|board|socket|base|plastic)\b(?: [\w']+){0,4} (?:melted|melting|scorched|charred|black\w*|brown\w*)\b|\b(?:smok\w*|flames?|fire|smell\w*|spark\w*|crackl\w*)\b/.test(
    sentence,
  );
// "Zaps off the door handles, the kettle, my boyfriend, mostly when I get up off the sofa":
// static built up walking on carpet, told by the things that give it, with no water in it.
const STATIC_SOURCES =
  /\b(?:door ?(?:handles?|knobs?)|doorknobs?|carpets?|sofa|couch|jumpers?|sweaters?|fleece|car doors?|trampoline|(?:my|her|his|our|the) (?:boyfriend|girlfriend|partner|husband|wife|kids?|dog|cat)|each other)\b/g;
// Water, a tingle, heat or a smell make a zap something else. "Leaking electricity" is how
// people ask whether it is static.
const WET_OR_TINGLING =
  /\b(?:shower|bath\w*|wet|pool|hot tub|spa|puddle|leak(?:s|ed|ing|y)?\b(?! (?:electric\w*|current|power|voltage))|tingl\w*|water (?:running|on)|washing machine|dishwasher)\b/;
// Heat, a smell or a buzz: what turns a zap or a spark into a failing part.
const SIGNS_OF_HEAT = 'smell\\w*|smok\\w*|scorch\\w*|melt\\w*|burn\\w*|hot|warm|black\\w*|buzz\\w*';
// A flicker joins for a static zap; a crackle does not, since a static zap crackles.
const HOT_OR_SMELLING = new RegExp(`\\b(?:${SIGNS_OF_HEAT}|brown|flicker\\w*)\\b`);
// "I get zapped touching the lamp, only in winter", "pulling the clothes out of the dryer":
// a dry-air static spark.
const WINTER_STATIC = (message: string) =>
  /\b(?:zap\w*|snap\w*|sparks?)\b/.test(message) &&
  /\b(?:(?:only |just )?in (?:the )?winter|all winter|every winter|winter (?:time|months)|dry (?:air|weather|season|months|heat)|low humidity|(?:out of|from) the dryer|walking battery|(?:started|only|since) in (?:december|january|february)|(?:got|gets|turned|went) cold|(?:heating|furnace|heat) (?:came|comes|kicked|kicks|went|goes) on)\b/.test(
    message,
  ) &&
  !WET_OR_TINGLING.test(message) &&
  !HOT_OR_SMELLING.test(message);
const STATIC_SHOCKS = (message: string) =>
  (new Set([...message.matchAll(STATIC_SOURCES)].map((m) => m[0])).size >= 2 &&
    !WET_OR_TINGLING.test(message)) ||
  WINTER_STATIC(message);
// Hot water that runs short, or a number that is money, is no scald.
const NOT_HOT_OR_MONEY =
  /\bhot water (?:runs out|doesn'?t last|not enough)|\bno hot water\b|\bnot (?:hot|warm) enough\b|\b(?:bills?|cost|price|quote|paid|pay|dollars?|pounds?|quid|bucks|euros?|rand|rupees)\b/;
// "Foot rot or scald?": a sheep's or goat's foot disease, not hot water.
const LIVESTOCK_FOOT_SCALD = (sentence: string) =>
  /\bscald/.test(sentence) &&
  /\b(?:foot ?rot|hoof|hooves|ewes?|sheep|lambs?|goats?|flock|interdigital)\b/.test(sentence) &&
  !/\b(?:water|taps?|shower|bath|kettle|tank|heater|boiler|geyser|cylinder)\b/.test(sentence);
// Whose cover comes off. The wires from the street stay live behind a breaker box's cover;
// an appliance's, a light's or a cylinder's cover is that thing's own repair.
const FRONT_OR_LID_OFF =
  /\b(?:undo\w*|unscrew\w*|open\w*|remov\w*|tak\w* off|pull\w* off|pop\w* off|lift\w* off) (?:the |its |that )?(?:front|cover|lid|dead ?front|front (?:panel|cover|plate)|panel cover)\b/;
const WIPING_THE_BARS =
  /\b(?:wipe|clean|hoover|vacuum|brush|dust|spray)\w* (?:\w+ ){0,3}(?:bus ?bars?|bars and (?:the )?(?:cables|wires))\b/;
const COVER_OFF =
  /\b(?:take|taking|took) (?:the )?(?:front |dead ?front )?cover off\b|\bcover off\b|\bpull\w* (?:the )?(?:panel |front |dead ?front )?cover\b/;
const BREAKER_BOX =
  /\b(?:breaker (?:box|panel)|fuse ?box|electrical panel|consumer unit|fuse ?board|distribution board|db (?:board|box)|switchboard|load cent(?:er|re)|bus ?bars?)\b/;
// The panel itself and the devices in it, by their names across regions.
const PANEL_NAMES =
  'panel|breaker box|fuse ?box|consumer unit|fuse ?board|rcds?|rcbos?|mcbs?|switch ?board|main switch|isolator|db board|distribution board|sicherungskasten';
// The panel or its parts named anywhere in the message; a breaker, a meter or a circuit
// also count here, though an appliance that trips one is still the appliance (below).
const PANEL_TALK = new RegExp(`\\b(?:${PANEL_NAMES}|breakers?|meter|circuit|fi switch)\\b`);
const PANEL_BY_NAME = new RegExp(`\\b(?:${PANEL_NAMES})\\b`);
const HAS_A_COVER_OF_ITS_OWN =
  /\b(?:micro ?wave|ovens?|dryer|washer|dishwashers?|fridge|freezer|tv|amp|amplifier|power supply|printer|heaters?|fans?|motor|machine|vacuum|kettle|toaster|appliance|cylinder|water heater|immersion|thermostat|light fittings?|ceiling lights?|light fixtures?|lamps?|(?:ceiling )?roses?|pendants?)\b/;
// A light's cover or shade taken down to wash out the flies: nothing wired is touched.
const LIGHT_COVER_OFF_TO_CLEAN = (sentence: string) =>
  /\b(?:light|lamp|fitting|fixture)s? (?:covers?|diffusers?|shades?|globes?|bowls?|domes?)\b/.test(
    sentence,
  ) &&
  /\b(?:clean\w*|wash\w*|flies|bugs|insects|dust\w*|moths?)\b/.test(sentence) &&
  !/\b(?:wir\w*|terminals?|connect\w*|live|neutral|earth)\b/.test(sentence);
// "The gas pipe comes up into the meter box": a gas meter's box, with nothing electric named.
const GAS_METER_BOX = (message: string) =>
  /\b(?:gas (?:pipe|meter|line|supply|regulator)s?|yellow (?:gas )?pipe|meter union)\b|\bgas\b(?: [\w']+){0,4} (?:round|around|at|by) the meter\b/.test(
    message,
  ) &&
  !/\b(?:electric\w*|breakers?|fuses?|fuse ?box|consumer unit|switch ?board|cables?|wires?|wiring|tails)\b/.test(
    message,
  );
// "The thermostat is behind a little panel on the cylinder; take the cover off."
// "Took the cover off (breaker off, I'm not an idiot)": the breaker switched off is how the
// outlet's cover comes off safely, not work in the panel.
const BREAKER_SWITCHED_OFF =
  /\b(?:breakers?|circuits?) (?:is |was |were )?(?:off|switched off|turned off|flipped off)\b|\b(?:switched|turned|flipped|killed) (?:off )?the (?:breaker|circuit)(?: off)?\b/;
const ANOTHER_THINGS_COVER = (sentence: string) =>
  /\bcovers?\b/.test(sentence) &&
  HAS_A_COVER_OF_ITS_OWN.test(sentence) &&
  !BREAKER_BOX.test(sentence) &&
  !/\b(?:breakers?|switch board|main switch|dead ?front|circuits?|meter)\b/.test(sentence);
// An appliance's cover off and a multimeter are a repair on the bench, not the panel; an
// outlet's cover plate off is the outlet.
const APPLIANCE_NOT_PANEL = (message: string) =>
  /\b(?:microwave|oven|dishwasher|washer|dryer|fridge|freezer|appliance|heaters?|baseboards?|outlets?|sockets?|light switch(?:es)?|(?<!safety )switches|switch plates?|face ?plates?|cover plates?|air compressor|compressor motor|motor|power tools?)\b/.test(
    message,
  ) && !PANEL_BY_NAME.test(message);
// Putting up a new building; "add" and "put in" join where they cannot mean a fitting.
const TO_BUILD = 'build\\w*|put\\w* up|erect\\w*|construct\\w*';
// Tools whose sparks are hot metal, not a wiring fault. In the sentence that tells of a spark,
// "grinder" or "welder" alone is enough (TOOL_SPARKS); read across a whole message, a burning
// smell is put down to them only when they are in use ("with a grinder", "welding the gate").
const SPARKING_TOOLS =
  'angle grinder|flap disc|cutting disc|cut[- ]?off saw|demo saw|concrete saw|disc cutter|cutting torch';
const TOOL_SPARKS = new RegExp(`\\b(?:${SPARKING_TOOLS}|grinder|grinding|welder|welding)\\b`);
// Rags and the drying oils that make a heap of them heat up on its own (U.S. Fire
// Administration; NFPA).
const RAG_WORDS = 'rags?|cloths?|towels?|paper towels?';
const RAGS = new RegExp(`\\b(?:${RAG_WORDS})\\b`);
// "What oil should I use on the cedar cladding?": an oil for wood is a drying oil too.
const DRYING_OIL =
  'linseed|tung oil|danish oil|teak oil|deck(?:ing)? oil|oily|oil[- ]based|(?:oil|wood|deck|floor) finish\\w*|(?:wood|timber|cladding|furniture|worktop|hard ?wax|finishing|penetrating) oil|oil(?:ed|ing) (?:the |my |our )?(?:\\w+ ){0,2}(?:tables?|deck\\w*|floor\\w*|worktops?|furniture|cladding|fence|bench\\w*|chairs?|doors?|wood|timber)|oil(?: \\w+){0,4} (?:on|for) (?:the |my |our )?(?:\\w+ )?(?:cladding|deck\\w*|wood|timber|furniture|worktops?|table|floor\\w*|fence|shed|siding)';
// A carport's, a lean-to's or a roof's beam letting go of the house it is fixed to.
const PULLING_AWAY_FROM_THE_HOUSE =
  /\b(?:beams?|ledger|roof|rafters?|lean-?to|header|structure)\b(?: [\w']+){0,4} (?:is |are |has |have )?(?:pulling|pulled|coming|come|came) away from (?:the )?(?:house|wall|building)\b/;
// Heat packs warmed in a microwave: wheat bags, cherry-stone pillows, gel and bean bags.
const HEAT_PACK =
  /\b(?:wheat ?bags?|wheatie|heat (?:packs?|bags?|pillows?)|(?:cherry|cherry[- ]?stone|cherry[- ]?pit|rice|bean|lavender) (?:bags?|pillows?|packs?)|microwav\w* (?:heat )?(?:packs?|bags?|pillows?|slippers|teddy|bear))\b/;
// A bin, bag or heap warm to the hand or smoking: what went into it is heating.
const CONTAINER_HEATING =
  /\b(?:bin|bag|pile|heap|bucket|box|can|tub)(?:'s)?\b(?: [\w']+){0,4} (?:is |are |was |feels? |gone |getting )?(?:sort of |kind of |kinda |a bit |a little |quite |really |very |slightly |still )?(?:warm|hot|smok\w*)\b/;
const DRYING_OIL_NAMED = new RegExp(`\\b(?:${DRYING_OIL})\\b`);
// What gets plugged into another of its kind: leads, boards, adaptors and multi-plugs.
const CHAINED =
  'extension|lead|cord|power ?strip|power ?board|power ?bar|gang|reel|adapt[eo]r|double adapt[eo]r|multi-?plug|multi-?board|surge protector|\\d-way|four-way';
// Green slime on a deck, a path or a fence is algae out in the weather, not mould indoors.
const ALGAE_OUTDOORS = (sentence: string) =>
  /\b(?:green|slim\w*|algae|moss\w*|lichen)\b/.test(sentence) &&
  /\b(?:deck\w*|patio|paths?|paving|pavers?|driveway|fences?|steps|outside|outdoors?)\b/.test(
    sentence,
  ) &&
  !/\b(?:black|mou?ld\w*|mildew\w*|indoors?|inside)\b/.test(sentence);
// A flame kept burning for light, prayer or remembrance.
const FLAME_WORDS =
  /\b(?:candles?|tea ?lights?|diyas?|deepams?|(?:oil|kerosene|paraffin|hurricane) lamps?|akhand\w*|jyot\w*|incense|agarbatti|dhoop|yahrzeit|memorial candles?)\b/;
// A message that names no wiring, nothing plugged in and no appliance.
const ELECTRIC_NAMED = new RegExp(
  `\\b${ELECTRIC_THING}\\b|\\b(?:electric\\w*|appliances?|dryer|washer|heater|fans?|tv|telly|television|microwave|toaster|kettle|lamps?|lights?|bulbs?|computer|laptop|batter(?:y|ies)|e-?bikes?|scooter|fridge|freezer|motor|pump|printer|console|router|inverter|ups|power station|iron|straighteners?|oven|hob|cooktop|dishwasher|charging|plugged|solar|inverters?|electronics?|power|down ?lights?|spot ?lights?|pot lights?|can lights?|fittings?|circuits?|switchboard|fuse ?board)\\b`,
);
export const NOTHING_ELECTRIC_NAMED = (message: string) => !ELECTRIC_NAMED.test(message);
// Carbon monoxide already felt: headaches, sickness, drowsiness, or an alarm sounding.
const CO_ALREADY_FELT = new RegExp(
  `\\b(?:${CO_SYMPTOMS}|head (?:is |was )?(?:pounding|splitting|throbbing)|threw up|throwing up|feel\\w* (?:kind of |kinda |a bit |really |so )?(?:sick|ill|rough|off|woozy|faint)|drows\\w*|confus\\w*|alarm (?:is |was |keeps |kept )?(?:going off|beeping|sounding|went off))\\b`,
);
const SITTING_IN_WATER =
  /\b(?:sitting|standing|lying|sat|stood) in (?:the |like |about |maybe )?(?:an inch of |\d+ ?(?:cm|mm|inches|in|") of )?(?:flood ?)?water\b|\bwaterline\b|\bsubmerged\b/;
// A concrete slab's reinforcing rusting through: "rusty bars showing".
const REBAR_SHOWING =
  /\b(?:rusty|rusted|rusting|swollen|flaky|exposed|showing)\b(?: [\w']+){0,4} (?:steel|rebar|reinforc\w*|bars?|mesh)\b|\b(?:steel|rebar|reinforc\w*|bar)\b(?: [\w']+){0,4} (?:rust\w*|swollen|flak\w*|exposed|showing)\b/;
// "I've been getting headaches from the smell" while pouring resin or varnishing a floor:
// unwell from a product's fumes in a closed room.
const UNWELL_FROM_FUMES =
  /\b(?:headaches?|dizz\w*|nause\w*|sick|light[- ]?headed|woozy|sore throats?|chest (?:is )?tight\w*)\b(?: [\w']+){0,4} (?:from|because of|off|with|after) (?:the |all the |those |its )?(?:\w+ )?(?:smell|fumes|stink|vapou?rs?|odou?r)\b|\b(?:smell|fumes|stink|vapou?rs?|odou?r)\b,?(?: [\w',]+){0,12} (?:giv\w*|gave) (?:me|us|him|her|them|everyone|the \w+) (?:a |an )?(?:\w+ )?(?:headaches?|migraines?|sore throats?)\b/;
const PRODUCT_WITH_FUMES =
  /\b(?:resin|epoxy|paint\w*|varnish\w*|glue|solvents?|lacquer|stain|stripper|thinners?|polyurethane|poly|fib(?:re|er) ?glass|bondo|filler|adhesive|sealant|spray\w*|acetone|bleach|cleaner|chemical|new (?:car|furniture|carpet|mattress|sofa|couch|table|desk|chair|cabinets?)|formaldehyde|mdf|particle ?board|engineered wood)\b/;
const UNWELL_FROM_PRODUCT_FUMES = (sentence: string) =>
  UNWELL_FROM_FUMES.test(sentence) && PRODUCT_WITH_FUMES.test(sentence);
// "A smell like new car" is a product's smell, not a car's exhaust.
const FUEL_BURNER =
  /\b(?:heater|furnace|boiler|stove|generator|genny|gas|fire|burner|exhaust|(?<!\bnew )car|engine|charcoal|propane|kerosene|paraffin|bbq|grill)\b/;
// A burner that lives outside ("under the patio roof"), told with nothing about a room, an
// alarm or anyone unwell.
const BURNS_OUTSIDE = (message: string) =>
  // A barbecue named by kind or make is cooked on outdoors.
  /\b(?:lives|is|sits|kept|set up|used) (?:\w+ ){0,2}(?:outside|outdoors)\b|\boutdoor (?:burner|kitchen|wok)\b|\b(?:bbq|barbecue|braai|gas grill|propane grill|broil king|weber|char-?broil)\b/.test(
    message,
  ) &&
  !/\b(?:inside|indoors|garage|kitchen|house|tent|caravan|van|room|enclosed|headaches?|dizz\w*|nause\w*|alarm|detector|sick|drowsy)\b/.test(
    message,
  );
// What makes a spark at a plug a failing contact rather than the current starting.
const HEAT_SMELL_OR_MARKS = new RegExp(
  `\\b(?:${SIGNS_OF_HEAT}|brown\\w*|bang\\w*|loud|marks?|flames?|fire|crackl\\w*)\\b`,
  'g',
);
// A loft hatch, ceiling or wall warm to the hand: heat inside a cavity, not a burn-off.
const HOT_CAVITY =
  /\b(?:hatch|ceiling|wall(?! (?:plates?|sockets?|outlets?|switch\w*|heaters?|lights?|ovens?|units?))|loft|attic|joists?)\b(?: [\w']+){0,6} (?:is |are |feels? |felt |gone |was )?(?:warm|hot)\b(?! (?:water|tap|press|plate|air|pipes?|tank|cylinder|days?|weather|summer))/g;
/**
 * Several rules ask the same question of one message in turn (the electrical-fire and smoke
 * rules whether a burning smell is explained, three rules whether steam is only steam): the
 * last answer is remembered so the message is read once.
 */
function oncePerMessage(ask: (message: string) => boolean): (message: string) => boolean {
  let last: { message: string; answer: boolean } | undefined;
  return (message) => {
    if (last?.message !== message) last = { message, answer: ask(message) };
    return last.answer;
  };
}
export const explainedBurning = oncePerMessage(burningExplainedBy);

// Someone else's fire that has reached ours: "a couple of spots on our fence are smoking".
const OURS_ALIGHT =
  /(?<!\b(?:thought|think|thinks|worried|afraid|scared|reckoned|assumed|sure) (?:that )?)\b(?:our|my) (?:\w+ ){0,3}(?:house|roof|home|flat|fence|shed|garage|deck|decking|hedge|gutters?) (?:[\w']+ ){0,6}(?:caught|is on fire|on fire|burning|smoking|smouldering|smoldering|alight)\b/;

// Sparks and a hot-metal smell from work in hand: a grinder, a welder, sparklers, fireworks.
const SPARKS_FROM_WORK = new RegExp(
  `\\b(?:${SPARKING_TOOLS}|sparklers?|fireworks?)\\b|\\b(?:mak\\w*|made|build\\w*|built) (?:\\w+ ){0,2}spark\\w* (?:things?|toys?|gaps?|machines?|gadgets?)\\b|\\b(?:with|using) (?:a |an |the |my )?(?:grinder|welder)\\b|\\b(?:grinding|welding) (?:the |some |a )?(?:metal|steel|iron|gate|rail\\w*|bolt\\w*|rust)\\b`,
);

function burningExplainedBy(message: string): boolean {
  const burnOff =
    /(?<!like (?:a |an |the )?)\b(?:new|brand new|just (?:delivered|installed|got|had)) (?:[\w-]+ ){0,3}(?:oven|range|stove|cooker|heater|furnace|boiler|appliance|wood ?burner|log burner|insert|kiln|(?<!hair |blow )dryer)\b|\bburn[- ]?(?:in|off)\b(?!(?: [\w']+){0,4} (?:prunings|garden|hedge|cuttings|clippings|trimmings|leaves|branches|rubbish|waste|drum|paddock|scrub|pile|in town))|\bfirst (?:ever )?(?:\w+ )?firing\b|\b(?:every|each) (?:fall|autumn|winter|year|season)\b(?: [\w']+){0,4} (?:fire|turn|switch|start|put)\w* (?:up |on )?(?:the |my |our )?(?:[\w-]+ ){0,2}(?:heat\w*|furnace|boiler|radiators?)\b|\bfirst (?:time )?(?:using|use of|used|turning on|turned on|firing up|fired up) (?:\w+ ){0,3}(?:oven|range|stove|cooker|heater|furnace|boiler|wood ?burner|log burner)\b|\b(?:replaced|swapped|changed) (?:\w+ ){0,4}(?:oven|range|stove|cooker|heater|furnace|boiler|wood ?burner|log burner) (?:for|with) (?:a |an )?(?:brand )?new\b|\bfirst time (?:i |we |you |she |he |they |mum |mom |dad )?(?:turned|switched|put|fired|lit|used|ran|heated) (?:it|them|the \w+)(?: on| up)?\b|\b(?:turned|switched|fired|lit|used|ran) (?:it|them|the \w+)(?: on| up)? for the (?:very )?first time\b|\bbreak(?:ing)? (?:it |them )?in\b|\bcur(?:ing|e)\b|\b(?:ran|run|running) (?:it|the oven|the \w+) empty\b|\b(?:manual|instructions) (?:says|said)\b/.test(
      message,
    );
  const grinding = SPARKS_FROM_WORK.test(message);
  const cooking =
    /\bcook\w* (?:\w+ ){0,2}(?:fish|salmon|mackerel|sardines?|seafood|prawns|shrimp|kippers?|tuna|cod)\b|(?<!like )(?<!like a )(?<!like some )\b(?:burn(?:ed|t)|burning) (?:the |some |a )?(?:toast|food|dinner|tea|pan|popcorn|pizza|rice|bacon|onions?|sausages?|steaks?|chops|burgers?|meat)\b|\btoast (?:\w+ )?stuck\b|\b(?:it was|it'?s|its) (?:\w+ ){0,2}(?:the )?toast\b|(?<!like )(?<!like a )(?<!like some )\b(?:burnt|burned|crispy|charcoal|charred) toast\b|\bstuck in the toaster\b|\bcrumb tray\b|\b(?:bread |plastic |carrier |freezer )?(?:bag|wrapper|packet|spatula|utensil|container|tub|lid|cling ?film|tupperware|chopping board)s?\b(?: [\w']+){0,4} (?:on|onto) (?:the |a )?(?:ceramic |glass |induction |hot )?(?:hob|stove ?top|stove|cooktop|hotplate|element|burner)\b|\btoast\w*\b(?: \w+){0,4} (?:highest|high|max\w*|darkest|top) setting\b/.test(
      message,
    );
  // Pulling a plug out while the appliance runs draws a small flash: the plug, not the wiring.
  // So does a switch's contact as it opens, seen through the gap, and a bulb whose filament
  // goes with a pop and a flash (and sometimes trips the circuit).
  const unplugSpark =
    /\bplug\w* (?:\w+ ){0,6}(?:with (?:the )?(?:trigger|switch) (?:\w+ )?(?:locked )?on|while (?:it was |it'?s |it is )?(?:still )?(?:switched )?on|(?:still )?switched on)\b|\b(?:tiny|small|little|brief|faint) (?:\w+ )?(?:spark|flash)\w*(?: [\w']+){0,6} (?:when|as|whenever|every time) (?:i |you |we |someone )?(?:switch|turn|flick|flip|click)\w* (?:it |them |the \w+ )?(?:off|on)\b|\bbulbs? (?:\w+ ){0,3}(?:blew|blown|popped|went (?:pop|bang)|went (?:off |out )?with a (?:loud )?(?:pop|bang|flash))\b|\b(?:blew|popped) (?:the |a )?bulb\b|\b(?:pull\w*|unplug\w*)\b(?: [\w']+){0,8} (?:while|when) (?:it'?s |its |it is |it was )?(?:still )?(?:running|on)\b|\b(?:tiny|small|little|brief|blue) (?:\w+ )?spark\w*(?: [\w']+){0,6} (?:when|as|while) (?:i |you |we )?(?:pull|unplug|plug)\w*/.test(
      message,
    );
  // A 3D printer's warm filament smells of hot plastic by design, and dust on a heater or an
  // air conditioner left idle for months burns off in its first minutes; unless something
  // electrical is named as failing.
  const failingSigns =
    /\b(?:electric\w* smell|burning electronics|not the usual|brown\w*|black\w*|scorch\w*|spark\w*|crackl\w*|fizz\w*|(?:grey|gray|thick) smoke|smoke (?:alarm|detector)s? (?:\w+ ){0,3}(?:going off|went off|goes off|sounding|started))\b/.test(
      message,
    );
  const printing =
    /\b(?:3d print\w*|filament|abs|petg|pla|resin)\b/.test(message) &&
    /\bprint\w*\b/.test(message) &&
    /\bhot plastic\b|\bplastic (?:smell|odou?r)\b|\b(?:abs|pla|petg|resin) (?:smell|odou?r|fumes)\b/.test(
      message,
    ) &&
    !failingSigns;
  const dustBurnOff =
    /\bdust(?:y)?,? (?:hot |burning |burnt )?(?:smell|odou?r)|\b(?:burning|burnt|burned|toasted|toasty|singed|hot|cooking) dust\b|\bdust burning\b/.test(
      message,
    ) &&
    /\b(?:first (?:time|day|few minutes|minute)|first (?:turns?|switch\w*|puts?) (?:it |the \w+ |\w+ )?on|every (?:autumn|fall|winter)|after (?:\w+ ){0,3}(?:months?|summer|winter)|stopped|went away|(?<!(?:n'?t|not|never) )gone(?! off)|no more smell|(?<!(?:n'?t|not|never) )fad(?:ed|es|ing)|(?:died|calmed|settled) down|wore off)\b/.test(
      message,
    ) &&
    !failingSigns;
  // A blade or a router bit burning the wood (cherry and maple scorch) is the cut, not wiring.
  const sawBurn =
    /\b(?:table saw|mitre saw|miter saw|circular saw|band ?saw|saw blade|router bit|router|the saw)\b/.test(
      message,
    ) && /\b(?:cherry|maple|oak|wood|timber|ripp?(?:ing|ed)?|cutting)\b/.test(message);
  const microwaveMetal =
    /\bmicrowave\b/.test(message) &&
    /\b(?:metal|foil|rim|fork|spoon|twist ties?|gold|silver (?:edge|trim))\b/.test(message);
  // A wheat bag or heat pack overdone in the microwave smells burnt: the bag, not the wiring
  // (a bag still smoking is raised by its own smoke-fire rule).
  const heatPackBurnt = HEAT_PACK.test(message);
  // Smoke from next door's braai, a bushfire or a city's smog season drifting in: the fire is
  // someone else's, outside.
  const outsideSmoke =
    /\b(?:neighbou?rs?'?|next door)(?: [\w']+){0,4} (?:braai|bbq|barbecue|bonfire|fire ?pit|wood ?(?:stove|burner)|chimney|grill|smoker|burn pile|garden fire)s?\b|\b(?:bush ?fire|wild ?fire|forest fire|grass fire)s? smoke\b|\bsmoke from (?:the |a )?(?:bush ?fires?|wild ?fires?|forest fires?)\b|\b(?:pollution|smog|aqi|air quality index|stubble (?:burning|fires?)|crop (?:burning|fires?)|inversion)\b|\b(?:whole|entire) (?:street|road|neighbou?rhood|suburb|town|city|village|valley|area) (?:\w+ ){0,3}smell\w*\b|\beveryone'?s (?:\w+ ){0,2}(?:log ?burners?|wood ?(?:stoves?|burners?|fires?)|fires|chimneys)\b/.test(
      message,
    ) && !OURS_ALIGHT.test(message);
  // A burn-off or burnt food explains a smell or a wisp, not flames in the oven or black smoke
  // pouring out of it.
  // A haze at the hatch or a ceiling, wall or floor warm to the hand is heat in a cavity; a
  // haze out of the thatch or the eaves is the roof alight, whatever was lit below.
  const fireSeen =
    saidUndenied(HOT_CAVITY, message) ||
    SMOKE_FROM_THE_FABRIC.test(message) ||
    FIRE_SEEN.test(message);
  // Sparks from grinding explain the smell while grinding, not smoke rising later from where
  // they fell (under the floorboards, into sawdust or leaves).
  const smoulderingLater =
    /\b(?:hours?|hour|mins?|minutes?) (?:ago|later|after)\b|\b(?:came|come|got|get) back\b|\bsince then\b|\bnow (?:there'?s|there is|i can|it'?s)\b/.test(
      message,
    ) && /\b(?:haze|smok\w*|smoulder\w*|smolder\w*)\b/.test(message);
  // A smoke alarm set off by searing or frying, with the smoke waved out: the cooking's smoke.
  const alarmFromCooking =
    /\bsmoke (?:alarm|detector)s?\b/.test(message) &&
    /\b(?:while|when|whenever|every time|as) (?:i|we|you|he|she|they)(?:'m| am| was| were| are)? (?:\w+ )?(?:sear|fry|fried|grill|roast|toast|cook|bak|stir[- ]?fr)\w*/.test(
      message,
    ) &&
    !/\b(?:grey|gray|black|thick) smoke\b|\bbut (?:tonight|now|this time)\b|\bsmoke (?:coming|pouring|seeping) (?:under|out|from|through)\b/.test(
      message,
    );
  return (
    (outsideSmoke ||
      (grinding && !smoulderingLater && !fireSeen) ||
      unplugSpark ||
      ((burnOff ||
        cooking ||
        alarmFromCooking ||
        microwaveMetal ||
        heatPackBurnt ||
        printing ||
        dustBurnOff ||
        sawBurn) &&
        !fireSeen)) &&
    !NAMES_WIRING.test(message)
  );
}

// "The power lines are nowhere near": the wires named to say they are out of reach. ("The other
// side of it" is still beside the tree.)
const WIRES_FAR_AWAY =
  /\b(?:nowhere near|far from|(?:well|far|way|miles) away from|(?<!(?:foot|feet|inch|inches|metre|meter|arm'?s length) )away from (?:the |all the )?(?:power ?|electric\w* |overhead |service )?(?:lines?|wires?|cables?)|other side of the (?:street|road|yard|garden|house|property|block)|not near|well clear|clear of)\b/;
// "The water heater got flooded in the hurricane and insurance paid for a new one": what was
// flooded has since been replaced.
const FLOODED_AND_REPLACED = (sentence: string) =>
  /\bflooded\b/.test(sentence) &&
  /\binsurance (?:\w+ ){0,3}(?:paid|covered|replaced|bought)\b|\b(?:replaced (?:it|them|the \w+)|(?:paid for|bought|got|put in|installed|fitted) (?:us |me )?a (?:brand )?new)\b/.test(
    sentence,
  );
/** What a sentence says after its last "but": what it turns to is what is happening. */
const lastClause = (sentence: string) =>
  sentence.split(/\b(?:but|however|except|this time)\b/).at(-1) ?? sentence;
// A fire that has left the grill or the hearth for what is around it.
const SPREAD_BEYOND_IT =
  /\b(?:caught (?:on )?fire|on fire|alight|(?:deck|decking|sail|shade|awning|fence|pergola|eaves|wall|house|roof|umbrella|gazebo|canop(?:y|ies)|marquee|cupboard|cabinet|siding|cladding|curtains?|hedges?|shed|garage)\b(?: [\w']+){0,4} (?:caught|catching|smok\w*|burn\w*|alight|melt\w*|dripping)|caught the (?:hedge|fence|shed|garage|house|roof|trees?|deck|decking|curtains?|grass|bushes))\b/;
// The roof's own edges and covering: smoke out of them is the roof, not the flue.
const ROOF_FABRIC = String.raw`thatch|eaves|soffits?`;
// A haze out of the thatch or the eaves: the roof itself, not the flue.
const OUT_OF_THE_ROOF = new RegExp(
  String.raw`\b(?:out of|out|through|from) (?:the )?(?:${ROOF_FABRIC})\b`,
);
// Smoke rising from the house's own fabric ("little wisps of smoke coming off the ceiling right
// beside the flue pipe"): something in it is alight, whatever burns in the stove.
const SMOKE_FROM_THE_FABRIC = new RegExp(
  String.raw`\b(?:wisps?|smoke|haze)\b(?: [\w']+){0,3} (?:coming|comes|came|rising|curling|drifting) (?:off|out of|from|through) (?:the )?(?:ceiling|walls?|floor ?boards?|skirting\w*|beams?|joists?|timber|plaster|${ROOF_FABRIC})\b`,
);
// Fire seen, not smelt: a haze at the hatch, a ceiling or the roof's edge, flames, black smoke
// pouring, a red glow. A burn-off or burnt food never explains these.
const FIRE_SEEN = new RegExp(
  String.raw`\bhaze (?:\w+ ){0,2}(?:around|at|by|from|between|near|under|through|out of) (?:the )?(?:\w+ )?(?:hatch|ceiling|walls?|joists|floor ?boards?|floor|loft|attic|sockets?|outlets?|light|downlights?|skirting|${ROOF_FABRIC})\b|\b(?:actual|real|visible|open) flames?\b|\bflames? (?:inside|in the|behind|coming|shooting)\b|\bblack smoke\b|\bsmoke (?:is |was )?(?:pouring|billowing|filling)\b|\b(?:filling|filled|full) (?:up )?(?:with|of) smoke\b|\b(?:orange|red) glow\w*|\bglow\w* (?:orange|red)\b|\b(?:little|small|tiny) flames\b`,
);
// Smoke from a fireplace or a stove that comes out of a wall, round the skirting or in a room
// upstairs, or a chimney breast gone warm: the fire is in the chimney or the structure.
const SMOKE_BEYOND_THE_FLUE = new RegExp(
  `${OUT_OF_THE_ROOF.source}|` +
    String.raw`\b(?:out of|out|through|from|off|round|around|behind) (?:the )?(?:walls?|skirting\w*|floor ?boards?|ceiling|plaster|brickwork|cracks?)\b|\b(?:wall|wallpaper|plaster|chimney breast|skirting\w*)\b(?: [\w']+){0,3} (?:warm|hot)\b|\b(?:above|upstairs|loft|attic)\b(?: [\w']+){0,4} (?:filling|filled|full) (?:up )?(?:with|of) smoke\b`,
);
// Sparks (or flames) thrown out of the top of a flue or a chimney: a chimney fire.
const FLUE_SPARKS =
  /\bsparks?\b(?: [\w']+){0,6} (?:out of|out|from|up) (?:the )?(?:top of )?(?:the )?(?:flue|chimney|stack|stove ?pipe)\b|\b(?:flue|chimney|stack|stove ?pipe)\b(?: [\w']+){0,4} (?:throwing|shooting|spitting|sending) (?:out |up )?sparks\b/;
// A barbecue smoker doing its job: "thick white smoke billowing out the stack" of the offset
// smoker the ribs come off, with nothing beyond it alight.
const SMOKER_COOKING = (message: string) =>
  /\b(?:offset|pellet|kamado|bullet|drum|barrel|electric|vertical|bbq|my|our|the) smokers?\b/.test(
    message,
  ) && !SPREAD_BEYOND_IT.test(message);
// A smell compared to a bonfire is a smell inside this house.
const LIKE_A_BONFIRE =
  /\blike (?:when |a |after )?(?:\w+ ){0,2}(?:had|having|lit|a) (?:a )?bonfire\b/;

// Two separate tests, never a lookahead over the rest of the text: each stays linear.
const STEAM =
  /\b(?:white (?:clouds?|plumes?|puffs?|smoke|wispy)|clouds? of (?:white|steam)|wispy|wisps?|steam\w*|vapou?r)\b/;
const COLD_DAY = /\b(?:cold|freezing|frost\w*|winter|below zero|minus)\b|-\d+/;
// A heat pump clearing its frost puffs a cloud off the top that people take for smoke.
const HEAT_PUMP_DEFROST = (message: string) =>
  /\b(?:heat pump|outdoor unit|outside unit|condenser unit)\b/.test(message) &&
  /\b(?:frost\w*|ice|iced|icy|icing|freezing|defrost\w*|steam\w*|clouds?)\b/.test(message) &&
  // A defrost cloud is white; grey or black smoke is smoke, whatever the user hopes.
  !/\b(?:grey|gray|black|dark|brown)\b/.test(message);
// Steam where steam belongs: a dishwasher opened hot, a kettle, a shower.
const STEAMY_PLACE = (message: string) =>
  /\bsteam\w*|\bvapou?r\b/.test(message) &&
  /\b(?:dishwasher|kettle|shower|boiling|pasta|humidifier|steam iron|sauna)\b/.test(message) &&
  !/\b(?:batter(?:y|ies)|lithium|charg\w*|scooter|e-?bike|vape|power bank)\b/.test(message) &&
  // Grey smoke or a scorched smell is smoke, whatever the user hopes.
  !/\b(?:grey|gray|black|dark) smoke\b|\bscorch\w*|\bburn\w*/.test(message);
// A high-efficiency furnace or boiler vents through a plastic pipe, and its exhaust leaves it
// as a white cloud every time it fires, cold day or not.
const CONDENSING_PLUME = (message: string) =>
  STEAM.test(message) &&
  /\b(?:plastic|pvc|white|abs) (?:\w+ )?(?:pipes?|flue|vent|exhaust)\b/.test(message) &&
  /\b(?:furnace|boiler|water heater|combi)\b/.test(message) &&
  !/\b(?:grey|gray|black|dark|brown) smoke\b|\bscorch\w*|\bburn\w*|\bsmell\w* (?:\w+ ){0,2}(?:smoke|burning|exhaust|fumes)\b/.test(
    message,
  );
const STEAM_IN_THE_COLD = oncePerMessage(
  (message) =>
    // Not a haze out of the thatch or the eaves: steam leaves by the flue, not the roof.
    (STEAM.test(message) &&
      COLD_DAY.test(message) &&
      !OUT_OF_THE_ROOF.test(message) &&
      !SMOKE_FROM_THE_FABRIC.test(message)) ||
    CONDENSING_PLUME(message) ||
    STEAMY_PLACE(message) ||
    HEAT_PUMP_DEFROST(message),
);

// Lazy yellow flames in a furnace or on a hob describe how the burner burns (a combustion
// problem, the carbon-monoxide rules' business), not a fire in the house.
const BURNER_FLAME = (sentence: string) =>
  /\b(?:lazy|yellow\w*|orange|floppy|weak|wavy|lifting|blue) flames?\b|\bflames? (?:\w+ ){0,8}(?:lazy|yellow\w*|orange|floppy|weak|wavy|lifting|blue)\b/.test(
    sentence,
  ) &&
  /\b(?:furnace|burners?|boiler|gas fires?|gas fireplaces?|hob|stove ?top|cooker|range|pilot|water heater|heater|oven|little window|sight glass|viewing window)\b/.test(
    sentence,
  ) &&
  !/\b(?:shooting|leaping|licking|coming out|out of|spread\w*|chimney(?! breast)|ceiling|curtains?)\b/.test(
    sentence,
  );
// Digging that is not in the ground: "how deep do I dig out the old stuff?" about grout or
// caulk, or the auger that feeds a pellet grill from its hopper.
const DIGGING_NOT_IN_THE_GROUND = (message: string) =>
  /\b(?:grout|caulk|mortar joints?|sealant|silicone|lint|hopper|pellet (?:grill|smoker|stove)s?|traeger)\b/.test(
    message,
  ) && !/\b(?:yard|garden|lawn|soil|dirt|posts?|fence|trench|footings?|ground)\b/.test(message);
// "An engineer confirmed it's not load-bearing": said plainly, without a hedge.
// Tapped onto the service conductors, ahead of everything that protects the house: "onto
// the line side above the main with split bolts". Panel work whatever else the message asks.
export const SERVICE_TAP =
  /\bline side\b|\b(?:above|before|ahead of) the main(?: breaker| switch| disconnect| lugs?|(?= (?:with|using|so)\b|[,.]|$))|\binsulation[- ]piercing\b|\bsplit bolts?\b/;

export const SAID_NOT_LOAD_BEARING = (message: string) =>
  /\b(?:not|non|isn'?t|is not|definitely not|confirmed not)[- ]load[- ]?bearing\b/.test(message) &&
  !/\b(?:not sure|unsure|i think|pretty sure|probably|might|maybe|hope|guess|reckon)\b/.test(
    message,
  );
// A breaker, RCD or fuse taped, wedged or tied so that it cannot trip.
const HELD_ON =
  /\b(?:tap\w*|wedg\w*|zip[- ]?ti\w*|glu\w*|jam\w*|tie\w*|block\w*|hold\w*|clamp\w*|screw\w*) (?:\w+ ){0,6}(?:breakers?|handles?|switch|trip switch|rcd|fuse)\b|\b(?:hold|tape|wedge|prop|peg)\w* (?:it|them) (?:up|on|in)\b|\b(?:cable|zip)[- ]?ties? (?:round|around|on|over|through) (?:it|them)\b/;
const CANNOT_TRIP =
  /\b(?:can'?t|cannot|won'?t|doesn'?t|wont|cant) (?:\w+ )?(?:flip|flick|trip|go|turn|switch|pop|snap|drop|fall|click|knock)\b|\bstays? on\b|\bphysically\b|\bkeep (?:it|them) (?:on|from)\b|\b(?:tape|tap\w*|peg\w*|wedg\w*|jam\w*)\b(?: [\w']+){0,8} to hold (?:it|them) (?:up|on|in)\b|\bto keep (?:the |my |our )?\w+ (?:on|running|going)\b|\bstops? (?:it |them )?(?:from )?tripping\b|\b(?:clothes ?peg|peg|gaffer|duct tape|insulating tape|cable ties?|zip ties?)\b/;
// Trees by kind as well as by name: "a big birch leaning toward the line".
const TREE =
  'trees?|branch\\w*|limbs?|fronds?|coconut|oak|maple|pine|gum|palm|eucalyptus|conifer|hedge|birch|ash|elm|willow|poplar|spruce|fir|cedar|jacaranda|sycamore|beech|chestnut|walnut';
// A tree that leans, bows or has cracked, in words that name nothing of the house's frame.
const HOUSE_FRAME =
  /\b(?:joists?|beams?|rafters?|lintels?|foundations?|truss(?:es)?|studs?|headers?|girders?|load[- ]?bearing|ceilings?|floors?|walls?|chimney|porch|deck)\b/;
// Compiled once: both tests below run on every message.
const A_TREE = new RegExp(`\\b(?:${TREE}|trunk)\\b`);
export const onlyATreeBends = (text: string) => A_TREE.test(text) && !HOUSE_FRAME.test(text);
// A Christmas tree, a family tree, a shoe tree: no tree work.
const NOT_A_GROWING_TREE =
  /\btree (?:stand|topper|skirt|lights)|christmas tree|family tree|shoe tree/;
// "It's pumped out and dry now", "the plumber's been": water that is gone is no flood in progress.
// Water damage being dried out or assessed ("the mitigation guys put four fans in", "the
// adjuster comes Monday") is a flood that is over, too.
// "Once it's dried out I'll paint it": water gone in the future is not gone now.
const WATER_GONE = new RegExp(
  `\\b(?<!\\b(?:once|when|until|till|if) (?:it'?s|its|it is|it has|everything'?s|everything is|they'?re|they are|the \\w+ (?:is|has|'s)) (?:all |been |properly |fully )?)(?:${WATER_RECEDED_WORDS}|(?:replaced|threw out|thrown out|binned|scrapped) (?:\\w+ ){0,2}flooded|(?:mitigation|restoration|remediation|drying) (?:company|companies|guys?|crew|team|firm|people|contractor|man|tech)|(?:drying|dry-?out) (?:gear|equipment|kit|machines?)|air movers?|(?:blowers|air movers|dehus?|dehumidifiers) (?:\\w+ ){0,3}(?:in|left|going|running|on|went|gone|removed|collected|picked up)|(?:the )?fans (?:\\w+ ){0,2}(?:left|went|gone|removed|collected|picked up|taken away)|after (?:a|the|our) (?:\\w+ )?burst (?:pipe|hose)|(?:loss )?adjust(?:er|or)s?|(?:burst pipe|flood|water) damage|(?:flood ?water|water|it)(?:'s| is| has)? (?:all |now )?(?:gone(?! (?:all |a bit |really |very |kind of |sort of )?(?:baggy|bulgy|bulging|swollen|puffy|heavy|soft|saggy|spongy|brown|yellow|black|mouldy|moldy|funny|weird|bad|cold|hot|warm|dark|wrong|through|into|in|off|round|around|under|over|across|up|onto|everywhere|toward|towards|near|right|quiet|silent|dead|crazy|mad|nuts|\\d+|midnight|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half|quarter)\\b)|out now|receded|gone down)|(?:everything'?s|it'?s|all) drying out|had it pumped|dried out|mopped (?:it |up)|(?:got|turned|shut) the water off|water(?:'s| is) (?:now )?off|plumber(?:'s| has)? (?:fixed|been|redid|re-?done|replaced|sorted|sealed)|(?:it'?s|its|it is|everything'?s) (?:all |bone )?dry and (?:fine|firm|ok|okay|good|solid)|(?:it'?s|its|it has|everything'?s|everything has|wall'?s|wall has|floor'?s|floor has) been (?:bone |completely |totally |all )?dry (?:for|since|ever since)|dehumidifiers? (?:going|running|in there))\\b`,
);
// Rain let in through a storm-damaged roof and coming through a ceiling: no supply to shut
// off, so no flood stop (the roof, the ceiling and any light under it are what matter). Water
// from a pipe, a tank or a heater, or water rising from below, is still a flood.
const RAIN_IN =
  /\b(?:rain\w*|storms?|cyclone|hurricane|typhoon|gale|tiles? (?:\w+ )?(?:off|missing|blown|gone)|shingles?|roof (?:is |'s )?leak\w*|leak\w* roof)\b/;
const PLUMBED_WATER =
  /\b(?:pipes?|burst|geysers?|tanks?|cylinder|water heater|hot water|toilet|cistern|washing machine|washer|dishwasher|hoses?|supply line|taps?|faucet|shower|bath ?tub|radiator|basement|cellar|under the (?:\w+ )?door|rising|river|creek|flood ?water|(?:inch(?:es)?|cm|feet|foot) deep)\b/;
function rainThroughTheRoof(message: string): boolean {
  return /\bceilings?\b/.test(message) && RAIN_IN.test(message) && !PLUMBED_WATER.test(message);
}
// Said to be gone, and nothing says more is still coming in.
const STILL_COMING_IN =
  /\b(?:still (?:pouring|coming|running|leaking|spraying|rising|going)|right now|won'?t stop|can'?t stop)\b/;
const WATER_OVER = (message: string) => WATER_GONE.test(message) && !HAPPENING_NOW.test(message);
// "Gets an inch a couple of times a year": water that comes with the weather is not a flood now.
const WATER_GONE_OR_HABITUAL = new RegExp(
  `${WATER_GONE.source}|\\b(?:a couple of|a few|several|two|three) times (?:a|per|each) (?:year|winter|spring)\\b|\\bevery (?:spring|winter|year|time it rains)\\b|\\bwhenever it rains\\b`,
);
// A fuel-burning appliance's own safety switch jumped or bridged: what stops it running with a
// blocked flue, no draught or rolling flames.
const COMBUSTION_SWITCH_DEFEATED = [
  /\b(?:bridg|bypass|jump|short|link|tape)\w* (?:out |across |over )?(?:the |a |its )?(?:\w+ ){0,6}(?:pressure switch|vacuum switch|roll-?out (?:switch|sensor)|spill switch|flue switch|vent (?:safety )?switch|draft (?:safeguard )?switch|flame (?:sensor|rod)|thermocouple)s?\b/,
  /\b(?:pressure switch|vacuum switch|roll-?out switch|spill switch|flue switch)\b(?: [\w']+){0,8} (?:jump\w*|bypass\w*|bridg\w*|paper ?clip|jumper)\b/,
];
const SOLID_OR_OIL_FUEL =
  /\b(?:pellet|wood ?(?:stove|burner)|log ?burner|multi-?fuel|oil (?:furnace|boiler|burner|stove))\b/;
// A fire told as over: the cause of a claim, a clean-up or a rebuild ("since the kitchen fire",
// "the deck that burnt", "fire at the neighbours'"), unless something is burning again now.
const SIGN_NOW =
  /\b(?:smell\w*|stink\w*|hot|warm|spark\w*|smok\w*|buzz\w*|crackl\w*|fizz\w*|trip\w*|flicker\w*)\b/;
// "Kitchen fire in March", "the chip pan fire back in January": a fire dated to a month gone.
const FIRE_IN_A_MONTH_PAST = new RegExp(
  `\\b(?:kitchen|house|chip pan|grease|pan|electrical|garage|chimney|dryer|oven|shed) fire (?:in|back in|last|this|this past) ${MONTH}\\b`,
);
const FIRE_OVER = (sentence: string) =>
  (FIRE_IN_A_MONTH_PAST.test(sentence) ||
    /\bput (?:it|the fire|the flames) out before (?:it|they|the fire) (?:spread|got)\b|\bfire\b(?: [\w']+){0,8} (?:has |have )?left (?:\w+ ){0,8}(?:black|soot\w*|smoke damage|scorch\w*|blister\w*|charred)\b|\b(?:(?:we|i|they) )?had (?:an? |the |our )?(?:\w+ ){0,2}fire (?:\w+ ){0,3}(?:last (?:year|month|week|weekend|winter|summer|spring)|(?:years?|months?|winters?|summers?|seasons?) ago|in (?:19|20)\d\d)\b|\b(?:fire )?restoration (?:company|firm|crew|people|guys|team)\b|\b(?:after|since) (?:the|a|our|their|that) (?:\w+ ){0,2}fire\b|\b(?:fire ?(?:brigade|dept|department|service|crew|fighters?)|firemen|they|he|she|we|i)(?: (?:quickly|soon|finally|eventually|came (?:\w+ )?and|came out and))? (?:had it out|put it out|got it out|had the fire out|put the fire out)\b|\b(?:fire ?(?:brigade|dept|department|service|crew|fighters?)|firemen|firies)\b(?: [\w']+){0,3} (?:came|come|arrived|were here|have been)\b(?: [\w',]+){0,3} (?:it'?s|its|it is|the fire'?s|the fire is) (?:all |completely |fully )?out\b|\bneighbou?rs?'? (?:\w+ )?(?:dryer|kitchen|shed|garage|car|flat|chimney|oven|bbq) (?:\w+ )?caught (?:on )?fire\b|\bfire\b(?: [\w']+){0,6} (?:was|were) (?:small|out|put out|contained|quick)\b|\bout in (?:a|one) (?:minute|second)\b|\b(?:it|the fire|the flames?|fire|flames?) (?:went|was|were) out (?:straight away|right away|at once|quickly|in (?:like |about |under )?(?:a |one |\d+ |a few |a couple of |few )?(?:minute|second|moment)s?)\b|\bfire (?:insurance|damage|claim|restoration|clean-?up)\b|\b(?:that|which) burn(?:t|ed)\b|\bfire (?:at|next door|in) (?:the |our )?neighbou?rs?\b|\bneighbou?rs?'? (?:house )?fire\b|\bhouse fire next door\b|\b(?:\w+'s|their|his|her) (?:\w+ )?(?:house|home|place|flat|kitchen) (?:had|caught) (?:an? )?(?:\w+ )?fire\b/.test(
      sentence,
    )) &&
  !/\b(?:full of smoke|smoke (?:is |'s )?(?:coming|pouring|filling|billowing)|flames(?! (?:were|went) out)|(?<!\b(?:was|were|had been) )smouldering|(?<!\b(?:was|were|had been) )smoldering)\b/.test(
    sentence,
  ) &&
  !/\b(?:still|again|now|right now)\b(?: \w+){0,3} (?:smoking|smoulder\w*|smolder\w*|burning|flames?|glow\w*|on fire)\b/.test(
    sentence,
  );
// A roof or a chimney stack rated in a survey report is a finding, not a climb.
const SURVEY_FINDING = (sentence: string) =>
  /\b(?:survey\w*|condition ratings?|homebuyers?|inspection report|report says)\b/.test(sentence) &&
  !/\b(?:climb\w*|get\w* up|go\w* up|up there|ladders?|myself|ourselves)\b/.test(sentence);
// A meter dug out of the snow is not the ground being dug.
const DIGGING_OUT_OF_SNOW = (message: string) =>
  /\b(?:snow\w*|drifts?|ice)\b/.test(message) &&
  /\bdig\w* (?:\w+ ){0,3}out\b/.test(message) &&
  !/\b(?:trench\w*|posts?|fence|footings?|stump|soil|dirt|lawn|garden|yard|shovel\w* (?:\w+ ){0,2}(?:ground|earth))\b/.test(
    message,
  );
// The dog, the foxes or the moles doing the digging, and nobody about to dig after them.
const DUG_BY_AN_ANIMAL = (message: string) =>
  /\b(?:dogs?|pupp(?:y|ies)|husk(?:y|ies)|terriers?|foxes|fox|badgers?|rabbits?|moles?|armadillos?|skunks?|raccoons?|gophers?|voles?|chickens|hens)\b/.test(
    message,
  ) &&
  // "I'm gonna dig a trench along the fence", "we dug out the old stump": digging of their own.
  !/\b(?:i|we)(?:'[a-z]+)? (?:[\w']+ ){0,2}(?:dig|dug)|\b(?:gonna|going to|plan\w* to|want to|need to|have to|will) dig/.test(
    message,
  );
// A second's whiff while a cylinder's regulator is pushed on, then nothing, is the connection.
// A hob's brief whiff before the ring catches is the unburnt gas of lighting it.
const LIGHTING_WHIFF = (message: string) =>
  /\b(?:whiff|smell|puff|waft)\w*(?: [\w',]+){0,10} (?:until|till|before|once) (?:the )?(?:ring|burner|flame|hob|it|gas) (?:catches|lights|lit|ignites|fires|takes)\b|\b(?:gone|goes|stops) (?:the moment|as soon as|once|when) (?:it|the (?:ring|burner|flame|hob|gas)) (?:catches|lights|lit|ignites|fires|takes)\b/.test(
    message,
  ) &&
  !/\b(?:lingers?|still smell\w*|hiss\w*|(?<!no )smell\w* (?:\w+ ){0,3}when (?:it'?s|it is) off)\b/.test(
    message,
  );
// Fireworks leave a struck-match, sulphur smell and grey powder behind.
const FIREWORKS_SMELL = (message: string) =>
  /\b(?:fireworks?|firecrackers?|sparklers?|crackers|rockets|gunpowder|bonfire night|guy fawkes)\b/.test(
    message,
  ) &&
  !/\bgas (?:smell|leak|hob|stove|cooker|range|oven|meter|line|pipe|bottle|cylinder|heater|fire|boiler)\b|\b(?:propane|lpg|hiss\w*|rotten eggs?)\b/.test(
    message,
  );
// "Yesterday the garage smelled of gas, a bottle's valve was a bit open; closed it, gone within
// the hour and today it's totally clear": a leak found, closed and gone a day later.
const LEAK_CLOSED_AND_GONE = (message: string) =>
  /\b(?:closed|shut|turned off|tightened) (?:off )?(?:the |its |that )?(?:valve|tap|knob|bottle|cylinder|tank)\b/.test(
    message,
  ) &&
  /\b(?:yesterday|last night|the other day)\b/.test(message) &&
  /\b(?:today|this morning|now)\b(?: [\w']+){0,3} (?:totally |completely |all |fully )?(?:clear|gone|fine)\b|\bno smell (?:at all )?(?:today|now|since)\b/.test(
    message,
  ) &&
  !/\bhiss\w*|\bstill (?:smell|a smell|a bit|faint|there)|\bstrong\w*\b|\bcomes? back\b/.test(
    message,
  );
// A whiff for a moment as a cylinder or regulator is connected, or the delivery driver's hose
// is unhooked from the tank, then nothing: the gas in the coupling.
const CYLINDER_SWAP_WHIFF = (message: string) =>
  /\b(?:chang|swap|connect|fit|push|put)\w* (?:on )?(?:the |a |new )?(?:\w+ ){0,3}(?:cylinder|bottle|regulator)\b|\b(?:unhook|disconnect|uncoupl|unscrew)\w* (?:\w+ ){0,3}(?:hose|nozzle|cylinder|bottle|regulator)\b/.test(
    message,
  ) &&
  ((/\b(?:\d+|a few|couple of|two|one|a) (?:sec|min|moment)\w*\b/.test(message) &&
    /\bthen (?:nothing|it'?s gone|no smell|fine)\b|\bno smell after\b|\bgone (?:in|after|within) (?:a|one|\d+|a few) (?:sec|min|moment)\w*\b/.test(
      message,
    )) ||
    // "A bit of gas smell when I swapped the bottle, gone now": the gas let out at the swap.
    (/\b(?:gone now|it'?s gone|(?:went|goes|gone) away|no smell now|can'?t smell it now)\b/.test(
      message,
    ) &&
      !/\bhiss\w*|\bstill\b|\bstrong\w*\b/.test(message)));
/** A bottled-gas smell the message itself explains and ends: a swap's whiff, a valve closed. */
const BOTTLE_SMELL_ENDED = (message: string) =>
  CYLINDER_SWAP_WHIFF(message) || LEAK_CLOSED_AND_GONE(message);
// "Water stands ankle deep till the drain empties": a slow shower drain, not a flood.
// A drain that is slow or blocked fills the tub or the tray: "ankle deep by the end".
const SLOW_DRAIN = (sentence: string) =>
  (/\b(?:drain\w*|plughole|shower tray|tub|bath)\b/.test(sentence) &&
    /\b(?:slow\w*|takes ages|takes forever|stands?|until|till)\b/.test(sentence)) ||
  (/\b(?:shower tray|shower|tub|bath)\b/.test(sentence) &&
    /\b(?:won'?t|doesn'?t|isn'?t|not) drain\w*|\bby the end\b/.test(sentence));
// A stain is what water left behind, not water on the light now.
const ONLY_A_STAIN = (sentence: string) =>
  /\bwater[- ]?(?:stain|mark|ring|damage)s?\b|\bstain\w*/.test(sentence) &&
  !/\b(?:drip\w*|leak\w*|pour\w*|wet|damp|trickl\w*|coming|running)\b/.test(sentence);

// After a thank-you for work done, more of the user's own work still to come ("next", "still").
const MORE_CLIMBING_AHEAD = ownPlanOr('next|tomorrow|this weekend|still');
// After a roof repair reported done, the user's own roof work still ahead.
const ROOF_WORK_STILL_AHEAD = ownPlanOr('need to|again|still');

// A rotten-egg smell put down to the drain is the user's guess; one "way worse than yesterday",
// giving someone a headache, or there "since I yanked the cooker out" is treated as gas until
// the gas company has been.
const SMELL_GROWING_OR_FELT =
  /\b(?:worse|stronger) (?:than|today|tonight|now|every|each|and (?:worse|stronger))\b|\bgetting (?:worse|stronger)\b|\bheadaches?\b|\bdizz\w*|\bnause\w*|\bqueasy\b/;
const SMELL_SINCE_A_MOVE =
  /\b(?:since|after|when) (?:i|we|he|she|they|my \w+) (?:\w+ )?(?:yanked|pulled|moved|took|disconnected|unplugged|shifted|slid|dragged|wheeled|knocked|bumped)\b/;
const DRAIN_GUESS_DOUBTED = (sentence: string) =>
  SMELL_GROWING_OR_FELT.test(sentence) || SMELL_SINCE_A_MOVE.test(sentence);

// What building departments and councils approve: the jobs a "do I need permission?" is about.
const NEEDS_APPROVAL =
  /\b(?:carports?|extension|decks?|pergola|garage|conversion|convert\w*|sheds?|outbuilding|loft|dormer|porch|conservatory|retaining wall|(?:boundary|garden|brick|block|perimeter|security) walls?|ramps?|stud wall|partition|basin|loo|toilet|bathroom|en-?suite|brick (?:up|in)|knock (?:through|down)|ledger|posts?|footings?|foundations?|drop(?:ped)? kerb)\b/;

export const SAFETY_RULES: readonly SafetyRule[] = [
  {
    id: 'gas-leak',
    triggers: [
      /\bsmell(?:s|ing|ed)? (?:of |like )?(?:natural |propane |lp |a )?gas\b/,
      // "Is there such a thing as a gas smell alarm?": a device, not a smell.
      /(?<!sewer )(?<!sewage )\bgas (?:smell|odou?r|leak)(?!\w* (?:alarms?|detectors?|sensors?|monitors?)\b)/,
      /\b(?:smells?|smelling|odou?r|stinks?) (?:like |of )?(?:rotten eggs?|sulfur|sulphur)/,
      /\b(?:smell|odou?r|stink)\w*(?: [\w',]+){0,5} like (?:\w+ ){0,2}(?:struck matches|a struck match|spent matches|rotten cabbage)\b/,
      /\b(?:leaking|hissing|escaping) (?:natural |propane )?gas\b(?! money| bills?| prices?)/,
      /\bgas (?:is |was )?(?:leaking|hissing|escaping)\b/,
      /\b(?:propane|natural gas) (?:leak|smell)/,
      /\brotten[- ]eggs? (?:smell|odou?r)/,
      /\bsmell\w* (?:\w+ ){0,2}like (?:a )?skunk\b/,
      /\bsmell\w* (?:\w+ ){0,3}like (?:the |a )?(?:cooker|stove|oven|hob|range|gas)(?:'s| has| is| was)? (?:been )?(?:left )?on\b/,
      /\b(?:like|of) (?:rotten|bad|off|boiled|old) eggs?\b/,
      /\b(?:smell\w*|odou?r|stench|whiff|stink\w*|reek\w*) (?:\w+ ){0,3}(?:of |like )?(?:natural gas|propane|lp gas|gas|mercaptan|sulfur\w*|sulphur\w*|struck match\w*|rotten eggs?)\b/,
      /\bsmell\w* (?:\w+ ){0,5}(?:bbq|propane|grill|gas) (?:tank|bottle|cylinder)\b/,
      /\b(?:smell\w*|reek\w*|stink\w*|stench|pong\w*|honk\w*|whiff),? (?:[\w']+,? ){0,6}(?:eggs?|rotten cabbage|cabbage|sulph\w*|sulf\w*)\b/,
      /\b(?:natural gas|propane|gas|sulfur|sulphur|rotten eggs?) (?:smell|odou?r|stench|whiff)\b(?! (?:alarms?|detectors?|sensors?|monitors?)\b)/,
      /\beggy\b|\bstruck[- ]match\w*|\bmercaptan\b|\bgas(?:sy|sie) (?:\w+ ){0,2}(?:smell|odou?r|whiff|pong|stink|niff|reek)\b|\bsmell\w* (?:\w+ ){0,2}gas(?:sy|sie)\b/,
      /\b(?:sulfur|sulphur) (?:\w+ )?(?:smell|odou?r)\b/,
      /\bhiss\w* (?:\w+ ){0,4}(?:stove|range|oven|furnace|fireplace|meter|gas|dryer|grill|tank)\b/,
      // "Worst beside the cooker, and there's a faint hiss from back there".
      /\b(?:cooker|stove|hob|oven|gas fire|gas heater)\b(?! hood| extractor| fan)(?: [\w',]+){0,12} (?:faint |little |slight |quiet |soft )?hiss(?:ing)?\b/,
      /\b(?:gas|explosive gas|natural gas|methane|propane) (?:detector|alarm|sensor|monitor)s? (?:\w+ ){0,3}(?:beep\w*|going off|went off|goes off|sound\w*|alarm\w*)/,
      /\b(?:burner|knob|stove|range|oven)s? (?:\w+ ){0,4}(?:left on|on without (?:a )?flame|not lit|unlit|didn'?t light)\b/,
      /\bhiss\w* (?:\w+ ){0,3}(?:by|near|at|from|around) (?:the |our |my )?gas (?:meter|line|pipe|valve)/,
    ],
    // A home with no gas at all: a rotten-egg smell there is a drain or the water. "The toilet
    // keeps refilling. There's a hissing from the tank": the cistern, told a sentence apart,
    // unless gas or a smell is named.
    // A new boiler's white plume on a cold day that a neighbour took for gas, with no smell.
    messageUnless: (message) =>
      BATTERY_GASSING(message) ||
      (STEAM_IN_THE_COLD(message) &&
        !/\b(?:smell\w*|odou?r|hiss\w*|eggy|rotten)\b/.test(message)) ||
      NO_GAS_HERE(message) ||
      REFRIGERANT_HISS(message) ||
      BOTTLE_SMELL_ENDED(message) ||
      LIGHTING_WHIFF(message) ||
      FIREWORKS_SMELL(message) ||
      (/\b(?:toilet|cistern|loo|dunny)\b/.test(message) &&
        !SMELL_WORD.test(message) &&
        !/\b(?:gas|propane|eggy|stunk|rotten|whiff|reek\w*)\b/.test(message)),
    // Rotten-egg hot water is bacteria and the anode rod; sewer gas is a dry trap; "gas" in a
    // car or a mower is petrol. A smell "like eggy petrol, strongest by the cooker" is the
    // cooker's gas, whatever it is likened to.
    unless: (sentence) =>
      (/\b(?:car|truck|vehicle|mower|lawnmower|petrol|gasoline|jerry can|gas can|fuel tank|motorbike|motorcycle|boat)\b/.test(
        sentence,
      ) &&
        !(
          /\b(?:cooker|hob|oven|range|stove|boiler|furnace|gas meter)\b/.test(sentence) &&
          /\blike (?:\w+ ){0,2}(?:petrol|gasoline)\b/.test(sentence)
        )) ||
      // "We had a gas smell back in March, the gas company fixed it".
      PAST_ONLY(sentence) ||
      // "Maple that hisses in the stove": wet firewood, not gas.
      (/\bhiss\w*/.test(sentence) &&
        /\b(?:wood|logs?|firewood|cords?|splits|maple|oak|birch|ash|pine|gum|sap|kindling)\b/.test(
          sentence,
        ) &&
        !/\bgas\b|\bsmell\w*|\bodou?r/.test(sentence)) ||
      // "It'll blow up if it leaks": a worry about a leak, not a leak.
      /\b(?:if|when) (?:it|there'?s|there is|they) (?:ever )?(?:leaks?|a leak)\b|\b(?:could|would|might|will) (?:\w+ )?leak\b/.test(
        sentence,
      ) ||
      DONE_BY_A_PRO.test(sentence) ||
      // "One that smells natural gas": a detector being chosen.
      choosingAnAlarm(sentence) ||
      // "Is that a gas leak thing or the water?", "if guests ever smell gas": a question or a
      // plan for what to do, not a smell anyone has now.
      /\b(?:is (?:that|it|this)|could (?:it|that|this) be|might (?:it|that) be|or) (?:a |an )?gas (?:leak|thing)\b|\b(?:for|about|after|with) (?:a|the) gas leak (?:next door|at (?:the )?neighbou?r'?s?|down the (?:road|street)|in the street|on the street)\b|\b(?:is|could|might|would) (?:it|that|this|the \w+) (?:be )?(?:leaking|escaping|giving off) gas\b|\b(?:if|when|in case) (?:you|they|guests?|anyone|someone|people|we|i|tenants?) (?:ever )?smell\w* (?:gas|something)\b/.test(
        sentence,
      ) ||
      // "My sister told me it's a gas leak": someone's guess, not a smell or a hiss.
      (/\b(?:told|tells|says?|said|thinks?|reckons?|convinced|insists?)\b(?: \w+){0,3} (?:it'?s|it is|its|we have|there'?s|there is|must be) (?:a )?gas leak\b/.test(
        sentence,
      ) &&
        !/\bsmell\w*|\bhiss\w*|\bodou?r\b|\bwhiff\b/.test(sentence)) ||
      /\b(?:detectors?|alarms?|sensors?|one) (?:that|which) (?:smells?|detects?|senses?)\b|\bworth (?:getting|buying|it)\b|\bshould i (?:get|buy)\b/.test(
        sentence,
      ) ||
      // A hissing toilet tank is a fill valve; a hissing tyre is air.
      // Steam off a pan or a spill on the hob hisses too.
      (/\b(?:toilet|cistern|fill valve|flapper|flush\w*|refill\w*|tires?|tyres?|radiator|kettle|pressure cooker|steam\w*|boil(?:ing|ed|s)? (?:over|water|dry)|simmer\w*|frying|pans?|pots?|spill\w*|preheat\w*)\b/.test(
        sentence,
      ) &&
        !/\bgas\b|\bsmell\w*|\bodou?r/.test(sentence)) ||
      (smellFromWaterOrDrain(sentence) &&
        !DRAIN_GUESS_DOUBTED(sentence) &&
        !/\bsmell\w* (?:\w+ ){0,2}(?:like|of) (?:natural )?gas\b|\bgas (?:smell|leak|stove|furnace|line|meter|dryer|appliance|heater|water heater|hot water|range|oven|fireplace|grill|hob|boiler)|\b(?:natural|propane) gas\b|\bmeter\b|\bboiler\b|\bpropane\b|\b(?:oven|stove|cooker|hob|furnace|pilot|fire|fireplace|heater|knob)\b/.test(
          sentence,
        )),
  },
  {
    // An odd smell at a gas appliance that is off, or with a whoosh or hiss.
    id: 'gas-leak',
    triggers: [
      /\bsmell\w* (?:\w+ ){0,3}(?:funny|odd|weird|strange|off|wrong)\b|\b(?:funny|odd|weird|strange) (?:\w+ )?(?:smell|odou?r|whiff)\b/,
    ],
    sentenceNeeds:
      /\b(?:stove|range|cooker|hob|oven|furnace|boiler|water heater|gas meter|gas dryer|fireplace|gas fire|gas line|gas pipe)\b/,
    messageNeeds:
      /\b(?:knobs? (?:are |were )?(?:all )?off|all (?:the )?knobs? (?:are |were )?off|(?:is|was|are|were) off|not on|whoosh\w*|hiss\w*|gas)\b/,
    unless:
      /\b(?:cook\w*|self[- ]clean\w*|burnt food|food|new oven|first (?:use|time)|dust|preheat\w*|dishwasher|fridge|mouse|mice|drain)\b/,
  },
  {
    // Dead grass or bubbles over a buried gas line.
    id: 'gas-leak',
    triggers: [/\bdead (?:grass|plants?|patch\w*|vegetation|ring|spot)\b|\bbubbl\w*/],
    // A toilet or drain that bubbles is the sewer's air, not gas through the soil; a bubble
    // test planned has found nothing yet.
    unless:
      /\b(?:toilets?|drains?|sinks?|baths?|tubs?|washer|washing machine|gurgl\w*|burp\w*|sewer|bowl|traps?)\b|\b(?:do|doing|did|will do|and do|then do|run|use) (?:the |a )?(?:soap(?:y)? )?(?:water )?bubble test\b|\b(?:when|whenever|every time|each time|as soon as) (?:the |i turn on the |we turn on the )?(?:sprinklers?|irrigation|tap|hose|water)\b(?: \w+){0,2} (?:came|come|comes|go|goes|went|turn\w*|kick\w*|switch\w*) on\b/,
    messageNeeds: /\bgas (?:meter|line|pipe|main|service)\b|\bmeter\b(?: \w+){0,6} gas\b/,
  },
  {
    // Gas described without the word: the smell a hob gives before it lights, rotten egg
    // "sort of" smells, a smell or whistle at the meter.
    id: 'gas-leak',
    triggers: [
      /\b(?:smell\w*|whiff|odou?r)\b(?: \w+){0,10} (?:before (?:it|they|the \w+) (?:lights?|catch(?:es)?|ignites?)|(?:when|as) (?:you |i |we )?(?:turn|switch)\w* (?:the |a )?(?:hob|stove|cooker|burners?|rings?|gas|oven)\w* on)\b/,
      /\brotten[- ]?eggs?\b/,
    ],
    messageNeeds: /\b(?:smell\w*|stink\w*|odou?r|whiff|reek\w*|pong\w*)\b/,
    messageUnless: (message) => NO_GAS_HERE(message) || BATTERY_GASSING(message),
    // A drain or the water smells of eggs too, unless the smell is at a gas appliance.
    unless: (sentence) =>
      (smellFromWaterOrDrain(sentence) &&
        !DRAIN_GUESS_DOUBTED(sentence) &&
        !/\b(?:oven|stove|cooker|hob|furnace|boiler|meter|gas|pilot)\b/.test(sentence)) ||
      // A second's whiff as the burner catches, then nothing, is the gas that reached the
      // burner before the spark lit it.
      (/\b(?:for )?(?:a|one|1|a split|half a) (?:second|sec|moment)\b/.test(sentence) &&
        /\bthen no (?:smell|odou?r)\b|\bno (?:smell|odou?r) (?:at all|after|afterwards|once)\b|\bthen (?:it|the smell|that)?(?:'s| is| has| goes| went)? ?(?:away|gone)\b/.test(
          sentence,
        )),
  },
  {
    // "It's stronger in the cupboard where the gas meter is", "strongest by the gas pipe": the
    // smell leads to the gas, whatever the user first blamed.
    id: 'gas-leak',
    triggers: [
      /\b(?:stronger|strongest|worse|worst)\b(?: [\w',]+){0,8} (?:gas meter|gas pipe|gas line|meter|gas cooker|gas hob|boiler|furnace)\b/,
    ],
    messageNeeds: /\b(?:smell\w*|stink\w*|odou?r|whiff|eggy|rotten eggs?|sulph\w*|sulf\w*)\b/,
    unless: (sentence) =>
      PAST_ONLY(sentence) ||
      /\bwater meter\b/.test(sentence) ||
      (smellFromWaterOrDrain(sentence) && !/\bgas (?:meter|pipe|line)\b/.test(sentence)),
  },
  {
    // A hiss heard in a conversation already about a smell at the gas meter.
    id: 'gas-leak',
    triggers: [/\bhiss\w*/],
    messageNeeds: [
      /\bgas meter\b|\bgas pipe\b|\bmeter\b(?: \w+){0,6} gas\b/,
      /\b(?:smell\w*|stink\w*|odou?r|whiff|eggy|rotten eggs?)\b/,
    ],
    unless: (sentence) =>
      PAST_ONLY(sentence) ||
      /\b(?:toilet|cistern|tyres?|tires?|kettle|radiator|pipes? (?:when|as) (?:the )?(?:water|tap))\b/.test(
        sentence,
      ),
  },
  {
    // A smell, hiss or whistle right at the meter where the pipe enters the ground.
    id: 'gas-leak',
    triggers: [/\b(?:stink\w*|smell\w*|reek\w*|odou?r|whistl\w*|hiss\w*)\b/],
    sentenceNeeds: /\bmeter\b/,
    messageUnless: NO_GAS_HERE,
    // "The gas company came out last Tuesday after I smelled something by the meter".
    unless: (sentence) =>
      PAST_ONLY(sentence) ||
      /\b(?:water meter|electric\w* meter|smart meter|parking meter|moisture meter|multi ?meter|meter box|came|fixed|tightened|repaired|last (?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/.test(
        sentence,
      ) ||
      // The meter in the box with the little switches is the electricity meter.
      /\b(?:switch(?:es)?|breakers?|fuses|fuse ?box|consumer unit|trip switch)\b/.test(sentence),
  },
  {
    // The gas smell from earlier is fading: still gas.
    id: 'gas-leak',
    triggers: [
      /\bsmell\w*(?:'s| is| has)? (?:\w+ ){0,2}(?:faded|fading|weaker|less|mostly gone|almost gone|died down|still there|lingering|hanging around)\b/,
    ],
    messageNeeds: /\b(?:smell\w* gas|gas smell|rotten eggs?|sulph\w*|sulf\w*|eggy|gas leak)\b/,
  },
  {
    // A bottled-gas or gas-pipe part that smells or leaks: "the regulator is giving smell".
    id: 'gas-leak',
    triggers: [/\bsmell\w*|\bodou?r|\bleak\w*|\bhiss\w*|\bstink\w*/],
    sentenceNeeds:
      /\b(?:lpg|lp gas|propane|gas (?:cylinder|bottle|tank|line|pipe|meter|hose|regulator|connection|fitting)s?|cylinder|regulator|calor)\b/,
    // A cylinder swap's whiff; "it'll blow up if it leaks" about a propane heat pump.
    // An electric hot water cylinder is no gas bottle.
    messageUnless: (message) =>
      BOTTLE_SMELL_ENDED(message) ||
      (/\b(?:hot water|copper|immersion|unvented|vented) cylinder\b|\bcylinder\b(?: [\w',]+){0,4} (?:electric|element|immersion)\b/.test(
        message,
      ) &&
        !/\b(?:gas|lpg|propane|calor|butane)\b/.test(message)) ||
      (/\b(?:r290|r-290|refrigerant|heat pump)\b/.test(message) &&
        !/\bsmell\w*|\bhiss\w*|\bodou?r/.test(message)),
    // The egg smell told as in the water from a tap, with the propane named only to rule it out
    // ("thinking gas leak but we don't even have gas, no propane either").
    unless: (sentence) =>
      (/\b(?:no |not any |never had |don'?t (?:even )?have (?:any )?)(?:propane|lpg|lp gas|bottled gas)\b/.test(
        sentence,
      ) &&
        !/\b(?:cylinder|bottle|tank|regulator|hose)\b/.test(sentence)) ||
      (/\b(?:from the (?:\w+ )?taps?|(?:hot|cold|kitchen|bathroom) tap|tap water|water itself)\b/.test(
        sentence,
      ) &&
        !/\b(?:hiss|whistl)\w*/.test(sentence)) ||
      /\b(?:car|truck|vehicle|mower|petrol|gasoline|air (?:cylinder|tank|compressor)|oxygen|scuba|co2|soda ?stream|oil tank|hot water cylinder|water cylinder|cylinder cupboard|copper cylinder|unvented cylinder)\b/.test(
        sentence,
      ) ||
      // "Enbridge came out, found a leaky fitting and replaced the regulator, leak test passed".
      (/\b(?:all sorted|came out|replaced|tightened|fixed|repaired|(?:leak|pressure) test passed|passed)\b/.test(
        sentence,
      ) &&
        !/\b(?:still|again|now (?:i|we) (?:smell|can smell)|myself|can i|should i)\b/.test(
          sentence,
        )) ||
      // "The farmhouse is big and leaky": draughty, not a gas leak.
      (/\b(?:house|home|farmhouse|place|cottage|cabin)\b(?: [\w',]+){0,8} leaky\b|\bleaky (?:old )?(?:house|home|farmhouse|windows?|doors?|place)\b/.test(
        sentence,
      ) &&
        !/\bsmell\w*|\bhiss\w*|\bodou?r/.test(sentence)),
  },
  {
    // Mercaptan described as onions or garlic, where a gas appliance is.
    id: 'gas-leak',
    triggers: [/\b(?:like|of) (?:\w+ )?(?:onions?|garlic)\b|\b(?:oniony|garlicky)\b/],
    messageNeeds:
      /\b(?:gas|furnace|boiler|water heater|stove|range|cooker|hob|oven|dryer|fireplace|meter|propane)\b/,
    unless:
      /\b(?:cook\w*|fried|frying|food|dinner|lunch|curry|neighbou?r\w*|drain\w*|bins?|garbage)\b|\b(?:bowl|plate|dish) of (?:\w+ )?onions?\b|\b(?:cut|halved|sliced) onions?\b/,
  },
  {
    // A hiss where gas comes into the house, or a garlic/gas-tank smell with propane around.
    id: 'gas-leak',
    // Acetylene smells of garlic too: a welder's bottle hissing at its valve.
    triggers: [/\bhiss\w*/, /\bgarlic\w*/],
    messageUnless: (message) => REFRIGERANT_HISS(message) || BATTERY_GASSING(message),
    sentenceNeeds:
      /\b(?:gas|meter|propane|lpg|lp|tank|bbq|smell\w*|stink\w*|reek\w*|bottles?|cylinders?)\b/,
    messageNeeds:
      /\b(?:gas|meter|propane|lpg|acetylene|oxy[- ]?acetylene|butane)\b|\byellow (?:plastic |poly )?(?:pipe|line)\b/,
    unless: /\b(?:tire|tyre|radiator|kettle|water heater|toilet|pipes? (?:bang|knock))\b/,
  },
  {
    // At a propane tank: a skunky or rotten-egg smell, a hiss at the regulator. NFPA 58 and
    // every supplier say leave it, no flames or engines, call the supplier.
    id: 'gas-leak',
    triggers: [/\bskunk\w*|\brotten[- ]?eggs?\b|\bhiss\w*/],
    sentenceNeeds: /\b(?:tanks?|regulator|valve|dome|lid|line|cylinder|bottle|pig)\b/,
    messageNeeds: /\b(?:propane|lpg|lp gas|bulk gas)\b/,
    unless: (sentence) =>
      PAST_ONLY(sentence) ||
      DONE_BY_A_PRO.test(sentence) ||
      /\b(?:filling|refill\w*|being filled|when (?:he|they) fill)\b/.test(sentence),
  },
  {
    // A flueless bottled-gas cabinet heater run where someone sleeps, the door shut: it burns
    // the room's air and puts its fumes into it (AS/NZS 5601 and the heater makers say never in
    // a bedroom or overnight, always with ventilation). Planned, it is ahead, not happening.
    id: 'carbon-monoxide',
    foreseen: 'heater-where-people-sleep',
    triggers: [
      // A gas water heater is flued and heats water, not the room.
      /\b(?:gas|lpg|calor|butane|propane|portable gas|bottled gas) (?!water |hot water )(?:\w+ )?heaters?\b|\bcabinet heaters?\b|\b(?:lpg|gas|calor) bottle (?:in the back|heater)\b/,
      // A camping heater named by its brand: "a Mr Heater Buddy (the propane one)".
      /\bmr\.? heater\b|\bheater buddy\b|\bbuddy heaters?\b|\b(?:propane|gas|butane|camping|paraffin|kerosene) one\b|\b(?:kerosene|paraffin|kero|unflued|flueless|ventless|vent-free) (?:\w+ )?heaters?\b/,
      // A patio heater brought indoors: "the tall mushroom one off a 13kg propane bottle".
      /\b(?:patio|mushroom|umbrella|pyramid|outdoor) (?:\w+ )?heaters?\b/,
    ],
    messageNeeds: [
      /\b(?:overnight|all night|at night|while (?:\w+ )?(?:sleep\w*|asleep)|bedroom|nursery|bubs?'?s? room|baby'?s? room|kids'? room|cot|crib|sleep\w* in|go to bed|crash\w* (?:on|in|out|there)|camp beds?|sleeping bags?|sleepovers?|air mattress\w*|(?:shut|close|seal)\w* (?:everything|it all|the \w+) up|(?:doors?|windows?) (?:\w+ ){0,2}(?:shut|closed))\b/,
      /\b(?:run|running|leave|leaving|keep|keeping|use|using|on low|have it on|put it)\b/,
    ],
    unless: (sentence) => PAST_ONLY(sentence) || /\b(?:flued|balanced flue)\b/.test(sentence),
    // Headaches or sickness already: it is happening, and the rules for that answer it.
    messageUnless: CO_ALREADY_FELT,
  },
  {
    // Charcoal lit in a greenhouse, shed, porch or tent to keep it warm, shut up for the night:
    // it gives off carbon monoxide as long as it glows (CDC: never in an enclosed space), and
    // a space built onto the house lets it in. Planned, it is ahead, not happening.
    id: 'carbon-monoxide',
    foreseen: 'charcoal-shut-in',
    triggers: [
      /\b(?:charcoal|briquettes?|heat beads|kettle (?:grill|bbq|barbecue)|weber|hibachi|bbq|barbecue|braai|hot coals)\b/,
    ],
    messageNeeds: [
      /\b(?:greenhouse|glass ?house|poly ?tunnel|conservatory|sun ?room|porch|shed|garage|tent|caravan|camper|cabin|lean-?to|hen ?house|chicken coop|coop|barn|stable)\b/,
      /\b(?:overnight|all night|till (?:the )?morning|until (?:the )?morning|(?:shut|close|seal)\w* (?:everything|it all|it|the \w+|all the \w+) (?:up|tight)|(?:shut|close|seal)\w* (?:up )?tight|keep (?:it|them|the \w+) (?:warm|frost[- ]free)|frost[- ]free|heat (?:it|the \w+) (?:up|overnight))\b/,
    ],
    // "My braai grid is thick with fat, I'll soak it overnight": a grill's parts being cleaned
    // burn nothing.
    unless: (sentence) =>
      PAST_OR_DONE_BY_A_PRO(sentence) ||
      (/\b(?:grids?|grates?|racks?|hotplates?|covers?|fat|grease)\b/.test(sentence) &&
        !/\b(?:light\w*|lit|burn\w*|glow\w*|smoulder\w*|smolder\w*|coals? (?:in|inside))\b/.test(
          sentence,
        )),
  },
  {
    // A generator put under the home (a trailer's skirting, a porch, the crawlspace): its
    // exhaust comes up through the floor into the rooms above.
    id: 'carbon-monoxide',
    triggers: [
      /\b(?:put|run|keep|slide|stick|set|park|place|tuck)\w* (?:it|the generator|the genny|the gen|the genset|the champion|the honda) (?:\w+ ){0,2}(?:under|beneath|below|in) (?:the |our |my )?(?:trailer|house|home|mobile home|caravan|rv|camper|porch|deck|floor|stairs|skirting|crawl ?space)\b|\b(?:behind|inside|under) the skirting\b/,
    ],
    messageNeeds: /\b(?:generators?|genny|genset|gen)\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // "Picked up a used propane heater. Can we use it in the living room?": the heater named,
    // then taken indoors in the next sentence.
    id: 'carbon-monoxide',
    triggers: [
      /\b(?:use|run|put|light|keep|have)\w* (?:it|them|one|this|that) (?:in|inside) (?:the |a |an |our |my |their )?(?:\w+ )?(?:living room|lounge|bedroom|house|room|kitchen|garage|basement|tent|caravan|cabin|flat|apartment)\b|\b(?:use|run|light)\w* (?:it|them|one) (?:inside|indoors)\b/,
    ],
    // A generator has rules of its own, running there now or planned.
    messageNeeds:
      /\b(?:(?:propane|kerosene|paraffin|butane|camping|camp|portable gas|calor|patio|gas bottle|lpg) (?:\w+ )?(?:heaters?|stoves?|lanterns?)|charcoal|hibachi|bbq|barbecue|tank[- ]top)\b/,
    // A battery power station burns nothing, whatever generator it is bought instead of.
    messageUnless:
      /\b(?:electric|oil[- ]filled|fan) heaters?\b|\bvented\b|\bflued\b|\bindoor[- ]safe\b|\b(?:portable |battery )?power stations?\b|\bsolar generators?\b|\bbattery (?:generators?|backups?)\b|\b(?:ecoflow|jackery|bluetti)\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    id: 'carbon-monoxide',
    triggers: [
      /\b(?:co|carbon monoxide|co2?) (?:alarm|detector|monitor|sensor)s? (?:\w+ ){0,5}(?:going off|went off|goes off|go off|sounding|sounded|beep\w*|alarm(?:ing|ed)|screaming|blaring|triggered|(?:reading|reads|read|showing|shows|showed|said|displayed)\b(?! (?:0|zero|nothing|normal|fine|ok)\b)|hit|jumped|keeps going)/,
      /\b(?:alarm|detector)s? (?:\w+ ){0,2}(?:says|shows|reads|displays) (?:co|carbon monoxide)\b/,
      /\b(?:alarm|detector|thing)s?(?: \w+){0,6} (?:with |marked |labelled |labeled |saying )?co\b(?: on it)?(?: \w+){0,6} (?:beep\w*|going|alarm\w*|sound\w*|screen)/,
      /\b(?:display|screen|readout|lcd|number) (?:\w+ ){0,2}(?:says|shows|reads|showing|reading|displays) (?:co|carbon monoxide|\d{2,3})\b|\b(?:four|4) (?:\w+ )?beeps\b|\b\d{2,3} ?ppm\b/,
      // Chirps are read too, so that the chirp exception below can say no to them.
      /\b(?:co|carbon monoxide) (?:alarm|detector|monitor|sensor)s? (?:\w+ ){0,10}(?:beep\w*|chirp\w*|going off|sounding|screen\w*|display\w*|reading)/,
      /\bcarbon monoxide (?:poisoning|leak|levels?|reading|is|in the)\b/,
      /\b(?:co|carbon monoxide) (?:leak|poisoning)\b/,
      /\b(?:headaches?(?! (?:are |have |has |is )?(?:all )?(?:gone|stopped|cleared|better|over|eased))|pounding head|splitting head|sick to (?:my|his|her|our|their) stomachs?|dizz\w*|nause\w*|light[- ]?headed|drowsy|vomit\w*|flu[- ]like|flu symptoms|flu(?:-|,| )(?:ish|type)|queasy|feel\w* sick(?! of| and tired)|get\w* sick(?! of| and tired)|(?<!\b(?:i'?m|i am|im|we'?re|we are) (?:a bit |bit |so |totally |really |quite |very |kinda |a little |just )?)confused\b(?! (?:these days|lately|with (?:her|his) age|since (?:her|his) stroke|about|by|with|as to|on|over|what|which|how|why|whether|if)\b)|confusion|lethargic|sleepy|groggy|fainted|passed out|giddy|woozy|heavy[- ]head\w*|feel\w* faint|felt faint|blacked out|(?:he|she|i|they|mum|mom|dad|nan|gran) collapsed)\b/,
      VOMITED,
      /\b(?:black|sooty|soot) (?:marks?|streaks?|stains?|deposits?) (?:\w+ ){0,3}(?:around|on|above|near) (?:the )?(?:casing|case|boiler|furnace|heater|flue|vent|burner|cover)\b/,
      /\b(?:flame|flames|pilot) (?:\w+ ){0,6}(?:is |are |looks? |burns? |turned )?(?:yellow|orange|lazy|floating|lifting)\b/,
      /\b(?:flue|vent pipe|exhaust pipe|chimney pipe|exhaust vent|vent connector) (?:\w+ ){0,7}(?:came apart|disconnected|fell|fallen|loose|separated|came off|rusted through|has holes?|blocked|clogged)\b/,
      /\b(?:charcoal|grill|hibachi|propane heater|kerosene heater|camp stove|patio heater) (?:\w+ ){0,3}(?:inside|indoors|(?:in|into) the (?:attached |detached |double |single |closed )?(?:garage|house|basement|tent|kitchen|shed|porch))\b/,
      /\b(?:generator|genny|genset|gen)(?:'s)? (?:\w+ ){0,4}(?:in|inside) (?:the |my |our )?(?:small |little |attached |double |single |closed |shut |back |front |side )?(?:garage|basement|house|home|kitchen|shed|porch|store|store ?room|storeroom|pantry|utility room|laundry|boot room)\b/,
      /\b(?:oven|stove|range|hob|cooker|burners?)\b(?: \w+){0,6} (?:to heat|for heat|as (?:a )?heat(?:er|ing)?)\b|\bheat\w* (?:the |our |my )?(?:house|home|kitchen|room|flat|apartment) with (?:the |our |my )?(?:gas )?(?:oven|stove|range|hob|cooker|burners?)\b/,
      /\b(?:warm\w*|idl\w*|run\w*|start\w*|rev\w*) (?:\w+ ){0,2}(?:car|truck|engine|van|motor ?bike|motorcycle|mower|quad)\b(?: \w+){0,2} (?:up )?(?:in|inside) (?:the |our |my |an? )?(?:\w+ )?(?:garage|shed|barn|workshop)\b/,
      /\b(?:(?:propane|kerosene|paraffin|butane|camping|camp|portable gas|calor|patio) (?:\w+ )?(?:heaters?|lanterns?)|(?:camping|camp|butane|portable gas) (?:\w+ )?stoves?|charcoal (?:\w+ )?(?:grill|bbq|barbecue|burner))\b(?: \w+){0,6} (?:inside|indoors|overnight|all night|to sleep|while (?:we |they |he |she |i )?sleep\w*|in (?:the |a |an |my |our |his |her |their )?(?:\w+ )?(?:garage|tent|trailer|caravan|camper|rv|bedroom|room|house|basement|shed|cabin|van|boat|kitchen|porch|workshop|conservatory|nursery))\b/,
      new RegExp(
        `\\b(?:charcoal|hibachi|bbq|barbecue|fire ?pit|${COAL_BRAZIER})\\b(?: \\w+){0,4} (?:in|into|inside) (?:the |our |my |a )?(?:\\w+ )?(?:fireplace|hearth|living room|lounge|front room|family room|bedroom|room|house|flat|apartment)\\b`,
      ),
      /\b(?:car|truck|engine|mower|generator) (?:\w+ ){0,2}running (?:in|inside) (?:the |my |our |an? )?(?:closed |attached )?(?:garage|basement)/,
    ],
    // Symptoms count only next to something that burns fuel.
    messageNeeds: new RegExp(
      `\\b(?:co|carbon monoxide|furnace|heater|boiler|fireplace|stove|generator|gen|genny|genset|heat|heating|exhaust|garage|car|chimney|flue|gas|alarm|detector|wood ?stove|kerosene|propane|charcoal|grill|burner|pilot|vents?|filter|hvac|fumes|coal|chulh?a|${COAL_BRAZIER})\\b`,
    ),
    // A chirp is the battery, unless the user says this is not the chirp. A generator kept in
    // the shed that "won't start" burns nothing.
    // Symptoms in a home with nothing that burns fuel ("all electric, no gas anything") and no
    // engine, fire or alarm named: a headache from new-floor fumes is not carbon monoxide.
    // Nothing burns in the home, or nothing does and the CO alarm there reads zero ("all electric,
    // no fireplace, I put a CO alarm in anyway and it reads zero").
    // A burner that lives outside ("under the patio roof") with a lazy flame sooting the pots
    // burns in open air: nobody breathes its fumes in a room.
    messageUnless: (message) =>
      (/\ball[- ]electric\b|\bno gas\b/.test(message) &&
        (!/\b(?:generators?|genny|car|engine|wood|fire(?:place)?|stove|burner|charcoal|kerosene|paraffin|propane|oil|pellet|bbq|grill|co|carbon monoxide|alarm|detector)\b/.test(
          message,
        ) ||
          CO_ALARM_QUIET.test(message))) ||
      BURNS_OUTSIDE(message),
    unless: (sentence) =>
      // "Headaches from the smell" of the resin: the product's fumes (the chemicals rule).
      (UNWELL_FROM_PRODUCT_FUMES(sentence) && !FUEL_BURNER.test(sentence)) ||
      (/\b(?:generator|genny|genset|gen)\b/.test(sentence) &&
        /\b(?:won'?t|wont|doesn'?t|didn'?t|will not|can'?t get it to) (?:start|run|turn over|fire)\b/.test(
          sentence,
        ) &&
        !/\bheadaches?|\bdizz|\bnause|\balarm|\bdetector|\bsick\b/.test(sentence)) ||
      // A single beep once a minute is the same battery or end-of-life signal.
      alarmChirpOnly(sentence) ||
      // Where a generator will run is a danger ahead (its own rule), not one happening; so is
      // a charcoal grill or a camp heater still to be lit ("I'm going to fire up the charcoal
      // BBQ inside the garage").
      GENERATOR_PLANNED(sentence) ||
      (BURNER_TO_BE_LIT.test(sentence) && !RUNNING_OR_FELT.test(sentence)) ||
      // "The previous owner left a generator in the garage": kept there, not running.
      (/\b(?:left|leaves|sitting|sits|kept|parked|came with)\b/.test(sentence) &&
        GENERATORS.test(sentence) &&
        !RUNNING_OR_FELT.test(sentence)) ||
      // A charcoal radon test kit burns nothing.
      /\bcharcoal (?:\w+ )?(?:test|canister|kit|filter|detector)s?\b/.test(sentence) ||
      // "Pressed test and it beeped like it should": the test button, not a reading.
      /\b(?:press\w*|push\w*|hit|held|hold\w*) (?:the )?test\b|\btest button\b|\btest(?:ed|ing|s)? (?:the |my |our |his |her |each )?(?:co |carbon monoxide |smoke )?(?:alarm|detector)s?\b|\b(?:if|when|in case) (?:it|the alarm|the detector|they|one) (?:ever )?(?:goes|go|sounds?) off\b/.test(
        sentence,
      ) ||
      // "The engineer found the flue blocked by a nest and condemned it": the fault a
      // professional found and made safe, told afterwards.
      (reportedFinding(sentence) &&
        /\b(?:condemned|capped|red[- ]?tag\w*|disconnected|isolated|replaced|fixed|cleared)\b/.test(
          sentence,
        )) ||
      // A lazy flame on a grill outdoors fills no room with fumes.
      (/\b(?:bbq|barbecue|grill|weber|braai|patio heater|fire ?pit|camp stove)\b/.test(sentence) &&
        /\bflames?\b/.test(sentence) &&
        !/\b(?:inside|indoors|garage|house|kitchen|tent|basement|headaches?|dizz\w*|nause\w*|alarm)\b/.test(
          sentence,
        )) ||
      // "After my neighbour's CO alarm went off last year": history, unless it is back or keeps
      // happening ("after a batch day we both get headaches, last week she almost passed out").
      (PAST_ONLY(sentence) &&
        !/\b(?:again|now|since|get|gets|getting|keeps?|every time|each time|whenever|always)\b/.test(
          sentence,
        )) ||
      // "The CO monitor reads 0": the reading says there is none.
      (/\b(?:reads?|reading|says|shows|showing|displays?|at) (?:0|00|zero|nothing)\b(?![.,]\d)/.test(
        sentence,
      ) &&
        !/\b[1-9]\d*\s*ppm\b|\b(?<!smoke (?:alarm|detector)s? )(?:went|goes|going|gone) off\b|\b(?:sounding|beeping|blaring|screaming)\b/.test(
          sentence,
        )) ||
      choosingAnAlarm(sentence) ||
      (!alarmSoundingOrSomeoneUnwell(sentence) &&
        /\b(?:should|do|can|shall) (?:i|we) (?:\w+ )?(?:get|buy|install|put|fit|add|have)\b(?![^.?!]{0,40}\b(?:going off|went off|beep\w*|sounding|screen))|where (?:to|should i) (?:put|install|mount)|\b(?:does (?:this|that|it) mean|do (?:i|we) have|could (?:it|there) be|is (?:there|it)) (?:\w+ ){0,3}carbon monoxide\b/.test(
          sentence,
        )) ||
      // "Fire dept found the flue loose and the gas company fixed it": the cause, dealt with.
      (reportedRepair(sentence) &&
        /\b(?:fixed|replaced|repaired|sorted|reconnected|cleared|serviced|capped|all clear|signed off|tested everything)\b/.test(
          sentence,
        ) &&
        !/\b(?:still|again|keeps?|since then|now (?:we|i|they|she|he)|red[- ]?tag\w*|condemned|do not use)\b/.test(
          sentence,
        )),
  },
  {
    // Silencing a combined smoke/CO alarm that sounds whenever the heating runs.
    id: 'carbon-monoxide',
    triggers: [
      /\b(?:disabl\w*|pull\w* (?:out )?the battery|battery out|tak\w* (?:it |the \w+ )?down|unplug\w*|silenc\w*|switch\w* (?:it )?off|cover\w*) (?:(?!so |that |which |for )\w+ ){0,4}(?:it|alarm|detector)\b/,
    ],
    messageNeeds: [
      /\b(?:co|carbon monoxide|combo|combination)\b/,
      /\b(?:furnace|boiler|heater|heating|gas|fire|stove)\b/,
    ],
    // One chirping for its battery or its end of life ("the screen says END") warns of
    // nothing in the air: unplugging it until a new one comes silences no reading.
    messageUnless: alarmChirpOnly,
  },
  {
    // Soot around a gas appliance; soot on a wood burner's hearth or a candle jar is soot.
    id: 'carbon-monoxide',
    triggers: [/\bsoot\w*/],
    // Soot told at an outlet, a power point or a plug, with no flued appliance named, is the
    // wiring's fire, not a flue's ("the wall above the point has a black sooty mark").
    // Nor "is it soot from something? The boiler was serviced, CO alarm's fine": a question
    // about marks, with the alarm quiet and nobody unwell.
    messageUnless: (message) =>
      BURNS_OUTSIDE(message) ||
      (CO_ALARM_QUIET.test(message) && !someoneUnwell(message)) ||
      (/\b(?:outlets?|sockets?|power ?points?|point|plugs?|powerboards?|power strips?|faceplate)\b(?: \w+){0,6} (?:sooty?|soot)\b|\b(?:sooty?|soot)\b(?: \w+){0,4} (?:above|over|around|on|behind) (?:the |a )?(?:\w+ )?(?:outlets?|sockets?|power ?points?|point|plugs?|powerboards?|faceplate)\b/.test(
        message,
      ) &&
        !/\b(?:furnace|boiler|flue|vent|burner|pilot|geyser)\b/.test(message)),
    messageNeeds: /\b(?:furnace|heater|boiler|gas|geyser|water heater|flue|vent|burner|pilot)\b/,
    // "Soot" that is furry and spreads round a water mark is mould, whatever it is called.
    unless:
      /\b(?:hearth|wood ?burner|log burner|wood ?stove|fireplace|candles?|chimney sweep|bricks?|brickwork|glass|bbq|barbecue|furry|fuzzy|hairy|water mark|water stain|spreading)\b/,
  },
  {
    id: 'electrical-fire',
    // A brown ring on the ceiling round a light, with nothing hot, humming or smelling, is what
    // a leak from above leaves. A new heater's burn-off explains a smell, not a plug or lead
    // gone brown or melted.
    messageUnless: (message) =>
      (explainedBurning(message) && !MARKED_BY_HEAT.test(message)) ||
      (STATIC_SHOCKS(message) && !HOT_OR_SMELLING.test(message)) ||
      // Melted wiring found in the damage of a fire that is over, with nothing hot, smelling
      // or sparking now: the rebuild's wiring, not a fire.
      (FIRE_OVER(message) && !SIGN_NOW.test(message)) ||
      // "Definitely coming from the empty plot where they burn rubbish, not from our flat".
      (/\b(?:burn\w* (?:the |their |some )?(?:rubbish|garbage|trash|leaves|stubble|waste)|(?:rubbish|garbage|trash|stubble|waste) burning)\b/.test(
        message,
      ) &&
        /\bnot (?:from )?(?:in )?(?:our|my|the) (?:flat|house|home|apartment|place|unit)\b|\b(?:coming|comes) from (?:the |a )?(?:\w+ ){0,3}(?:plot|field|street|neighbou?r\w*|outside|lot|site|farm)\b/.test(
          message,
        )) ||
      (/\bceiling\b/.test(message) &&
        /\b(?:rings?|stains?|tide ?marks?)\b/.test(message) &&
        !/\b(?:scorch\w*|burn\w*|melt\w*|smell\w*|hot|warm|spark\w*|smok\w*|charred|humm\w*|buzz\w*|crackl\w*)\b/.test(
          message,
        )) ||
      // In a rewireable fuse the wire melting is the fuse blowing, as it should, when nothing
      // smells, smokes or is marked.
      (/\bfuse wire\b|\brewir(?:e|ea)ble\b|\b(?:ceramic|pull[- ]?out) fuses?\b|\bfuse (?:carriers?|holders?)\b/.test(
        message,
      ) &&
        !/\b(?:smell\w*|smok\w*|scorch\w*|charred|brown|black\w*|hot|warm|spark\w*|crackl\w*|buzz\w*)\b/.test(
          message,
        )),
    triggers: [
      /\b(?:burning|burnt|burned|scorch\w*|melting|melted|electrical?|hot plastic(?:k?y)?|hot dusty|fishy|smoky) (?:sort of |kind of )?(?:plastic(?:k?y)? |rubbery )?(?:smell|odou?r|stench)/,
      /\bsmel[lt]\w* (?:[\w']+ ){0,2}(?:singey|singed|singeing|scorchy|burny)\b|\b(?:singey|scorchy|burny) (?:smell|odou?r)\b/,
      /\b(?:smell|stink|reek|pong)\w* (?:[\w']+ ){0,2}(?:like |of )?(?:burning(?! (?:wood|leaves|rubbish|garbage|trash|toast|food|paper|timber|logs?)\b)|burnt|something burning|melting|melted|hot plastic|electrical|fish)\b/,
      /\bsmell\w* (?:[\w']+ ){0,3}like (?:a |an )?(?:[\w']+ )?iron\b|\bsmells? (?:[\w']+ )?(?:burned|burnt|scorched|singed)\b/,
      // "A sparks" is the tradesman (Irish and British slang), as "the sparky" is.
      /\b(?<!(?:apprentice|trainee|qualified|licensed|local|friendly) )(?:spark(?:ing|ed|ed out)?|(?<!\ba )sparks)\b(?! (?:says|said|reckons|told|mate|friend|who|came|is|was|has|'s|quoted|arrest\w*|guards?|screens?|plugs?))|\b(?:is|was|been|getting|went|looks?|bit|all) sparky\b/,
      /\barc(?:ing|ed|s)\b|\barc flash/,
      new RegExp(
        `\\b(?:popped|banged|a (?:loud )?(?:pop|bang|flash)|flash(?:ed|es|ing)?)\\b(?: \\w+){0,5} ${ELECTRIC_THING}|\\b${ELECTRIC_THING}(?: \\w+){0,5} (?:popped|banged|flashed)\\b|\\b(?:popped|banged) with a (?:flash|spark)`,
      ),
      /\b(?:blue|white|orange|bright) (?:flash|flashes|sparks?|light)\b(?: \w+){0,6} (?:switch|outlet|socket|plate|plug|panel|breaker)/,
      /\b(?:switch|outlet|socket|plate|plug|panel|breaker)(?: \w+){0,6} (?:blue|white|orange|bright) (?:flash|flashes|sparks?)\b/,
      new RegExp(
        `\\b${ELECTRIC_THING} (?:[\\w']+ ){0,8}(?:is |are |was |were |gets? |getting |feels? |felt |running |seems )?(?:really |very |too |super |quite )?(?:hot(?! (?:tub|water|wire|side|leg|terminal|lead|and neutral|towel|wax|glue|plate|stone|pot|taps?|shower|bath|press|cylinder|tank))|melt\\w*|scorch\\w*|discolou?r\\w*|charred|(?<!\\b(?:i|we|you) )smok(?!ers?\\b)\\w*|blacken\\w*|crispy|(?:turned|gone|going) (?:a (?:bit|little) |slightly |all )?(?:brown|black))\\b`,
      ),
      /\b(?:outlets?|receptacles?|sockets?|plugs?|cords?|panel|breakers?|breaker box|cover plates?|wall plates?|face ?plates?|plate|switch(?:es)?) (?:[\w']+ ){0,6}(?:is |are |was |were |gets? |getting |feels? |felt )?hot to (?:the )?touch\b/,
      /\bwall (?:[\w']+ ){0,2}(?:around|near|behind|by|next to|above|below) (?:the |an? )?(?:outlet|socket|receptacle|switch|panel|plug)s? (?:[\w']+ ){0,2}(?:is |feels |was |gets )?(?:warm|hot)\b/,
      /\b(?:scorch\w*|melt\w*|charred|burn marks?) (?:[\w']+ ){0,8}(?:cords?|plugs?|extension|wires?|outlets?|sockets?)\b/,
      // "The big red cable has the insulation gone all shiny and bubbled".
      /\b(?:cables?|wires?|wiring|leads?|cords?|insulation)\b(?: [\w']+){0,10} (?:bubbl\w*|blister\w*)/,
      /\bsmells? (?:[\w']+ ){0,2}(?:hot(?! (?:water|taps?|tub|shower|side|linseed|oil|rags?|stain|varnish|tar))|electrical)\b/,
      /\bsmell\w* (?:[\w']+ ){0,2}like (?:a |an )?(?:hair ?dryer|hairdryer|overheated|overheating|hot motor|burning dust|burning rubber)\b/,
      new RegExp(
        `\\b(?:crackl\\w*|sizzl\\w*|fizz\\w*)\\b(?: \\w+){0,6} ${ELECTRIC_THING}|\\b${ELECTRIC_THING}(?:\\W{1,3}[\\w-]+){0,14} (?:crackl\\w*|sizzl\\w*|fizz\\w*)`,
      ),
      new RegExp(
        `\\b(?:hot(?! tub| water)|melted|melting|scorched|burn(?:t|ed|ing)|charred|blackened|discolou?red) (?:[\\w']+ ){0,2}${ELECTRIC_THING}\\b`,
      ),
      /\b(?:burn|scorch|black|soot|brown) (?:marks?|spots?|stains?) (?:on|around|near|by) (?:the |an? |my )?(?:outlet|socket|receptacle|switch|plug|panel|breaker|cover)|\b(?:brown\w*|black\w*|scorch\w*) (?:rings?|marks?|stains?|patch\w*)\b(?: [\w']+){0,6} (?:round|around|near) (?:the )?(?:edge of the )?(?:housing|fan|fitting|light|outlet|socket|switch|rose|base|canopy)\b/,
    ],
    // Dust burning off a heater at the start of the season, cooking, and sparks that are not
    // electrical faults ("spark plug", the stove's igniter) are not this emergency; a burning
    // smell in the laundry room is the dryer's own fire rule unless a plug or cord is named.
    unless: (sentence) =>
      // A Jacob's ladder is a toy made to spark.
      /\bjacob'?s ladder\b/.test(sentence) ||
      // A cut-off saw's or a grinder's sparks are hot metal, not wiring; a transformer on the
      // pole that blew is the utility's.
      (TOOL_SPARKS.test(sentence) && !new RegExp(`\\b${ELECTRIC_THING}\\b`).test(sentence)) ||
      // Sparks out of the top of a flue or a chimney are a fire in it (the smoke-fire rules'),
      // not wiring.
      FLUE_SPARKS.test(sentence) ||
      // The old scorch left on the wall round the socket that replaced the burnt one, with
      // nothing hot, smelling or sparking now.
      (/\b(?:around|round|behind|near|by|under|above) (?:the )?new (?:socket|outlet|switch|plug|receptacle|power point)\b/.test(
        sentence,
      ) &&
        !/\b(?:smell\w*|smok\w*|hot|warm|spark\w*|crackl\w*|buzz\w*|fizz\w*|melt\w*)\b/.test(
          sentence,
        )) ||
      // "Worried about sparks and leaves" from the pizza oven: sparks feared, not seen.
      /\b(?:worried|worry|worries|concerned|afraid|scared|fear)\b(?: [\w']+){0,2} (?:about|of|that) (?:the )?(?:\w+ )?sparks?\b/.test(
        sentence,
      ) ||
      /\btransformers?\b(?: [\w']+){0,6} (?:blew|blown|exploded|popped|went bang)\b/.test(
        sentence,
      ) ||
      REWIRABLE_FUSE_BLOWN(sentence) ||
      lingeringSmell(sentence) ||
      // "Touch them together with a screwdriver to see a spark", "if it sparks it's good": a
      // spark planned as a test, not seen.
      /\b(?:to|and) (?:see|get|make|check for) (?:a |the |any |some )?sparks?\b|\bmake (?:it|them) spark\b|\bif (?:it|they|(?:you get|there'?s|there is) (?:a |any )?) ?sparks?,? (?:(?:then )?(?:it'?s|its|it is|they'?re|that means|that'?s)) (?:good|ok|okay|fine|working|charged|alive)\b/.test(
        sentence,
      ) ||
      // A brown or melted mark on the old device the user has just taken out is what the fault
      // left behind, with the power off: the wiring warnings say what to do about it. Not when
      // it smells, sparks or is warm.
      TRACE_ON_A_DEVICE_TAKEN_OUT(sentence) ||
      // A crackle or a flash from a power strip sitting in flood water is the water carrying
      // the current (the water-and-electricity emergency), unless it smokes, smells or melts.
      (SITTING_IN_WATER.test(sentence) &&
        !/\b(?:smok\w*|smell\w*|burn\w*|melt\w*|scorch\w*|flames?|fire|hot)\b/.test(sentence)) ||
      // A tiny spark at the pins as a plug goes in is the load's current starting; with
      // heat, a smell, marks or a bang it is a failing contact, and this class.
      (/\b(?:tiny|small|little|wee|faint|brief|quick|teeny)\b(?: \w+){0,2} (?:sparks?|flash(?:es)?)\b/.test(
        sentence,
      ) &&
        /\b(?:plug\w* (?:[\w']+ ){0,4}in(?:to)?|push\w* (?:[\w']+ ){0,3}in(?:to)?|insert\w*|put (?:the |a )?plug in)\b/.test(
          sentence,
        ) &&
        !saidUndenied(HEAT_SMELL_OR_MARKS, sentence)) ||
      // A breaker that "popped" tripped; a pop with a bang, a flash or a smell is this class.
      (/\b(?:breakers?|fuses?|rcds?|gfcis?|trip switch|safety switch)\b(?: \w+){0,3} popped\b|\bpopped (?:the |a )?(?:breaker|fuse)\b/.test(
        sentence,
      ) &&
        !saidUndenied(BANG_OR_BURNING, sentence)) ||
      // A fishy smell is hot electrical plastic, not lint, whatever runs at the time.
      (/(?<!hair )(?<!blow )\b(?:dryer|lint|laundry room)\b/.test(sentence) &&
        !/\b(?:outlet|plug|cord|socket|panel|breaker|fuse ?box|fuse|the box|consumer unit)s?\b|\bfishy\b/.test(
          sentence,
        )) ||
      // "Saw a post saying they melt sockets": what others say happens, not what did here.
      /\b(?:saw|seen|read|watched)\b (?:a |an |some |this |that |on )?(?:\w+ )?(?:posts?|videos?|articles?|threads?|comments?|reels?|tiktoks?|online|somewhere)\b(?: [\w']+){0,4} (?:saying|says|said|that)\b/.test(
        sentence,
      ) ||
      /\bspark ?plugs?\b|\b(?:the|a|my|our|an) spark(?:y|ie)s?\b|\bsparkies\b|\bigniter|\bignitor|\bgrinder|\bwelding|\bflint|\bpilot\b(?! holes?)|\bfireplace\b|\bcampfire\b|\bfire ?pits?\b|\bchimineas?\b|\bfire ?works?\b|\bfirecrackers?\b|\bsparklers?\b|\bsparks? (?:joy|interest|an idea)|\bheat gun\b|\bsolder\w*|\bflux\b|\b(?:burnt|burning|stripping) paint\b|\bstatic\b|\bdoor ?(?:handle|knob)s?\b|\bdoorknobs?\b|\bcarpet\b|\bpop[- ]?up\b|\b(?:pull\w*|unplug\w*)\b(?: [\w']+){0,8} (?:while|when) (?:it'?s |its |it is |it was )?(?:still )?(?:running|on)\b|\bpop(?:ped|ping|s)? (?:the |a |an )?(?:\w+ ){0,2}(?:plates?|covers?|lids?|grilles?|caps?) off\b|\b(?:foil|fork|spoon|metal rim|gold rim|metallic|twist tie)\b|\b(?:chimney|stove ?pipe|wood ?stove|wood ?burner|log burner)\b|\bdoorbell|\b(?:16|24) ?v\b|\blow[- ]voltage\b/.test(
        sentence,
      ) ||
      // Hot as in live: "wire the cut end on so it's always hot", or "the big wires at the top
      // are still hot, so I'll use insulated screwdrivers" (what stays energised with the main
      // off); unless a sign of heat is named too.
      ((/\b(?:always|permanently) (?:hot|live)\b/.test(sentence) ||
        (/\b(?:still|stay|stays|remain|remains) (?:hot|live)\b/.test(sentence) &&
          /\b(?:insulated|tester|volt\w*|main (?:off|breaker|switch)|(?:flip|switch|turn)\w* (?:the |it )?(?:\w+ )?off)\b/.test(
            sentence,
          ))) &&
        !/\b(?:smell\w*|smok\w*|scorch\w*|melt\w*|burn\w*|brown|black\w*|spark\w*|to (?:the )?touch)\b/.test(
          sentence,
        )) ||
      // Dust burning off a heater at the start of the season, or cooking, unless wiring is named
      // or the sign is at the wall: toast does not crackle in the wall or brown a socket's plate.
      (/\bfirst (?:[\w']+ ){0,2}(?:time|night|day|use|run)\b|\bstart of (?:the )?(?:season|winter)\b|\bdust\w*|\btoast\w*|\bcooking\b|\bself[- ]clean|\bturn\w* (?:the )?heat on\b|\bash(?:es)?\b|\bembers?\b|\bbin lids?\b|\bhay\b|\bbales?\b|\bstraw\b|\bsilage\b|\bhaylage\b|\bcompost\b|\bstack\b|\b(?:wheelie |rubbish |trash |garbage |recycling )?bin (?:is|was|has|'s)\b/.test(
        sentence,
      ) &&
        !new RegExp(`\\b${ELECTRIC_THING}\\b|\\belectrical\\b|\\bterminals?\\b|\\bcables?\\b`).test(
          sentence,
        ) &&
        !SIGN_AT_THE_WALL.test(sentence)) ||
      // "Last month an outlet went black; the electrician replaced it": over, unless it is back.
      (PAST_ONLY(sentence) && !/\b(?:still|again|now|today|tonight|keeps)\b/.test(sentence)) ||
      // The electrician who came today and fixed it: over, unless it is back. (One booked
      // for Thursday has fixed nothing yet.)
      (DONE_BY_A_PRO_SO_FAR.test(sentence) &&
        !/\b(?:still|again|keeps|since then|anymore)\b/.test(sentence)),
  },
  {
    // A socket's plate gone brown round its holes, whatever the socket is called: heat at the
    // contacts behind it.
    id: 'electrical-fire',
    triggers: [
      /\b(?:plate|faceplate|cover)\b(?: [\w']+){0,4} (?:has |have |is )?(?:gone |turned |going )?(?:brown|black|scorched|charred|melted|discolou?red)\b(?: [\w']+){0,3} (?:round|around|near|by|at|between) (?:one of )?(?:the )?(?:holes|pins|prongs|slots)\b/,
    ],
    unless: (sentence) => PAST_ONLY(sentence) || TRACE_ON_A_DEVICE_TAKEN_OUT(sentence),
  },
  {
    // A wall with no outlet that buzzes and runs warm: a failing splice inside it.
    id: 'electrical-fire',
    triggers: [
      /\b(?:wall|ceiling) (?:[\w']+ ){0,4}(?:is |feels? |gets? |felt |getting )?(?:warm|hot)\b/,
    ],
    messageNeeds:
      /\b(?:buzz\w*|crackl\w*|sizzl\w*|hum|humming|burning smell|smell\w* (?:hot|burn\w*|electrical))\b/,
    unless:
      /\b(?:fridge|freezer|refrigerator|heat pump|boiler|radiator|heating|underfloor|fish tank|aquarium|tv|transformer|doorbell|sun|sunny|dryer|oven|chimney|flue)\b/,
    // The wall the wood burner's flue runs up, hot and crackling, is a fire in the wall (the
    // smoke rules' business), not wiring.
    messageUnless: (message) =>
      /\b(?:log ?burner|wood ?(?:burner|stove)|multi-?fuel|flue|chimney|fireplace|stove ?pipe)\b/.test(
        message,
      ) &&
      !/\b(?:outlets?|sockets?|switch(?:es)?|wir(?:e|es|ing)|plugs?|breakers?|panel|cables?)\b/.test(
        message,
      ),
  },
  {
    // A fishy or urine-like smell is overheating plastic in a device, when one is nearby.
    id: 'electrical-fire',
    triggers: [
      /\b(?:fish\w*|urine|pee|wee) (?:[\w']+ ){0,2}(?:smell|odou?r|stink)|\bsmell\w* (?:[\w']+ ){0,4}(?:fish\w*|urine)\b/,
    ],
    sentenceNeeds: new RegExp(`\\b${ELECTRIC_THING}\\b|\\belectrical\\b`),
  },
  {
    // Warm on its own is common (dimmers, chargers); warm with a smell, a mark or a noise is not.
    id: 'electrical-fire',
    triggers: [
      /\b(?:outlets?|receptacles?|sockets?|plugs?|cords?|panel|breakers?|breaker box|fuse box|cover plates?|wall plates?|plate|switch(?:es)?|door of it) (?:[\w']+ ){0,10}(?:is |are |was |were |gets? |getting |feels? |felt )?(?:really |very |quite |pretty |kinda |kind of |a bit |a little |super |too )?warm\b/,
    ],
    messageNeeds: WARM_AND_A_SIGN,
    // "No smell, no marks or discolouring, nothing melted": the signs are named to deny them.
    messageUnless: (message) => !saidUndenied(WARM_AND_A_SIGN_ALL, message),
    unless: WARM_AS_ALWAYS,
  },
  {
    // A cord under a rug cannot shed its heat, and a warm rug over it is the warning sign.
    id: 'electrical-fire',
    triggers: [
      /\b(?:cords?|leads?|cables?|extensions?|power strips?|power boards?)\b(?: [\w']+){0,8} under (?:the |a )?(?:rug|carpet|mat)\b(?: [\w']+){0,8} (?:is|feels?|gets?|got|was|felt|getting) (?:really |quite |a bit |kinda |pretty |very )?(?:warm|hot)\b/,
    ],
  },
  {
    // Propane's odorant is often called skunky: a strong skunky smell by a pilot, a burner or
    // the tank is gas, not an animal (NFPA 58; propane retailers' safety leaflets).
    id: 'gas-leak',
    triggers: [/\bskunk(?:y|ish)\b|\bsmells? (?:\w+ ){0,3}like (?:a )?skunk\b/],
    messageNeeds:
      /\b(?:propane|lpg|gas|pilot|regulator|cylinder|bottle|tank|burner|stove|furnace|water heater|hot water|igniter)\b/,
    // A second's whiff as a cylinder is swapped or a delivery hose comes off is normal.
    messageUnless: (message) =>
      BOTTLE_SMELL_ENDED(message) ||
      /\bskunks? (?:sprayed|got|under|in the|living|den|smell(?:s|ed)? (?:came|comes) from)\b|\b(?:dog|cat|it) (?:got|was) sprayed\b|\bweed\b|\bcannabis\b|\bbeer\b/.test(
        message,
      ),
    unless: PAST_ONLY,
  },
  {
    // A turkey fryer set up by the house (garage, porch, deck), filled to the top or given a
    // bird still frozen: the oil boils over onto the flame. Ahead, not happening.
    id: 'smoke-fire',
    foreseen: 'fryer-by-the-house',
    triggers: [
      /\b(?:turkey )?fryers?\b|\b(?:deep[- ]?)?fry(?:ing)? (?:a |the |our |my )?(?:\w+ )?(?:turkey|bird)\b|\bpeanut oil\b/,
      // Told after the fryer was named: "set it up on the wooden deck", "the bird's still a
      // bit frozen but the hot oil will finish it off".
      /\bset (?:it|that|the pot|the burner|everything) up (?:on|in|under) (?:the |our |my )?(?:wooden |timber )?(?:deck|porch|garage|veranda|verandah|carport)\b|\bfrozen\b(?: [\w',]+){0,14} (?:hot )?oil\b/,
    ],
    messageNeeds: [
      /\b(?:turkey|bird)\b/,
      /\b(?:fryers?|fry|frying|deep[- ]?fr\w*|peanut oil|\d+ ?(?:qt|quart) pot)\b/,
      /\b(?:garage|carport|porch|veranda|verandah|deck|indoors|inside the (?:house|garage|kitchen)|shed|barn|under the (?:eaves|awning|overhang)|frozen|icy|ice (?:in|crystals)|(?:to|near|up near|up to|right up to|almost to) the (?:top|brim)|covers? the whole (?:turkey|bird))\b/,
    ],
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // A chimney with a nest or debris in it, or glazed creosote (black, shiny, crusty), about
    // to be lit: a chimney fire, or smoke and CO back into the room. Ahead, not happening.
    id: 'smoke-fire',
    foreseen: 'chimney-unfit-to-light',
    triggers: [
      /\bcreosote\b|\bglaz(?:ed|ing)\b|\b(?:black|shiny|crusty|tarry|tar|sooty)\b(?: [\w']+){0,4} (?:stuff|crust|coating|build ?-?up|flakes?|deposits?|gunk|lining)\b|\b(?:nests?|twigs|sticks|straw|debris)\b(?: [\w']+){0,6} (?:in|up|wedged|stuck|blocking|above|past|inside)\b/,
    ],
    sentenceNeeds:
      /\b(?:chimney|flue|fireplace|stove ?pipe|wood ?stove|wood ?burner|log ?burner|damper)\b/,
    messageNeeds:
      /\b(?:light|lit|lighting|have|having|do|doing|burn|burning|start|starting)\b (?:a |the |our |my )?(?:\w+ )?(?:fires?|blaze)\b|\bfirst fire\b|\bburn (?:the |some |our )?(?:wrapping|paper|branches|logs|wood|cardboard)\b/,
    // Swept since, it is ready to light.
    messageUnless:
      /\b(?<!(?:n'?t|not|never) )(?:had|got|have|has) (?:it|the chimney|the flue|them|ours) (?:\w+ )?(?:swept|cleaned|inspected)\b|\b(?:chimney )?sweep (?:came|cleaned|did|has been|was here)\b|\b(?:was|been|got) (?:just |recently )?swept\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // Bug bombs (foggers) set off where a pilot light or burner is lit, or more of them than
    // the room needs: the mist ignites. Ahead, not happening.
    id: 'smoke-fire',
    foreseen: 'fogger-by-a-flame',
    triggers: [
      /\b(?:foggers?|bug ?bombs?|flea ?bombs?|roach ?bombs?|total[- ]release)\b|\bbomb(?:ing)? the (?:house|place|flat|apartment|room|unit)\b|\bset (?:off )?(?:\w+ ){0,3}bombs\b/,
    ],
    messageNeeds:
      /\bpilot\b|\bgas (?:stove|cooker|hob|range|water heater|heater|fire|fireplace|furnace|oven|boiler|dryer)\b|\b(?:water heater|furnace|boiler|candles?|flames?)\b|\b(?:all|six|five|four|three|several|multiple|\d+) (?:of (?:them|the \w+) )?(?:cans|foggers|bombs)\b|\ball at once\b|\bat once\b|\bat the same time\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // A generator planned for the garage (door up or not), a porch, a carport or the basement:
    // its exhaust fills the place and seeps into the house. Ahead, not happening.
    id: 'carbon-monoxide',
    foreseen: 'generator-by-the-house',
    triggers: [
      /\b(?:generators?|genny|gennie|genset|gen)(?:'s)?\b(?: [\w']+){0,6} (?:in|inside|into|under) (?:the |my |our |a )?(?:attached |small |little |open |double |single |lean-?to )?(?:garage|basement|porch|carport|shed|house|crawl ?space|laundry|utility room|breezeway|mud ?room|lean-?to|cabin|caravan|camper|tent)\b/,
      /\b(?:in|inside|into) (?:the |my |our )?(?:attached )?(?:garage|basement|porch|carport|shed)\b(?: [\w']+){0,6} (?:generators?|genny|gennie|genset)\b/,
      // "Went with a 7500 watt. Plan is to run it in the attached garage", "park it in the
      // lean-to shed built onto the cabin".
      /\b(?:use|run|put|keep|have|set|park|stick|leave|place)\w* (?:it|one|this|that) (?:up )?(?:in|inside) (?:the |a |an |our |my )?(?:attached |small |little |open |double |single |lean-?to )?(?:garage|basement|porch|carport|shed|house|crawl ?space|laundry|utility room|breezeway|mud ?room|lean-?to|cabin|caravan|camper|tent)\b/,
    ],
    messageNeeds: GENERATORS,
    sentenceNeeds: PLANNED_WORDS,
    unless: (sentence) =>
      RUNNING_OR_FELT.test(sentence) ||
      PAST_OR_DONE_BY_A_PRO(sentence) ||
      STORED_AWAY.test(sentence),
  },
  {
    // A wood stove put in by hand with its pipe through a wall or ceiling packed with batts or
    // foil tape, or closer to timber than any label allows: the wood chars over months and
    // lights (NFPA 211: 36 in for an unlisted stove, 18 in for single-wall pipe, a listed
    // pass-through where it crosses a wall). Ahead, not happening.
    id: 'smoke-fire',
    foreseen: 'stove-too-close',
    triggers: [
      /\b(?:pack|stuff|wrap|fill|seal)\w* (?:\w+ ){0,3}(?:round|around|the gap|the hole)\b(?: [\w']+){0,4} (?:with )?(?:fibre ?glass|fiberglass|batts?|insulation|foil tape|rock ?wool|newspaper|rags?|foam|silicone)\b/,
      /\bsingle[- ]wall\b(?: [\w']+){0,10} (?:through|out through|out) (?:the |a )?(?:\w+ )?(?:wall|ceiling|roof|floor)\b/,
      /\b(?:[1-9]|1[01]) ?(?:in|inch(?:es)?|")(?: [\w']+){0,4} (?:from|off|to|away from) (?:the )?(?:\w+ ){0,3}(?:wall|panell?ing|tongue and groove|t&g|timber|wood|studs|cladding|weatherboards?|logs)\b/,
    ],
    messageNeeds: [
      /\b(?:wood ?stove|wood ?burner|log ?burner|pot ?belly|stove ?pipe|flue pipe|(?:vermont castings|jotul|morso|drolet|englander|us stove)\b|(?:cast iron|box|barrel|airtight|multi-?fuel|tent) stove)\b/,
      /\b(?:going to|gonna|will|i'll|we'll|plan\w*|setting|putting|running|want to|tell me if)\b/,
    ],
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // Petrol sloshed on a garden fire or the pile about to be burned: its vapour flashes back
    // at whoever lights it. Ahead, not happening.
    id: 'smoke-fire',
    foreseen: 'garden-fire-with-fuel',
    triggers: [
      /\b(?:petrol|gasoline|diesel|paraffin|kerosene|lighter fluid|accelerant|two[- ]stroke|mower fuel)\b(?: [\w']+){0,4} (?:on|onto|over|into) (?:the |it|that|a |my |our )?(?:\w+ )?(?:fire|bonfire|pile|heap|it|stack|embers|incinerator|burn barrel|drum)\b|\b(?:slosh|splash|pour|chuck|throw|dous|soak|squirt|spray|tip)\w* (?:\w+ ){0,3}(?:petrol|gasoline|diesel|paraffin|kerosene|lighter fluid|accelerant|fuel|gas (?:from|out of) (?:the |a |my )?(?:\w+ )?(?:can|mower|jerry ?can|tank))\b/,
    ],
    messageNeeds:
      /\b(?:bonfire|burn\w*|fire|pile|heap|incinerator|burn barrel|prunings|cuttings|brush|branches|rubbish|garden waste|a match|light (?:it|them)|set (?:it |them )?alight|ignite)\b/,
    // Fuel for a mower or a generator, or the fire brigade's account of what happened.
    unless: (sentence) =>
      PAST_OR_DONE_BY_A_PRO(sentence) ||
      /\b(?:mower|strimmer|generator|chainsaw|car|tank|jerry can|can)\b(?: [\w']+){0,3} (?:with|full of|topped up)\b/.test(
        sentence,
      ),
  },
  {
    // Tyres, plastics or treated timber on a garden fire: the smoke carries dioxins, metals
    // and arsenic from the preservative (U.S. EPA on backyard burning).
    id: 'chemicals',
    triggers: [
      /\b(?:burn\w*|chuck\w*|throw\w*|put\w*|toss\w*|stick\w*) (?:\w+ ){0,4}(?:tyres?|tires?|plastics?|rubber|(?:treated|tanalised|tanalized|pressure[- ]treated|painted|cca) (?:wood|timber|lumber|boards?|decking|posts?|sleepers?)|mdf|chipboard|railway sleepers)\b/,
    ],
    messageNeeds:
      /\b(?:bonfire|incinerator|burn (?:barrel|pile|bin)|fire ?pit|(?:garden|rubbish|brush) fire|pile|heap)\b/,
    unless: (sentence) =>
      PAST_OR_DONE_BY_A_PRO(sentence) || /\bsmell\w*|\bodou?r|\bstink\w*|\bstench\b/.test(sentence),
  },
  {
    // A torch or other open flame put to a frozen pipe, the way house fires start in a cold
    // snap: the flame reaches the timber, paper and insulation around the pipe. Ahead, not
    // happening.
    id: 'smoke-fire',
    foreseen: 'torch-on-a-frozen-pipe',
    triggers: [
      /\b(?:blow ?torch\w*|(?:propane|map ?(?:p|gas)|butane|plumber'?s|plumbing|gas) torch\w*|torch\w*|open flame|naked flame|lighter|candles?|bernzomatic)\b/,
    ],
    // "Hair dryer's too slow so I'll hit it with the torch, back and forth": the flame on the
    // pipe, told as the way it is used.
    sentenceNeeds:
      /\b(?:thaw\w*|heat\w*|warm\w*|defrost\w*|unfreez\w*|froz\w*|hair ?dryer|back and forth)\b|\bhit (?:it|that|them|the \w+) with\b|\b(?:along|over|across|on|at|to) (?:the |that |this |those )?(?:\w+ )?(?:pipes?|copper|line)\b/,
    messageNeeds: [
      /\b(?:froz\w*|freez\w*|thaw\w*|ice[ds]? up|iced|no water|below zero)\b|(?:^|\s)-\d+/,
      /\b(?:pipes?|copper|pex|line|tap|faucet|spigot|hose bib|drain|trap)\b/,
    ],
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // A lithium battery (e-bike, scooter, power tool, power bank, home battery) that swells,
    // runs hot, hisses or smells sweet is about to go into thermal runaway.
    id: 'electrical-fire',
    triggers: [
      /\b(?:swollen|swell\w*|puff\w*|bulg\w*|bloat\w*|ballooned)\b/,
      /\b(?:(?:really|very|too|super|extremely|so|burning) hot|too hot to (?:touch|hold)|hiss\w*|sweet (?:chemical )?smell|chemical smell)\b/,
    ],
    // A home-built pack is named by its parts: its cells, its BMS, its amp-hours.
    sentenceNeeds:
      /\b(?:batter(?:y|ies)|e-?bike|e-?scooter|scooter|power ?bank|power ?wall|inverter|li-?ion|lithium|lifepo4|bms|cells?|\d+ ?ah)\b/,
    // "The garage gets very hot in summer": where to keep batteries, not a battery overheating.
    unless:
      /\b(?:gets?|getting) (?:very |really |so |too )?hot in (?:the )?summer\b|\bheat ?waves?\b/,
    // Once it smokes or burns it is a fire, which the smoke rules raise. A swollen "battery
    // thingy" on top of the AC, by the fan, is its run capacitor: the capacitor rules' business.
    messageUnless: (message) =>
      /\bsmok\w*|\bflames?\b|\bon fire\b/.test(message) ||
      (/\b(?:ac|a\/c|air ?con\w*|aircon|condenser|outside unit|outdoor unit|heat pump|compressor|furnace|blower|washing machine|washer)\b/.test(
        message,
      ) &&
        !/\b(?:li-?ion|lithium|e-?bike|e-?scooter|power ?bank|power ?wall|inverter|solar)\b/.test(
          message,
        )),
  },
  {
    // Water running to where the power strip sits: "under the cabinet where the power strip is".
    id: 'water-and-electricity',
    triggers: [
      /\bwater\b(?: [\w',]+){0,10} where (?:the |our |my |all the )?(?:\w+ )?(?:power strips?|power boards?|plugs?|sockets?|outlets?|extension (?:leads?|cords?)|adaptors?|adapters?)\b (?:is|are|sits?)\b/,
    ],
    unless: (sentence) => PAST_ONLY(sentence) || WATER_GONE.test(sentence),
  },
  {
    // A smart alarm's own words, relayed from the app: "Emergency: Carbon monoxide in Basement".
    id: 'carbon-monoxide',
    triggers: [
      /\b(?:emergency|warning|alarm|alert|heads[- ]up):? (?:carbon monoxide|co)\b(?! (?:alarms?|detectors?) (?:should|to buy))|\b(?:carbon monoxide|co) (?:detected|emergency|warning|alert)\b/,
    ],
    // A maker's warning printed on a heater or a generator ("a sticker on it, WARNING carbon
    // monoxide, outdoor use only") is the label, not an alarm going off.
    unless: (sentence) =>
      PAST_ONLY(sentence) ||
      alarmChirpOnly(sentence) ||
      choosingAnAlarm(sentence) ||
      /\b(?:stickers?|labels?|printed|packaging|manual|instructions|on the box|says on)\b/.test(
        sentence,
      ),
  },
  {
    // The same for smoke: "Smoke detected - utility room", the camera hazy.
    id: 'smoke-fire',
    triggers: [/\bsmoke detected\b|\b(?:emergency|alert|alarm):? smoke\b/],
    unless: PAST_ONLY,
  },
  {
    // Smoke pouring out of something (an epoxy bucket curing too hot, a bin, a sofa): a fire
    // starting, whatever the thing. White "smoke" from a boiler's pipe on a frosty morning is
    // its condensing plume.
    id: 'smoke-fire',
    messageUnless: (message) => STEAM_IN_THE_COLD(message) || SMOKER_COOKING(message),
    triggers: [
      /\b(?:pouring|billowing|belching|pumping|spewing|gushing) (?:out )?(?:\w+ )?smoke\b|\bsmoke (?:is |was |keeps )?(?:pouring|billowing|belching|pumping|spewing) (?:out|from)\b/,
    ],
    unless: (sentence) =>
      PAST_ONLY(sentence) ||
      AIR_CON_MIST(sentence) ||
      /\b(?:chimneys?|flues?|exhausts?|tail ?pipes?|smokers?|fog machines?|smoke machines?|incense|vape\w*|neighbou?rs?|next door|bonfires?|bush ?fires?|wild ?fires?|heat pump|outdoor unit|outside unit|air ?con\w*|aircon|steam\w*|mist|vapou?r)\b/.test(
        sentence,
      ),
  },
  {
    // A screw or a nail sent through a pipe under the boards: "third screw went in and now
    // there's a hiss and water is welling up between the boards". The pipe is open now.
    id: 'active-flooding',
    triggers: [
      /\bhiss\w*\b(?: [\w']+){0,6} water\b|\bwater (?:is |'s )?(?:welling|bubbling|spurting|squirting|jetting|spraying|pumping|coming) (?:up|out)\b(?: [\w']+){0,4} (?:between|through|from|round|around|under) (?:the )?(?:boards?|floor\w*|hole|screw|nail)\b/,
    ],
    messageNeeds: /\b(?:screw\w*|nail\w*|drill\w*|staple\w*)\b/,
    unless: PAST_OR_REPAIRED,
  },
  {
    // Water told by how much, not named: "right now it's coming through the ceiling like a
    // faucet, I've got every pot I own out and the floor is still covered". The flow is on now,
    // whatever else the message asks for (an email to the HOA, who is liable).
    id: 'active-flooding',
    triggers: [
      /\b(?:coming|pouring|gushing|running|streaming|flowing|pissing)\b(?: [\w']+){0,6} like (?:a |an )?(?:faucet|tap|hose|waterfall|river|shower|fountain)\b|\b(?:every|all (?:my|our|the)) (?:pots?|pans?|buckets?|bowls?|towels?)\b(?: [\w']+){0,4} (?:out|down|under it)\b/,
    ],
    messageNeeds: [
      /\b(?:ceiling|leak\w*|water|flood\w*)\b/,
      /\b(?:right now|now|still|currently|at the moment|keeps? coming)\b/,
    ],
    unless: PAST_OR_REPAIRED,
  },
  {
    // A ceiling bulging, bellied or ballooned with water that drips now: it can come down
    // under the weight at any moment.
    id: 'active-flooding',
    triggers: [
      /\bceiling\b(?: [\w',]+){0,8} (?:bulg(?:e|es|ing)|bell(?:y|ies|ying)|balloon(?:s|ing)?|pregnant)\b|\b(?:bulge|belly|balloon|water bubble)\b(?: [\w']+){0,3} (?:in|on) (?:the |our |my )?(?:\w+ )?ceiling\b/,
    ],
    messageNeeds:
      /\b(?:drip\w*|water|leak\w*|pour\w*|bucket|soaked|wet)\b(?: [\w']+){0,8} (?:now|fast|faster|a lot|steady|from the middle|out of it|through|every \w+)\b|\b(?:now|fast|faster|steadily) drip\w*\b|\bdripping\b/,
    unless: PAST_OR_REPAIRED,
  },
  {
    // A wheat bag or heat pack overheated in the microwave and still smoking: the grain inside
    // smoulders and can catch where it is put down, a bed or a sofa (UK fire services' and
    // the CPSC's wheat-bag warnings).
    id: 'smoke-fire',
    triggers: [/\b(?:smok(?:ing|es|ed)|smoulder\w*|smolder\w*|scorch\w*|charr\w*)\b/],
    messageNeeds: HEAT_PACK,
    unless: PAST_ONLY,
  },
  {
    // Damp hay heats itself until it catches (a sweet, caramel or tobacco smell and steam off
    // the stack are the signs); a heap of oily or stain-soaked rags does the same.
    id: 'smoke-fire',
    triggers: [
      /\b(?:stack|bales?|hay|mow|haylage)\b(?: [\w',]+){0,12} (?:really |very |so |quite |too )?(?:hot|warm|steam\w*|smok\w*)\b|\b(?:smell\w*|whiff|odou?r|like)\b(?: [\w',]+){0,4} (?:burning |burnt |pipe )?(?:tobacco|toffee|caramel)\b|\b(?:haze|steam\w*|smoke|vapou?r)\b(?: \w+){0,3} (?:off|from|out of) (?:the )?(?:\w+ )?(?:stack|bales?|hay|mow)\b/,
      /\b(?:oily|oil[- ]soaked|linseed|stain(?:ed|ing)?|finish(?:ing)?) rags?\b(?: [\w',]+){0,10} (?:hot|warm|smok\w*|smoulder\w*|smolder\w*)\b/,
    ],
    messageNeeds: /\b(?:hay|bales?|haylage|straw|rags?)\b/,
    unless: PAST_ONLY,
  },
  {
    // The bin or bag the oily rags went into, warm to the hand or smelling hot: they are
    // heating now, named a sentence earlier ("chucked all the rags in the bin … the bin is
    // sort of warm").
    id: 'smoke-fire',
    triggers: [CONTAINER_HEATING],
    messageNeeds: [RAGS, DRYING_OIL_NAMED],
    unless: PAST_ONLY,
  },
  {
    id: 'smoke-fire',
    // A chirping alarm is a battery; a neighbour's bonfire is their smoke, not a house fire,
    // unless it has set our fence or shed smoking; white clouds from a flue or a dryer vent on
    // a cold day are steam.
    messageUnless: (message) =>
      STEAM_IN_THE_COLD(message) ||
      SMOKER_COOKING(message) ||
      // The white haze left on tiles after grouting, with nothing burning or smelling.
      (/\bhaze\b/.test(message) &&
        // Grout haze on tiles, and the fine dust hanging in a workshop's air after sanding.
        /\b(?:grout\w*|regrout\w*|tiles?|tiling|tiled|travertine|porcelain|epoxy|sanding|sander|sawdust|dust)\b/.test(
          message,
        ) &&
        !/\b(?:smok\w*|burn\w*|flames?|fire|smell\w*|alarm)\b/.test(message)) ||
      explainedBurning(message) ||
      FIRE_OVER(message) ||
      // A cold chimney smells of old soot when the air is humid: no fire, no smoke seen.
      (/\b(?:chimney|fireplace|wood ?stove|flue)\b/.test(message) &&
        /\b(?:haven'?t used|not used|unused|never (?:lit|used)|since (?:march|april|may|last (?:winter|year))|in (?:the )?summer|humid\w*)\b/.test(
          message,
        ) &&
        !/\b(?:see|seeing|saw) smoke\b|\bsmoke (?:coming|pouring|filling)\b|\bflames?\b|\bsmoulder\w*|\bsmolder\w*|\bglow\w*|\bhot to (?:the )?touch\b/.test(
          message,
        )) ||
      AIR_CON_MIST(message) ||
      (!OURS_ALIGHT.test(message) &&
        /\bchirp\w*|\bbonfire (?:night|party|in (?:the|their|his|her)\b)|\bwildfire|\bbush ?fire|\bhazard reduction|\b(?:controlled|prescribed|planned) burn\w*|\bback ?burn\w*|(?<!\b(?:is it|is that|could it|could that|might it|maybe it'?s|or) (?:just |only )?(?:be )?(?:just |only )?(?:the |our |my )?)\bneighbou?rs?'? (?:\w+ ){0,3}(?:fire|bbq|barbecue|wood ?burner|chimney|smok\w*|burn\w*)\b/.test(
          message,
        )) ||
      (!LIKE_A_BONFIRE.test(message) &&
        /\b(?:having|have|has|had|lit|light\w*|burn\w*) (?:a |the |our |their )?bonfire/.test(
          message,
        )),
    triggers: [
      /\bon fire\b|\bcaught (?:on )?fire\b|\bfire (?:broke out|started|is spreading)\b/,
      /\bwisps? (?:of (?:\w+ )?smoke )?(?:\w+ )?(?:coming|comes|came|rising|rises|rose|curling|curls|drifting|drifts|out)\b/,
      // "A little haze curling out of the gap by the trim ring".
      /\bhaze (?:\w+ ){0,2}(?:coming|curling|drifting|seeping|pouring) (?:out|from|through)\b/,
      /\b(?:grease|oven|kitchen|chimney|electrical|dryer|house|attic|wall|outlet) fire\b|\bflames (?:in|on|from|inside|coming|shooting|out)\b/,
      // "Flames everywhere, it's spreading up the wall now".
      /\bflames? (?:everywhere|all over)\b|\b(?:fire'?s|fire is|flames? (?:are|is)) (?:\w+ )?spreading\b/,
      /\b(?:hedge|hedges|trees?|bush\w*|shrubs?|shed|fence|garage|grass|scrub|gorse|roof|house|decking|canop(?:y|ies)|gazebos?|marquees?|awnings?|umbrellas?|parasols?|tablecloths?|bunting)\b(?: [\w']+){0,4} (?:has |have |had |'s )?(?:caught\b(?! (?:on|in|with|to|the|a|up|my|me|him|her|his|it|out|off)\b)|alight\b|ablaze\b|(?:gone|going|went|goes) up (?:in flames|like))|\bgoing up like a torch\b|\bflames? (?:\w+ ){0,3}(?:higher|taller|bigger) than\b|\bflames? (?:are |were )?(?:coming|shooting|came|out of|leaping|licking)\b|\bflames?\b(?: [\w']+){0,4} (?:climbing|spreading|creeping|going up|up the (?:wall|curtains?|cupboards?|cabinets?))\b|\b(?:is|are|'s) (?:burning|alight|in flames)\b(?: [\w']+){0,10} (?:spreading|spread) (?:in)?to\b/,
      /\bsmoke(?:'s| is| was)? (?:still )?(?:coming|came|pouring|poured|pours|rising|billowing|billowed|filling|filled|everywhere|drifting|curling|seeping|puffing|wisping|leaking|creeping|escaping)\b|\b(?:full of|filled with|filling with) (?:\w+ )?(?:smoke|haze)\b/,
      /\b(?:grey|gray|white|black|blue|thin) (?:haze|smoke)\b|\b(?:weird|strange|odd|smoky|thick|light|faint) haze\b|\bhaze in (?:the )?(?:\w+ )?(?:room|hall\w*|kitchen|house|air|bedroom|landing|stairs|basement|attic|garage)\b|\bhaze (?:\w+ ){0,3}(?:drifting|coming|pouring|filling|rising)\b/,
      /\bsmoulder\w*|\bsmolder\w*|\bheat lamp (?:\w+ ){0,6}(?:fell|dropped|fallen|landed|touching) (?:\w+ ){0,3}(?:straw|hay|bedding|shavings|sawdust)\b/,
      /\bsmell\w* (?:\w+ ){0,3}(?:bonfire|campfire|wood ?smoke|burning (?:straw|hay|wood|leaves))\b|\b(?:bonfire|campfire) smell\b/,
      /\bsmoke smell\b|\bsmoky smell\b|\bsmell\w* (?:\w+ ){0,2}(?:of |like )?smoke\b|\bhaz[ey]\b(?: \w+){0,4} (?:ceiling|room|air)\b/,
      /\b(?:is|was|are|were|started|starts|keeps|began) smok(?:ing|e)\b|\b(?:is|was|are|were|'s|'re) (?:still )?(?:kind of|kinda|sort of|sorta|a bit|a little|slightly|actually|definitely|properly) smoking\b|\bfull of smoke\b|\bsee smoke\b|\bsaw smoke\b|\bseeing smoke\b|\bsmoke from (?:the |my |our )?(?:outlet|panel|dryer|furnace|wall|ceiling|attic|vent|fan|motor|appliance|tv|microwave|oven|heater)/,
    ],
    // A smoke alarm named next to smoke someone smells or sees is a fire, not a nuisance alarm.
    unless: (sentence) =>
      FIRE_OVER(sentence) ||
      // "I read a thing on facebook about a wiring fire that smouldered for hours": a story.
      /\b(?:read|saw|seen|heard|watched)\b(?: [\w']+){0,4} (?:about|of) (?:a |an |the |some )?(?:\w+ )?(?:fires?|house fires?|wiring fires?)\b|\b(?:read|saw|seen|watched) (?:a |an |some )?(?:thing|post|story|video|article|news)\b/.test(
        sentence,
      ) ||
      lingeringSmell(sentence) ||
      /\b(?:haze|smoke|fog) machines?\b|\bfoggers?\b(?! (?:bombs?|bug))|\b(?:glass|window|screen|lens|mirror)\b(?: [\w']+){0,5} (?:haze|hazy|film)\b|\bhaze\b(?: [\w']+){0,8} (?:tiles?|grout|tiler|cement|mortar|porcelain)\b|\b(?:tiler|tiling|grout\w*)\b(?: [\w']+){0,6} haze\b|\bhaze (?:on|off|from|over|across) (?:the )?(?:\w+ )?(?:tiles?|glass|floor\w*|windows?|paint\w*|grout|porcelain|surface|top|finish|table|wood|varnish|lacquer)\b|\b(?:grout|cement|epoxy|mortar) (?:haze|residue|film)\b/.test(
        sentence,
      ) ||
      // Asking how to keep smoke from coming back in: no fire.
      /\b(?:stop|stops|stopping|prevent\w*|keep|keeping|avoid\w*) (?:\w+ ){0,2}smoke (?:from )?(?:coming|blowing|getting|going) (?:back )?(?:in|into|out)\b/.test(
        sentence,
      ) ||
      // A burner's flames told by their size or colour ("the flames on my Beefeater are tiny,
      // yellowy blue"), with nothing beyond it alight.
      (/\bflames?\b(?: [\w']+){0,6} (?:are |is |look |looks |burn |burning )?(?:tiny|small|low|weak|lazy|yellow\w*|blue|orange|lifting|uneven|flickering|floppy)\b/.test(
        sentence,
      ) &&
        /\b(?:burners?|bbq|grill|barbecue|hob|stove|cooktop|range|pilot|gas ring|beefeater|weber|bottle|gas fire|(?:the|our|my) fire)\b/.test(
          sentence,
        ) &&
        !SPREAD_BEYOND_IT.test(sentence)) ||
      // A barbecue's own smoke, unless the fire has spread beyond it ("the deck underneath is
      // smoking", "the shade sail's caught").
      (/\bbbq\b|\bgrill\b/.test(sentence) && !SPREAD_BEYOND_IT.test(sentence)) ||
      // The fire's own smoke, unless it comes out where no smoke should be.
      (/\bfireplace\b|\bwood ?(?:stove|burner)\b/.test(sentence) &&
        !SMOKE_BEYOND_THE_FLUE.test(sentence)) ||
      /\bsmoker\b|\bquit smoking\b|\bsmoked (?:indoors|inside|in the house|in here|for years)\b|\b(?:tobacco|nicotine)\b|\bno smoking\b|\bsmoke (?:test|pencil)|\bcigarette|\b(?:outdoor |wood )(?:wood )?(?:boiler|furnace)\b|\bwildfire|\bsteam\b|\bsmoke signal|\bneighbou?rs?'? (?:\w+ ){0,5}(?:fire|bbq|barbecue|bonfire|chimney|wood ?burner|braai|grill|burn\w*)\b|\bfire ?pit|\b(?:having|had|lit|light\w*|burn\w*) (?:a |the |our |their )?bonfire|\bbonfire (?:night|party|in (?:the|their|his|her)\b)/.test(
        sentence,
      ) ||
      // A candle's or incense's smoke, or smoke drifting in from outside, unless something has
      // caught ("she had a candle going and the curtain caught") or it pours out black.
      (/\bcandle|\bincense|\bfrom outside\b/.test(sentence) &&
        !SPREAD_BEYOND_IT.test(sentence) &&
        !/\b(?:black|thick) smoke (?:is |was )?(?:coming|pouring|billowing)|\bglow\w* (?:orange|red)\b|\bflames?\b/.test(
          sentence,
        )) ||
      // Toast or cooking, said of this smoke: not denied ("not toast"), nor an everyday cause
      // set against tonight's ("goes off from toast a lot, but tonight…").
      // A smell "a bit like burnt toast" is a likeness, not toast; a wall gone "a toasty
      // brown" is a colour.
      /(?<!\b(?:not|isn'?t|wasn'?t|no) (?:just |the |from |like )?)(?<!\blike (?:a |some )?(?:burnt |burned |burning )?)(?:\btoast(?!ers?\b|y\b)|\bburnt (?:food|popcorn)|\bcooking\b)/.test(
        lastClause(sentence),
      ) ||
      (/\bsmoke (?:detector|alarm)/.test(sentence) &&
        !/\b(?:smell\w*|see|seeing|saw) (?:\w+ ){0,3}smoke\b|\b(?:grey|gray|black|white|thin|light|thick|blue) smoke\b|\bsmoke (?:near|in|coming|filling|pouring|everywhere)\b|\bhaz[ey]\b|\bflames?\b|\bon fire\b/.test(
          sentence,
        )) ||
      BURNER_FLAME(sentence) ||
      // "My daughter is convinced the house is on fire": a worry, unless the sentence says why.
      (/\b(?:convinced|thinks?|thought|worried|afraid|scared|swears|sure|panick\w*|say\w*|reckons?)\b(?: [\w']+){0,5} (?:on fire|catch\w* fire|going to burn)\b|\b(?:'ll|will|could|might|would|going to|gonna) (?:\w+ ){0,2}(?:set (?:\w+ ){0,3}on fire|catch fire|burn (?:the house |it |the place )?down)\b/.test(
        sentence,
      ) &&
        !/\b(?:smoke|smoking|flames?|haze|smoulder\w*|smolder\w*|sparks?|glow\w*)\b/.test(
          sentence,
        )),
  },
  {
    // Oil in a pan smoking with a flame on it: a pan fire starting. Water on it throws burning
    // oil across the kitchen; heat off, a lid or a fire blanket over it (NFPA and fire
    // services' cooking-fire advice).
    id: 'smoke-fire',
    triggers: [
      /\b(?:flames?|fire)\b(?: [\w'-]+){0,4} (?:on top of (?:it|the (?:oil|fat|pan|pot))|(?:on top of|on|in|over|across) (?:the |that |my |our )?(?:oil|fat|grease|pan|saucepan|pot|wok|fryer|chip pan))\b|\b(?:oil|fat|grease)(?:'s| is| has)? (?:\w+ ){0,2}(?:caught|on fire|alight|in flames|flaming)\b/,
    ],
    messageNeeds: [
      /\b(?:oil|fat|grease|chip pan|chips|fries|frying|fryer|deep[- ]?fr\w*)\b/,
      /\b(?:smok\w*|flames?|fire|alight|caught)\b/,
    ],
    // "Oil caught last night, I put the lid on and it went out": over, told afterwards.
    messageUnless: (message) =>
      /\b(?:last night|yesterday|the other (?:day|night)|last week|earlier today|this morning)\b/.test(
        message,
      ) &&
      /\b(?:went out|put (?:the |a )?lid on|smothered|(?:was|is) out|put it out)\b/.test(message) &&
      !/\b(?:still|again|now)\b(?: \w+){0,3} (?:smok\w*|burn\w*|flames?|alight)\b/.test(message),
    unless: (sentence) =>
      PAST_ONLY(sentence) ||
      FIRE_OVER(sentence) ||
      /\b(?:flambe\w*|flambé\w*|wok hei|oil lamps?|diyas?|candles?)\b/.test(sentence),
  },
  {
    // Bedding under a heat lamp or brooder turning brown is scorching now: the next step is a
    // flame, and coop and barn fires start this way (NFPA; state fire marshals' heat-lamp
    // warnings).
    id: 'smoke-fire',
    triggers: [
      /\b(?:straw|hay|bedding|shavings|sawdust|litter)\b(?: [\w']+){0,6} (?:gone|going|turned|turning|getting|are|is|look|looks) (?:\w+ ){0,3}(?:brown|black|scorch\w*|singed|charred)\b|\b(?:scorch\w*|singed|charred|brown\w*) (?:\w+ ){0,2}(?:straw|hay|bedding|shavings|sawdust)\b/,
    ],
    messageNeeds:
      /\b(?:heat ?lamps?|brooder (?:lamp|bulb)s?|infra-?red (?:lamp|bulb)s?|heat bulbs?)\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // Fire hidden in a wall or floor: smoke through the boards, a warm wall after a torch job.
    id: 'smoke-fire',
    triggers: [
      /\bsmoke (?:\w+ ){0,3}(?:curl\w*|seep\w*|com\w*|ris\w*|leak\w*|wisp\w*|puff\w*|drift\w*) (?:\w+ ){0,2}(?:between|through|from|under|out of|up through) (?:the |our |my )?(?:behind (?:the |our |my )?)?(?:floor\w*|boards|walls?|skirting\w*|baseboards?|ceiling|cracks?|joists?|outlets?|sockets?)\b/,
      /\b(?:wall|drywall|plaster|plasterboard|floor ?boards?|boards|floor|ceiling|skirting\w*|baseboards?) (?:\w+ ){0,6}(?:is |are |feels? |felt |was |were )?(?:\w+ )?(?:warm|hot(?! water| tap| side| tub))(?: to the touch)?\b/,
    ],
    messageNeeds:
      /\b(?:smok\w*|smell\w*|campfire|solder\w*|sweat\w*|torch\w*|blowtorch|flux|flame|wood ?stove|stove ?pipe|hearth|burn\w*)\b/,
    // Underfloor heating and a sunny wall are warm by design.
    unless: (sentence) =>
      WARM_AS_ALWAYS(sentence) ||
      /\b(?:underfloor|radiant|heated floor|floor heating|heating pipes?|sun|sunny|radiator|hot water pipes?|chimney breast)\b/.test(
        sentence,
      ),
  },
  {
    // A loft hatch, ceiling or wall warm to the hand beside a burning smell or a haze: a fire
    // inside the cavity (a downlight, a cable, embers), whatever the smell is likened to.
    id: 'smoke-fire',
    triggers: [new RegExp(HOT_CAVITY.source)],
    messageNeeds: /\b(?:burn\w*|smok\w*|haze|hazy|scorch\w*|smoulder\w*|smolder\w*|singe\w*)\b/,
    unless: (sentence) =>
      WARM_AS_ALWAYS(sentence) ||
      /\b(?:radiators?|heating pipes?|hot water|underfloor|sun|sunny|airing cupboard|boiler|cylinder|immersion|tank|heat ?wave|summer)\b/.test(
        sentence,
      ),
  },
  {
    // Oily rags in a heap heat up on their own until they catch. A hot garage or a hot week
    // is the weather (the rule after this one warns of the heap ahead).
    id: 'smoke-fire',
    triggers: [/\b(?:hot|warm|steam\w*|smok\w*|smoulder\w*|smolder\w*)\b/],
    unless:
      /\b\d{2,3} ?(?:out|outside|degrees|°)|\b(?:garage|shed|attic|loft|weather|day|week|summer) (?:gets|is|was|has been) (?:\w+ )?(?:hot|warm)\b|\bhot (?:day|days|week|weather|summer)\b|\bheat ?wave\b/,
    messageNeeds: [
      RAGS,
      // "Water stains on the ceiling" are marks, not a finish.
      new RegExp(
        `\\b(?:${DRYING_OIL}|(?<!(?:water|damp|rust|tea|coffee|wine|grease|nicotine|smoke|mou?ld|sweat) )stain(?!s? on\\b)\\w*)\\b`,
      ),
    ],
  },
  {
    // A candle, diya or oil lamp left burning overnight or with nobody in the room, on a
    // wooden shelf or under a curtain: candle fires start where nobody is watching
    // (NFPA candle-fire statistics; U.S. Fire Administration). Ahead, not happening.
    id: 'smoke-fire',
    foreseen: 'flame-left-burning',
    triggers: [
      FLAME_WORDS,
      // "We'll keep it on the wooden shoe rack, right under the curtain": the lamp named before.
      /\b(?:keep|put|leave|place|stand|set|sit|light|burn)\w* (?:it|them|one|the \w+) (?:\w+ ){0,2}(?:on|under|by|near|next to|beside|in front of)\b/,
    ],
    messageNeeds: [
      FLAME_WORDS,
      /\b(?:overnight|all night|through the night|whole night|all \d+ nights|nights? (?:long|and day)|while (?:we|they|everyone|i|the kids?) (?:\w+ )?(?:sleep\w*|asleep|(?:are |is )?out)|unattended|nobody (?:will be |is )?(?:near|around|watching|in (?:there|the room))|no ?one (?:will be |is )?(?:near|around|watching)|leave (?:it|them) burning|left burning|keep (?:it|them) burning|24 ?(?:hours|hrs|\/7)|round the clock|day and night)\b/,
      /\b(?:curtains?|drapes?|nets?|blinds?|wood(?:en)? (?:shelf|shelves|rack|cabinet|table|box)|shelf|shelves|shoe rack|bookcase|paper|cardboard|lace|tablecloths?|cloth|christmas tree|wreaths?|garlands?|decorations?|flowers|bedding|bed)\b/,
    ],
    // Flameless ones burn nothing.
    messageUnless:
      /\b(?:led|battery|electric|flameless|fake) (?:\w+ )?(?:candles?|tea ?lights?|diyas?|lamps?)\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // A tank or drum that held fuel, cut, ground, drilled or welded: the vapour left in it
    // explodes (OSHA 1910.252(a)(3); AWS F4.1; NFPA 326). Ahead, not happening.
    id: 'smoke-fire',
    foreseen: 'hot-work-on-a-fuel-tank',
    triggers: [
      // "Cut a big hole in the top with the angle grinder", of the tank named before.
      /\b(?:cut\w*|grind\w*|open\w*)\b(?: [\w']+){0,8} with (?:the |an? |my |his )?(?:angle grinder|grinder|cutting torch|torch|welder|plasma cutter|cut-?off saw|sawzall)\b/,
      /\b(?:cut\w*|grind\w*|weld\w*|torch\w*|saw\w*|drill\w*|plasma)\b(?: [\w']+){0,8} (?:tanks?|drums?|barrels?|jerry ?cans?|fuel cans?)\b|\b(?:tanks?|drums?|barrels?)\b(?: [\w']+){0,8} (?:with (?:the |an? |my )?(?:angle grinder|grinder|torch|welder|plasma cutter|sawzall|recip\w* saw|cut-?off saw))\b/,
    ],
    messageNeeds:
      /\b(?:oil|kerosene|fuel|diesel|petrol|gasoline|propane|lpg|paraffin|heating oil) (?:\w+ )?(?:tanks?|drums?|barrels?|cans?)\b|\b(?:smell\w*|stinks?|reeks?) (?:\w+ ){0,3}(?:of )?(?:kerosene|heating oil|diesel|petrol|fuel|gasoline|paraffin)\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // The same rags balled up in a bag, a bin or a pile, or about to be: they heat as the oil
    // dries and can catch hours later (U.S. Fire Administration; NFPA). Ahead, not happening.
    id: 'smoke-fire',
    foreseen: 'oily-rags-heaped',
    triggers: [
      new RegExp(
        `\\b(?:wad\\w*|ball\\w*|bundl\\w*|scrunch\\w*|pil\\w*|heap\\w*|stuff\\w*|throw\\w*|threw|chuck\\w*|toss\\w*|bag\\w*|bin\\w*)\\b(?: [\\w']+){0,6} (?:${RAG_WORDS})\\b|\\b(?:${RAG_WORDS})\\b(?:[ ,]+[\\w']+){0,6} (?:in|into) (?:a |the |my |our )?(?:\\w+ )?(?:bags?|bins?|trash|garbage|rubbish|cans?|piles?|heaps?|buckets?|box)\\b`,
      ),
      // "Plan is just to ball them up and throw them in a heap", of the rags named before.
      /\b(?:ball|wad|bundle|scrunch|roll)\w* (?:them|those|it) (?:all )?up\b|\b(?:throw|chuck|toss|stuff|put|pile|heap)\w* (?:them|those) (?:all )?(?:in|into|on) (?:a |the |one )?(?:\w+ )?(?:heap|pile|bag|bin|box|bucket|corner)\b/,
    ],
    messageNeeds: [RAGS, DRYING_OIL_NAMED],
    // Laid flat to dry, or sealed in a metal can of water: the right way.
    unless: (sentence) =>
      DONE_BY_A_PRO.test(sentence) ||
      /\b(?:metal (?:can|bin|container|tin|bucket)|soak\w* (?:\w+ ){0,2}in water|(?:lay|laid|spread|hung|hang)\w* (?:them |it )?(?:out )?(?:flat|outside|to dry))\b/.test(
        sentence,
      ),
  },
  {
    // Ashes from a stove or grill kept in cardboard or plastic: they smoulder for days, and
    // the ashes may have been named a message earlier ("scooped it all into a plastic trash
    // can … the lid looks warped").
    id: 'smoke-fire',
    triggers: [
      /\bash(?:es)?\b(?: \w+){0,4} (?:in|into) (?:a |the |an )?(?:\w+ ){0,2}(?:box|bag|bin|bucket|trash ?can|garbage ?can|tub|crate)\b/,
      /\b(?:scoop|tip|dump|empt|shovel|tipp)\w* (?:it|them|the lot|(?:it|them) all)\b(?: \w+){0,2} (?:in|into) (?:a |the |an )?(?:cardboard |paper |plastic |wooden )(?:box|bag|bin|bucket|trash ?can|garbage ?can|tub)\b/,
      // "The wheelie bin is a bit smoky, my son tipped the fire pit's ashes in there".
      CONTAINER_HEATING,
    ],
    messageNeeds: [
      /\b(?:smok\w*|haz[ey]|warm|hot|smell\w*|smoulder\w*|smolder\w*|warped|melt\w*)\b/,
      /\b(?:ash(?:es)?|embers?|coals?|cinders?)\b/,
    ],
  },
  {
    // A chimney fire: roaring, a glowing pipe, sparks or flames from the top.
    id: 'smoke-fire',
    triggers: [
      /\b(?:glow\w* (?:red|orange)|red[- ]hot|roar\w*|freight train|jet engine|sparks?|flames?|(?<!(?:gas|electric|old) )fire(?!'s|\w| ?pot| ?box| ?brick))\b/,
    ],
    // The chimney breast is the wall the fire sits in, not the flue.
    sentenceNeeds:
      /\b(?:chimney(?! breast)|stove ?pipe|flue|wood ?stove|wood ?burner|log burner|pellet stove|hopper|feed tube|burn pot)\b/,
    unless: (sentence) =>
      // "The glass goes black, I can hardly see the flames": the door glass, not the flue.
      /\b(?:glass|window|door)\b(?: [\w']+){0,8} (?:goes|gone|going|turns?|turned|is|gets) (?:black|sooty|brown|cloudy|dirty|white)\b|\bsee the (?:flames?|fire)\b/.test(
        sentence,
      ) ||
      // A new stove's first fires cure its paint: smoke and a hot-paint smell, no roaring.
      (/\bfirst (?:proper |real |actual |big |full |hot )?(?:fire|few fires|burns?)\b|\bbreak\w* (?:it |the \w+ )?in\b|\bcur(?:e|es|ing)\b/.test(
        sentence,
      ) &&
        !/\b(?:roar\w*|glow\w* (?:red|orange)|red[- ]hot|freight train|jet engine|sparks? (?:out|from|coming))\b/.test(
          sentence,
        )) ||
      /\b(?:sweep|swept|clean\w*|install\w*|cap|crown|flashing|brick\w*|mortar|leak\w*|gas fire|gas fireplace|yellow|blue|lazy|open[- ]flue|flue hole|new flue|(?:last|old|previous|former) (?:fire|stove|burner)|flame effect|living flame|fake (?:log|flame|fire)s?|electric (?:fire|fireplace)|led flames?|fire (?:dept|department|brigade|service|station|crew|truck|engine|fighters?)|firefighters?|firemen|tested|serviced|passed|cowl|cleared)\b/.test(
        sentence,
      ) ||
      BURNER_FLAME(sentence) ||
      // "The fire is burning fine and the flue is drawing", "fire draws great": a stove doing
      // what it should. So is a fire that dies down overnight, and keeping one going.
      /\bfire (?:is |'s )?(?:burning|going|lit) (?:fine|well|ok|okay|nicely|normally)\b|\b(?:flue|chimney|stove|it)(?: is|'s)? drawing (?:fine|well|ok|okay|nicely|good|great)\b|\bflue is drawing\b|\b(?:fire|stove|it) (?:draws|drew|is drawing) (?:\w+ )?(?:fine|well|ok|okay|nicely|good|great|beautifully|brilliantly)\b|\bflames? (?:look|looks|are|is) (?:good|fine|normal|ok|okay|nice|healthy)\b|\bfire\b(?: [\w']+){0,6} (?:dies|died|dying|goes out|went out|burns? (?:down|out)|burnt out)\b|\bkeep\w* (?:a |the )?fire (?:going|in|lit)\b/.test(
        sentence,
      ) ||
      // "We had a chimney fire 3 winters ago": the fire that is history, not tonight's.
      PAST_ONLY(sentence),
    // A condensing boiler's white plume on a cold morning is steam, whatever a child calls it.
    messageUnless: STEAM_IN_THE_COLD,
  },
  {
    // Haze or a burning smell hours after someone worked with a flame: smouldering in the
    // roof or the walls.
    id: 'smoke-fire',
    triggers: [
      /\b(?:faint|light|thin|grey|gray|blue|white|smoky) haze\b|\bhaze in (?:the )?(?:air|room|house|hall\w*|landing|loft|attic|upstairs|kitchen|bedroom)\b|\bsmok(?:y|ey)\b|\bsmell\w* (?:\w+ ){0,3}(?:smoke|burning|bonfire|charr\w*|scorch\w*)\b/,
    ],
    messageNeeds: [
      /\b(?:blow ?torch\w*|torch\w*|heat gun|solder\w*|braz\w*|weld\w*)\b/,
      /\b(?:now|tonight|hours? (?:later|after)|since|still|left|gone home|this evening|at night|\d ?pm)\b/,
    ],
    // The smell while soldering is the work itself, not something smouldering after it.
    unless:
      /\b(?:grout|tiles?|glass|finish|film|residue|cloudy|flux|solder\w*|while|whilst)\b|\bwhen (?:i|we|you)\b/,
  },
  {
    // A dryer running hot enough to scorch: lint fires start this way. (A burner is a part,
    // not a smell: "tee off the dryer's line to a burner ring".)
    id: 'smoke-fire',
    triggers: [
      /\b(?:hazy|haze|smok\w*(?! alarms?| detectors?)|singe[ds]?|singeing|scorch\w*|burn(?!ers?\b)\w*|smells? (?:really |very |super )?hot)\b/,
    ],
    sentenceNeeds: /(?<!hair )(?<!blow )\b(?:dryer|tumble dryer|lint|laundry room)\b/,
    // A new dryer's element burning off its coating smells for the first loads; a new dryer
    // has no lint to catch, unless its vent is crushed or blocked.
    messageUnless: (message) =>
      STEAM_IN_THE_COLD(message) ||
      (explainedBurning(message) &&
        !/\blint\b|\b(?:blocked|clogged|crushed|squashed|kinked)\b/.test(message)),
    // "A dusty smell, like a hair dryer that's got lint in it": a likeness, not the dryer.
    // "Saw one of those 'your dryer will burn the house down' videos": a warning heard, not a fire.
    unless: (sentence) =>
      PAST_ONLY(sentence) ||
      /\blike (?:a |an |the |my )?(?:hair ?dryer|blow ?dryer|dryer)\b/.test(sentence) ||
      // The dryer plugged into a lead that is burning: the lead's smell, not the dryer's.
      (/\bplugged\b/.test(sentence) &&
        /\b(?:extension|lead|plugs?|sockets?|power (?:strip|board)|adaptor)\b/.test(sentence)) ||
      /\b(?:saw|seen|read|watched|watching)\b(?: [\w']+){0,6} (?:videos?|posts?|articles?|reels?|tiktoks?|clips?|ads?|news)\b|\b(?:going to|gonna|could|will|can|might) burn (?:\w+ )?(?:house|home|place) down\b/.test(
        sentence,
      ),
  },
  {
    // Something plugged into an outlet that was under flood water, before an electrician has
    // seen it: the water left corrosion and silt behind the plate.
    id: 'electrical',
    triggers: [
      /\bplug\w* (?:\w+ ){0,4}(?:into|in) (?:one of )?(?:the |those |them |these )?(?:\w+ )?(?:outlets?|sockets?|power points?|gpos?)\b/,
    ],
    messageNeeds: [
      /\b(?:outlets?|sockets?|power points?|gpos?)\b(?: [\w']+){0,4} (?:(?:that )?(?:were|was|got|been) (?:under ?water|flooded|submerged)|under ?water)\b|\bwater (?:\w+ ){0,3}over (?:the )?(?:bottom of the )?(?:\w+ )?(?:outlets?|sockets?)\b/,
    ],
    unless: DONE_BY_A_PRO,
  },
  {
    // Water coming through a ceiling where a light or fan is.
    id: 'water-and-electricity',
    // A car's "trickle charger" is a slow charger, not water.
    triggers: [/\b(?:water|drip\w*|leak\w*|pour\w*|trickl\w*(?! charg))\b/],
    sentenceNeeds: new RegExp(
      `^(?=.*\\bceiling\\b)(?=.*\\b(?:light fixtures?|lights?|fixtures?|spot ?lights?|down ?lights?|pot lights?|recessed lights?|can lights?|ceiling fan|bulbs?|smoke alarm)\\b)`,
    ),
    unless: (sentence) =>
      PAST_ONLY(sentence) ||
      ONLY_A_STAIN(sentence) ||
      /\b(?:nowhere near|not near|far from|well away from|away from) (?:the |any )?(?:\w+ )?(?:lights?|fittings?|fixtures?|plugs?|sockets?|outlets?|wiring|electrics?)\b|\bnothing electrical\b|\b(?:mirrors?|windows?|glass|condensation)\b(?: [\w']+){0,4} (?:drip\w*|running|streaming)\b(?![^.?!]*\b(?:from|through|out of|into|onto|around|on) the (?:\w+ )?(?:lights?|fittings?|fan|fixtures?|bulbs?|downlights?)\b)|\bspray (?:bottle|it|them)|\bspray\w* (?:\w+ )?with water\b|\bgarden sprayer\b/.test(
        sentence,
      ) ||
      // Paint drips and brush marks seen "when the light hits" are the painter's.
      (/\b(?:paint\w*|brush marks?|roller marks?|coats?|colour|color|emulsion|gloss)\b/.test(
        sentence,
      ) &&
        !/\b(?:water|leak\w*|wet|damp|trickl\w*|pour\w*)\b/.test(sentence)) ||
      // Insulation or dust pouring out of the hole is no water.
      (/\b(?:insulation|stuff|dust|debris|vermiculite|pebbl\w*|granul\w*|grit|sand|plaster|mouse|mice|droppings)\b/.test(
        sentence,
      ) &&
        !/\b(?:water|drip\w*|leak\w*|wet|damp|trickl\w*)\b/.test(sentence)),
  },
  {
    // Water that runs along the floor into a socket or a plug.
    id: 'water-and-electricity',
    triggers: [
      new RegExp(
        `\\b(?:water|leak\\w*|drip\\w*) (?:\\w+ ){0,7}(?:into|onto|in|on|reach\\w*|under) (?:the |a |an |my |our )?(?:\\w+ )?(?:sockets?|outlets?|receptacles?|power strips?|extension cords?|plugs?|power boards?)\\b`,
      ),
    ],
    unless: PAST_ONLY,
  },
  {
    id: 'water-and-electricity',
    triggers: [
      new RegExp(
        `\\b(?:water|leak\\w*|drip\\w*|rain|rainwater) (?:(?:is|was|has|been|keeps|got|gets|getting|coming|came|comes|dripping|dripped|drips|leaking|leaked|leaks|pouring|poured|running|ran|seeping|seeped|pooling|going) ){0,2}(?:in|into|on|onto|inside|behind|out of|from|through|around|over) (?:the |a |an |my |our |that |this )?(?:(?:top|front|side|back|inside|bottom) of (?:the |a |an |my |our )?)?(?:\\w+ )?${WET_PLACE}\\b`,
      ),
      new RegExp(
        // "The outlet by the wet bar": a room's name, not water on the outlet.
        `\\b${WET_PLACE} (?:\\w+ ){0,3}(?:got |is |are |were |was |been |getting |looks? |seems? |appears? |feels? )?(?:wet|damp|soaked|under ?water|submerged|flooded|dripping)\\b(?! (?:bar|room|wipes?|(?:tile )?saws?|vacs?|look)\\b)`,
      ),
      new RegExp(
        `\\b(?:puddle|water|leak\\w*|flood\\w*)\\b(?: \\w+){0,4} (?:toward|towards|near|reaching|close to|up to|around|under) (?:the |a |an |our |my )?(?:\\w+ )?${WET_PLACE}\\b`,
      ),
      new RegExp(
        `\\b${WET_PLACE} (?:\\w+ ){0,2}(?:has|have|with|is full of|filled with|full of) (?:\\w+ )?(?:water|moisture)\\b`,
      ),
    ],
    // "Water heater" names the appliance, not water on wiring, unless it is leaking.
    // A gas leak found in the stove's connector is gas, not water at the wiring.
    unless: (sentence) =>
      (/\bwater heater\b/.test(sentence) &&
        !/\b(?:leak\w*|flood(?!lights?\b)\w*|puddle|spreading|pool\w*)\b/.test(sentence)) ||
      // "The tempering valve on the outlet was dripping": a cylinder's outlet pipe.
      /\b(?:valves?|cylinders?|tanks?|pipes?|pumps?|filters?)\b(?: \w+){0,2} (?:on|at|off) the (?:hot |cold )?outlet\b|\boutlet (?:pipe|side|valve|port|of the (?:cylinder|tank|heater|pump|valve))\b/.test(
        sentence,
      ) ||
      (/\b(?:gas|connector|flex|regulator|hob|stove|cooker)\b/.test(sentence) &&
        /\bleak\b/.test(sentence) &&
        !/\b(?:water|drip\w*|rain\w*|wet|puddle)\b/.test(sentence)) ||
      // Wiping the parts down with a damp rag is a cleaning plan; the panel rules answer it.
      /\b(?:wip\w*|clean\w*|scrub\w*|dust\w*)\b(?: [\w']+){0,8} (?:with )?(?:a |some )?(?:damp|wet|moist) (?:rag|cloth|sponge|towel|paper towel|microfib\w*)/.test(
        sentence,
      ),
    // "The outlets were under water … we've had it pumped": told as over.
    messageUnless: WATER_OVER,
  },
  {
    // Water running over or into a panel or fitting, said after the water itself.
    id: 'water-and-electricity',
    triggers: [
      new RegExp(
        `\\b(?:running|dripping|pouring|coming|leaking|trickling|seeping|drips) (?:\\w+ )?(?:over|onto|into|down|through|out of|out|inside) (?:the |a |an |my |our )?(?:(?:top|front|side|back|inside|bottom) of (?:the |a |an |my |our )?)?(?:\\w+ )?${WET_PLACE}\\b`,
      ),
      // "Running down the wall in the cupboard, right down the back of the fuse box".
      new RegExp(
        `\\b(?:right |straight )?down (?:the )?(?:back|front|side|top) of (?:the |a |an |my |our )?(?:\\w+ )?${WET_PLACE}\\b`,
      ),
    ],
    messageNeeds: /\b(?:water|rain\w*|leak\w*|drip\w*|wet|flood(?!lights?\b)\w*)\b/,
    // "Smoke coming out of the extension lead": smoke, not water.
    unless: (sentence) =>
      PAST_ONLY(sentence) ||
      /\b(?:smoke|sparks?|flames?)\b(?: \w+){0,2} (?:is |are )?(?:coming|pouring|leaking|seeping)\b/.test(
        sentence,
      ),
  },
  {
    // "The rain is coming through the ceiling and dribbling down the fan rod": water running
    // down or into a fan or light that is wired in.
    id: 'water-and-electricity',
    triggers: [
      /\b(?:rain|water)\b(?: [\w',]+){0,12} (?:dribbl\w*|drip\w*|run\w*|pour\w*|trickl\w*|leak\w*) (?:down|onto|into|off|over|through|around) (?:the )?(?:ceiling )?(?:fan|fan rod|fan blades|blades|light|lights|light fitting|fitting|fixture|downlight)s?\b/,
    ],
    unless: (sentence) => PAST_ONLY(sentence) || WATER_GONE.test(sentence),
  },
  {
    // A lead or adaptor lying in water while it carries power.
    id: 'water-and-electricity',
    triggers: [
      /\b(?:cords?|leads?|cables?|plugs?|adaptors?|adapters?|power strips?|power boards?|extension\w*)\b(?: [\w',]+){0,16} (?:in|into|under|sitting in|lying in) (?:a |the )?(?:middle of (?:a |the )?)?(?:\w+ )?(?:puddle|water|pool|flood(?!lights?\b)\w*)\b/,
    ],
    // A wall charger's own tethered cable is made to lie out in the rain (its connector is
    // sealed); a household plug, socket or extension in the puddle is not.
    messageUnless: (message) =>
      /\b(?:ev|electric (?:car|vehicle)|tesla|zappi|wallbox|charge ?point|tethered|type 2|ohme|pod ?point|easee|juicebox|j1772)\b/.test(
        message,
      ) &&
      !/\b(?:extension\w*|reels?|granny|3-pin|three-pin|plugs?|sockets?|outlets?|power ?points?|adaptors?|adapters?|power strips?|power boards?|leads?)\b/.test(
        message,
      ),
    unless: PAST_ONLY,
  },
  {
    // "The power strip … sitting right in it", said after the water; wading over to unplug.
    id: 'water-and-electricity',
    triggers: [
      // "Standing in about a cm of water mopping it up".
      /\b(?:sitting|standing|lying|stood) (?:right |directly |now )?in (?:it|the water|that|water|(?:about |around |like |maybe |over |nearly |almost )?(?:an?|half an?|\d+|one|two|three) ?(?:cm|mm|inch(?:es)?|centimet\w*|millimet\w*|feet|foot|ft) (?:of )?(?:water|it))\b|\bwad(?:e|ing) (?:over|through|across|in)\b(?! pool)/,
      new RegExp(
        `\\b(?:it'?s|its|it is|it has|now|water'?s?|puddle'?s?) (?:\\w+ ){0,2}(?:reaching|reached|getting (?:to|near|close to)|spread\\w* (?:to|toward\\w*)|touching|around|up to|under)\\b(?: \\w+){0,6} ${WET_PLACE}\\b`,
      ),
    ],
    messageNeeds: [
      /\b(?:water|flood(?!lights?\b)\w*|puddle|leak\w*|inch\w*)\b/,
      /\b(?:plug\w*|power strips?|power boards?|extension\w*|cords?|leads?|outlets?|sockets?|dehumidifier|freezer|fridge|washer|dryer|pump|heater|panel|appliances?)\b/,
    ],
    // Pumped out or gone down, earlier in the conversation or now, and nothing still wet now.
    messageUnless: WATER_OVER,
    unless: PAST_ONLY,
  },
  {
    // Flood water that rose over the panel or the furnace, or a pump switch arcing in a wet pit.
    id: 'water-and-electricity',
    triggers: [
      /\b(?:water|flood(?!lights?\b)\w*)\b(?: \w+){0,3} (?:came up|got up|rose|reached|was up|went up) (?:\w+ ){0,3}(?:over|to|into|past)\b/,
      /\b(?:arc\w*|spark\w*|crackl\w*|fizz\w*)\b/,
    ],
    sentenceNeeds:
      /\b(?:panel|breakers?|fuse ?box|fuse ?board|switch ?board|consumer unit|furnace|outlets?|sockets?|switch|wiring|pump|motor|water|wet|it|lights?|back there|behind it)\b/,
    messageNeeds: [
      /\b(?:flood(?!lights?\b)\w*|meltwater|standing water|foot of water|feet of water|inch\w* of water|under ?water|leak\w*|pit)\b/,
      /\b(?:panel|breakers?|fuse ?box|fuse ?board|switch ?board|consumer unit|pressure switch|pump|outlets?|sockets?|wiring|plug)\b/,
    ],
    messageUnless: (message) =>
      /\bspark ?plugs?\b|\bflood(?!lights?\b)\w* (?:the |my |it|its )?(?:engine|mower|lawn ?mower|carb\w*)\b/.test(
        message,
      ) || WATER_OVER(message),
    unless: PAST_ONLY,
  },
  {
    // Water running onto a switchboard, socket or panel now: "leaking down the wall onto the
    // switch board below it".
    id: 'water-and-electricity',
    triggers: [
      /\bwater\b(?: [\w']+){0,8} (?:onto|into|on to|over|behind|down to|all over) (?:the |a |my |our )?(?:\w+ )?(?:switch ?boards?|sockets?|outlets?|plugs?|power points?|gpos?|panel|fuse ?box|fuse ?board|consumer unit|light fittings?|light switch(?:es)?|extension (?:cord|lead)s?|power (?:strip|board)s?)\b/,
    ],
    sentenceNeeds:
      /\b(?:running|dripping|leaking|pouring|coming|seeping|trickling|spraying|splashing|pooling|gushing)\b/,
    unless: (sentence) => PAST_ONLY(sentence) || ONLY_A_STAIN(sentence),
  },
  {
    // Water standing inside a socket or switch, with something plugged in.
    id: 'water-and-electricity',
    triggers: [
      /\b(?:water|rain ?water|rain|moisture|droplets?|condensation)\b(?: [\w']+){0,6} (?:inside|in|behind|under) (?:the |a |my |our )?(?:\w+ )?(?:gpos?|power points?|sockets?|outlets?|switch(?:es)?|switch ?boards?|db|distribution boards?|light fittings?|fuse ?box|panel|consumer unit|socket flap|flap)\b/,
      // "The outside socket has rainwater in the cover": the cover is the socket's.
      /\b(?:gpos?|power points?|sockets?|outlets?|receptacles?)\b(?: [\w']+){0,8} (?:water|rain ?water|rain) (?:inside|in|behind|under) (?:the |its )?(?:cover|lid|flap|box|housing)\b/,
    ],
    unless: (sentence) => PAST_ONLY(sentence) || ONLY_A_STAIN(sentence),
  },
  {
    // A ceiling light that went off or flickers while water drips inside that ceiling.
    id: 'water-and-electricity',
    triggers: [
      /\b(?:ceiling )?lights? (?:\w+ ){0,4}(?:went off|went out|just went|flicker\w*|cut out|died|tripped)\b/,
    ],
    messageNeeds: [/\b(?:drip\w*|leak\w*|water|wet)\b/, /\bceiling\b/],
    unless: (sentence) => PAST_ONLY(sentence) || ONLY_A_STAIN(sentence),
  },
  {
    // "It's been pouring down the stairs for twenty minutes", "now it's coming through the
    // ceiling": the water named once, then called "it".
    id: 'active-flooding',
    triggers: [
      /\b(?:it'?s|it is|it has|it'?s been|it has been) (?:\w+ )?(?:pouring|gushing|spraying|pissing|streaming|cascading) (?:down|out of|through|into|across|over) (?:the |our |my )(?!rain|whole|entire|last|past|all)/,
      /\b(?:it'?s|it is) (?:now )?(?:squirting|spurting|jetting|spraying|gushing) (?:\w+ ){0,4}(?:full (?:pressure|bore|blast)|everywhere|all over)\b/,
      /\b(?:it'?s|it is) (?:now )?(?:starting to |started to )?(?:come|coming|drip\w*|pour\w*) (?:through|out of) (?:the |our |my )?(?:\w+ )?ceiling\b/,
    ],
    messageNeeds: /\bwater\b/,
    unless: (sentence) =>
      PAST_ONLY(sentence) ||
      WATER_GONE_OR_HABITUAL.test(sentence) ||
      // Light or sand pouring through a window; "around the light" is the fitting.
      /\b(?:rain\w*|storm\w*|weather|sunlight|daylight|dust|sand)\b|\blight (?:is |was )?(?:pouring|streaming|coming|cascading)\b/.test(
        sentence,
      ),
  },
  {
    // A valve that will not close with water still running out: nothing stops it but the main.
    id: 'active-flooding',
    negativeSymptom: true,
    triggers: [
      /\b(?:valve|tap|stopcock|faucet|spigot)\b(?: [\w']+){0,3} (?:won'?t|will not|can'?t|cannot|doesn'?t|does not) (?:close|shut|turn off|stop)\b/,
      // "The little tap handle under the tub just spins round": its stem has let go.
      /\b(?:valve|tap|stopcock|shut-?off|isolator|handle)\b(?: [\w']+){0,4} (?:just )?(?:spins?|spinning|turns? and turns?|keeps turning|goes round and round)\b/,
    ],
    messageNeeds:
      /\b(?:water\w*|pouring|running|spreading|gushing|leak\w*|flood(?!lights?\b)\w*)\b/,
    unless: PAST_ONLY,
  },
  {
    // Insulation blown or laid over recessed lights not rated for it: the fitting holds its
    // heat and chars the insulation and the timber around it (NEC 410.116(B): no insulation
    // above a non-IC recessed luminaire or within 3 in of it; the maker's label says the same).
    // "Non-IC" names the danger with a negative.
    id: 'electrical',
    negativeSymptom: true,
    triggers: [
      /\bnon[- ]?ic\b|\bnot ic[- ]?rated\b|\bnot rated (?:for|to be) (?:covered|in contact with|insulation)\b/,
      /\b(?:blow\w*|blown|cover\w*|bur(?:y|ied|ying)|pil\w*|lay\w*|roll\w*|stuff\w*|pack\w*) (?:[\w']+ ){0,6}(?:over|on top of|across|around|round)\b(?: [\w',]+){0,4} (?:the |those |all the |my |our )?(?:old )?(?:recessed (?:lights?|cans?|fittings?)|can lights?|cans|pot lights?|down ?lights?|spot ?lights?|halogens?)\b|\b(?:cans|down ?lights|pot lights) included\b/,
    ],
    messageNeeds:
      /\b(?:insulat\w*|batts?|blown|blow(?:ing)?-?in|loose[- ]fill|cellulose|rock ?wool|fib(?:re|er) ?glass|r-?\d+)\b/,
    unless: (sentence) =>
      PAST_OR_DONE_BY_A_PRO(sentence) ||
      /(?<!\bnot |\bnon[- ])\bic[- ]?rated\b|\b(?:fire ?hoods?|loft caps?|downlight (?:covers?|hoods?|caps?)|tenmat)\b/.test(
        sentence,
      ),
  },
  {
    // A lead's joins or plugs lying in puddles or standing water outside: the water is live.
    id: 'water-and-electricity',
    triggers: [
      /\b(?:joins?|joints?|connections?|plugs?|leads?|cords?|reels?|adaptors?|power ?boards?|power strips?)\b(?: [\w']+){0,3} in (?:a |the )?(?:what is now |what's now )?(?:basically |practically |like )?(?:a )?(?:puddles?|standing water|pond|lake|pool of water)\b/,
      // "The socket bit on top is full of water": the reel's own sockets.
      /\b(?:sockets?|outlets?|plugs?|reels?|adaptors?|power ?boards?|power strips?)\b(?: bit| part| end)?(?: [\w']+){0,3} (?:is |are |was |were |got |gets )?(?:full of|filled with|filling with) water\b/,
    ],
    unless: PAST_ONLY,
  },
  {
    // A switch or socket smashed, its plate cracked or hanging off with the wires showing: live
    // parts within a finger's reach until the circuit is off (BS 7671 416.2; NEC 404.9, 406.6:
    // faceplates must cover and enclose).
    id: 'electrical',
    triggers: [
      /\b(?:can see|see|showing|exposed|visible|sticking out|poking out|bare)\b(?: \w+){0,2} (?:the )?(?:wires?|wiring|cables?|copper|terminals?)\b|\b(?:wires?|wiring|cables?|copper|terminals?)\b(?: \w+){0,2} (?:showing|exposed|visible|sticking out|poking out|hanging out)\b/,
    ],
    sentenceNeeds:
      /\b(?:smash\w*|crack\w*|broke\w*|hanging (?:off|out)|pulled (?:off|out)|came off|fell off|knocked off|snapped|shattered)\b/,
    messageNeeds:
      /\b(?:switch(?:es)?|sockets?|outlets?|power points?|gpos?|face ?plates?|switch ?plates?)\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // Outlets or wiring that were under flood water: they must be replaced, not just dried.
    id: 'electrical',
    triggers: [
      /\b(?:plugs?|outlets?|sockets?|wiring|switch(?:es)?|panel|breakers?)\b(?: [\w']+){0,3} (?:that )?(?:were|was|got|been) (?:under ?water|flooded|submerged)\b/,
    ],
  },
  {
    // Extension leads plugged into each other to reach: each joint and the first lead carry
    // everything downstream. CPSC and Electrical Safety First say never chain them; a heater
    // or heat lamp load is the usual one that melts the first plug.
    id: 'electrical',
    triggers: [
      /\bdaisy[- ]?chain\w*|\b(?:joined|joining|join|connected|plugged|hooked) (?:\w+ ){0,3}(?:leads|extension (?:leads|cords)|extensions|cords|reels) (?:\w+ ){0,2}together\b|\banother (?:extension|lead|cord|power strip|power board)(?: lead| cord)? (?:\w+ ){0,3}(?:into|in to) (?:that|it|the first|the other|this)\b/,
      new RegExp(
        `\\b(?:${CHAINED})s?\\b(?: [\\w']+){0,6} (?:into|plugged into|plugs into|going into|in to|off) (?:another|a second|the other|an other)(?: [\\w-]+)? (?:${CHAINED})\\b|\\b(?:${CHAINED})s? (?:\\w+ ){0,2}off (?:that|it|the (?:adapt[eo]r|board|lead|strip|plug|extension))\\b|\\b(?:${CHAINED})s?\\b(?: [\\w']+){0,4} (?:plugged |plugging |going |that plug )?into (?:each other|one another)\\b`,
      ),
    ],
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // An extension lead or a board run into a bathroom to sit beside the bath or the shower:
    // socket outlets are kept out of the zones round a bath and shower (BS 7671 section 701;
    // NEC 406.9(C) and 210.8). Named is enough: "no socket in there, so I'll run a lead".
    id: 'electrical',
    mentionCounts: true,
    triggers: [
      /\b(?:extension (?:lead|cord|reel|cable)|power (?:strip|board|bar)|multi-?plug|adapt[eo]r|gang)s?\b(?: [\w',]+){0,24} (?:next to|beside|by|near|on the edge of|over|round|around|on the side of|into) (?:the |my |our )?(?:bath(?:tub)?|tub|shower|bathroom|basin|jacuzzi|hot tub)\b/,
    ],
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // A socket or switch unscrewed and brought forward to sit flush with new tiles or panelling
    // (longer screws, a spacer, a box extender), asked whether the power need go off: its
    // terminals sit right behind the plate, and the circuit goes off at the breaker first
    // (NEC 406.5(A) for the box set back; OSHA's de-energize-first rule; AS/NZS 3000).
    id: 'electrical',
    triggers: [
      /\b(?:need to|have to|got to|bother|must (?:i|we)|should (?:i|we)|do (?:i|we)|without) (?:\w+ ){0,2}(?:switch\w*|turn\w*|shut\w*|kill\w*|flip\w*|isolat\w*)\b(?: [\w']+){0,3} off\b/,
    ],
    messageNeeds: [
      /\b(?:power ?points?|outlets?|sockets?|receptacles?|gpos?|switch plates?|light switch(?:es)?)\b/,
      /\b(?:unscrew\w*|pull\w* (?:it|them|the \w+) (?:forward|out)|brings? (?:it|them) forward|spacers?|box extenders?|extension rings?|longer screws|undo\w* (?:\w+ ){0,2}screws|(?:sunk|recessed|set back) (?:in|behind)|flush with the tiles?)\b/,
    ],
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // Screws or a drill straight above or below a socket or a switch: cables run straight up
    // and down from them inside the wall (BS 7671 Regulation 522.6.202 safe zones), the place a
    // drill meets one.
    id: 'electrical',
    triggers: [
      /\b(?:drill\w*|screw\w*|nail\w*|fix\w*|put\w*)\b(?: [\w']+){0,6} (?:straight |directly |right )?(?:above|below|under|over) (?:the |a |that |this )?(?:double |single )?(?:sockets?|outlets?|power points?|switch(?:es)?|gpos?|light switch(?:es)?)\b/,
    ],
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // A shock or tingle from plumbing or an appliance means a live fault to something wet.
    id: 'water-and-electricity',
    triggers: [
      // "The weather's shocking" is no shock; "it's shocking me" is.
      /\b(?:shock(?!ing)\w*|shocking (?:me|us|him|her|them|you|people|anyone|someone|everyone|my|our|the kids|kids)|tingl\w*|zap(?:s|ped|ping)?|jolt\w*)\b/,
      // "Santa bit her when she touched the fan", "felt a buzz in my hand".
      /\b(?:bit|bites|nipped)['"]? (?:me|her|him|them|us|(?:my|our|the) \w+)\b(?: [\w']+){0,2} (?:when|as) (?:i|she|he|they|we) (?:touched|grabbed|moved|held|picked)\b|\bfelt (?:a )?(?:buzz|bite)\b|\bbuzz\w* (?:\w+ ){0,2}(?:in|up|through|into) (?:my|his|her|their|your) (?:hands?|fingers?|arms?)\b|\b(?:tap|faucet|sink|shower|mixer|handle|pipe|bath|tub|fridge|dishwasher|washer|washing machine|oven|stove|kettle|rail|towel rail)s? (?:\w+ ){0,2}(?:bit|bites|nipped) (?:me|her|him|them|us)\b/,
    ],
    messageNeeds:
      /\b(?:faucet|tap|shower|tub|bath\w*|sink|water|pipes?|washer|washing machine|fridge|refrigerator|dishwasher|pool|hot tub|spa|appliance|dryer|stove|oven|puddle|leak\w*|wet|damp|rain\w*|troughs?|stock tanks?|horse tanks?|de-?icers?|waterers?|drinkers?|docks?|jetty|pier|marina|boats?|swim\w*|lake|pond|moorings?|shore power)\b/,
    // A shock off the inside of an opened microwave is its capacitor's charge (the capacitor
    // rules say so), nothing wet.
    // Nor is a message about shocking a pool ("the bag says DANGER, will it zap the kids?")
    // that names nothing electric: that shock is the chlorine dose.
    messageUnless: (message) =>
      STATIC_SHOCKS(message) ||
      // "Slate hooks or tingles. How do you fit a tingle?": the roofer's clip.
      (/\bslates?\b/.test(message) &&
        /\btingles?\b/.test(message) &&
        !/\b(?:shock\w*|zap\w*|jolt\w*|tingl\w* (?:in|up|through) (?:my|his|her|their))\b/.test(
          message,
        )) ||
      (/\b(?:microwave|capacitors?|magnetron)\b/.test(message) &&
        !/\b(?:faucet|tap|shower|tub|bath\w*|sink|water|pipes?|puddle|leak\w*|wet|damp|rain\w*)\b/.test(
          message,
        )) ||
      // "Shocked it like you said and it's clearing", of the green hot tub named before.
      (/\bshock(?:ed|ing)? it\b/.test(message) &&
        /\b(?:pool|spa|hot tub|chlorin\w*|bromine|alga\w*)\b/.test(message) &&
        !/\b(?:pumps?|lights?|outlets?|sockets?|wires?|wiring|cords?|electric\w*|gfcis?|rcds?|breakers?|heaters?|plugs?|ladder|rail)\b/.test(
          message,
        )) ||
      (/\bshock\w*['"]? (?:the |our |my )?(?:pool|spa|hot tub|tub|water)\b|\bpool shock\b|\b(?:chlorine|bromine|algaecide|clarifier)\b(?: [\w',]+){0,12} (?:some|the|a bag of|a tub of|a tub|a bottle of|and) shock\b|\b(?:some|the|a bag of|a tub of) shock,? (?:\w+ ){0,3}(?:chlorine|bromine|algaecide|ph|acid|strips)\b|\bcal[- ]?hypo\b|\bshock (?:powder|granules?|treatment|dose|tabs?|tablets?|oxidi[sz]er)\b/.test(
        message,
      ) &&
        !/\b(?:pumps?|lights?|outlets?|sockets?|wires?|wiring|cords?|electric\w*|gfcis?|rcds?|breakers?|heaters?|plugs?|ladder|rail)\b/.test(
          message,
        )),
    // "Shocked it" said of a pool is the chlorine dose, not a person, and so is "can I just
    // shock it?" of a cloudy tub: nobody shocks a thing but a pool or a spa.
    unless: (sentence) =>
      // Static is the explanation, unless it was only someone's guess ("thought it was static").
      /(?<!\b(?:thought|think|thinks|reckoned|assumed|guessed) (?:it was |it'?s |its )?(?:just |only )?)\bstatic\b|\bshocker\b|\b(?:been|is|was|are|were|be|it'?s|its|absolutely|bloody|pretty|really|just|simply) shocking\b(?! (?:me|him|her|us|them|people|you|everyone|anyone)\b)|\b(?:so|be|totally|absolutely|really|pretty|quite|gonna be|will be) shocked\b(?! (?:me|him|her|us|them|when|while|as)\b)|\bor (?:you'?ll|you will|you could|you might) get (?:a )?shock\w*|\b(?:scared|afraid|worried|says?|said) (?:\w+ ){0,4}(?:get|getting) (?:a )?shock\w*|\b(?:chlorine|pool) shock\b|\bshock (?:granules|treatment|the pool|dose)\b|\bshocking the pool\b|\b(?:pour|add|put|dump|sprinkle|dissolv|throw)\w* (?:the |some |a bag of |in the )?shock\b|\bshocking (?:it|the water|the spa|the tub|the hot tub)\b|\bshock[- ]chlorinat\w*|\bshock\w* (?:the |a |our |my )?(?:well|borehole|bore|cistern|water tank|rain ?tank)\b|\bdoor (?:handle|knob)|\bdoorknob|\bcarpet|\bjumper|\bsweater|\bcar door|\bheating (?:came|comes|went|goes) on|\bdry air|\bshock absorb|\bculture shock|\bsticker shock|\bshocked (?:at|by) the (?:price|bill|quote|number|amount|cost|total)|\b(?:bucket|bag|tub|box|jug|bottle|pack|pounds?|lbs?|kg)s? of (?:\w+ ){0,2}shock\b|\bcal[- ]?hypo\b|\btingles?\b(?=[^.?!]*\b(?:slates?|hooks?|roof)\b)|\b(?:slates?|slate hooks?)\b[^.?!]*\btingles?\b/.test(
        sentence,
      ) ||
      (/\b(?:pool|well|coliform|bacteria|chlorin\w*|bleach)\b/.test(sentence) &&
        /\bshock(?:ed|ing)? (?:it|the water)\b/.test(sentence)) ||
      /\b(?:i|we|you|to|just|and|then|or) (?:\w+ )?shock (?:it|the (?:water|tub|spa|pool))\b/.test(
        sentence,
      ),
  },
  {
    // A spill into something plugged in, or water dripping or running down to it, that then
    // hisses, sparks or dies.
    id: 'water-and-electricity',
    triggers: [
      /\b(?:water(?! heater| tank| softener| filter| pump| bill)|spill\w*|spilt|knock\w* over|drink|wet(?! (?:tile )?saws?\b| vacs?\b| ?(?:and dry )?vac\w*| wipes?\b| rooms?\b| bars?\b| suits?\b| cutters?\b| grinders?\b)|soaked|dripp\w*|overflow\w*|trickl\w*(?! charg)|seep\w*|(?:running|pouring|coming) down)\b/,
    ],
    sentenceNeeds: new RegExp(
      `^(?=.*\\b(?:${ELECTRIC_THING.slice(3, -1)}|plugged|tv|cabinet)\\b)(?=.*\\b(?:hiss\\w*|sizzl\\w*|fizz\\w*|spark\\w*|smok\\w*|crackl\\w*|went off|tripped|shorted|popped|dropping out|keeps tripping)\\b)`,
    ),
    // An outdoor GFCI that trips in the rain or a storm is doing its job; only the fizzing or
    // a tingle makes it this emergency.
    unless: (sentence) =>
      /\b(?:gfci|gfi|rcd|safety switch|outdoor (?:plug|outlet|socket))\b/.test(sentence) &&
      /\b(?:rain\w*|snow\w*|storms?|wet|damp)\b/.test(sentence) &&
      !/\b(?:hiss\w*|sizzl\w*|fizz\w*|spark\w*|smok\w*|crackl\w*|shock\w*|tingl\w*)\b/.test(
        sentence,
      ),
  },
  {
    // Something electric soaked through and still switched on or plugged in ("the electric
    // blanket is sopping wet and I think it's still on at the plug"): live and wet now.
    id: 'water-and-electricity',
    triggers: [
      /\b(?:soaked|sopping|sodden|drenched|soaking wet|wet through|dripping wet|waterlogged)\b/,
    ],
    sentenceNeeds: new RegExp(
      `^(?=.*\\b(?:${ELECTRIC_THING.slice(3, -1)}|heaters?|heated (?:pads?|blankets?|throws?|mats?|beds?)|appliances?|fairy lights|lamps?)\\b)(?=.*\\b(?:still (?:switched |turned )?on|still plugged in|still live|(?:switched|turned) on at the (?:plug|wall|socket)|still running)\\b)`,
    ),
    unless: PAST_ONLY,
  },
  {
    // Flood water rising where the panel, furnace or outlets are.
    id: 'water-and-electricity',
    triggers: [
      /\b(?:rising|flood(?!lights?\b)\w*|coming (?:in )?under the (?:\w+ )?door|getting (?:higher|deeper)|coming up (?:out of|through) the (?:floor )?drain)\b|\b(?:running|spreading|heading|flowing|creeping) (?:toward|towards|at|into|under) (?:the )?(?:\w+ )?(?:furnace|freezer|deep freeze|panel|outlets?|sockets?|plugs?|power|appliances?|washer|dryer|boiler|heater)\b/,
    ],
    // "A hired breaker" to knock a wall out is a demolition hammer.
    messageNeeds:
      /\b(?:panel|(?<!\b(?:hired?|concrete|jack|demolition|demo|hydraulic|rock) )breakers?|breaker box|fuse box|outlets?|furnace|electric\w*|plugged in|freezer|appliances?|extension (?:cord|lead)|power strip|power bars?|(?<!\b(?:rent|hire|buy|get|borrow|need) (?:a |an |one )?)dehumidifier|washer|dryer)\b/,
    // "Bit worried I'll flood the kitchen": a flood feared, not water on the floor; "the
    // floods wrecked our ground floor" is the damage left.
    unless: (sentence) =>
      PAST_ONLY(sentence) ||
      FLOODED_AND_REPLACED(sentence) ||
      /\bflood damage\b|\b(?:after|since) (?:(?:the|a|our|that|last) )?(?:\w+ ){0,2}flood(?:s|ing)?\b|\bthe floods? (?:\w+ ){0,2}(?:wrecked|ruined|destroyed|damaged|took out|soaked)\b|\bflood(?: water)? (?:has |have )?(?:left|brought|dumped|deposited)\b|\b(?:were|was) (?:sat|sitting|stood|standing) in (?:\w+ ){0,4}(?:flood ?water|water)\b(?: [\w']+){0,6} \(?(?:unplugged|switched off|turned off)/.test(
        sentence,
      ) ||
      /\b(?:i'?ll|i will|i might|i could|might|could|would|don'?t want to|afraid|scared|worried|in case|without|not to) (?:\w+ ){0,2}flood/.test(
        sentence,
      ) ||
      // "She reckons that's exactly how houses burn down or flood": a worry, told of others.
      /\bhow (?:houses|homes|places|flats|fires) (?:\w+ ){0,4}flood/.test(sentence) ||
      // "In that flash flood in Auckland on Friday": a flood dated to a day gone.
      /\bflood\w*\b(?: [\w']+){0,4} (?:on|last) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|weekend|month)\b/.test(
        sentence,
      ),
    // "The flood water got three feet in. It's gone now": told as over, in another sentence.
    messageUnless: WATER_GONE,
  },
  {
    // Water around something that is plugged in, in the same breath.
    id: 'water-and-electricity',
    triggers: [/\bwater'?s? (?:is |are )?(?:all )?around (?:them|it|the)\b/],
    sentenceNeeds:
      /\b(?:outlets?|sockets?|plugged|plugs?|cords?|extension|panel|breakers?|power strips?|wires?|wiring)\b/,
  },
  {
    // Standing water where things are plugged in.
    id: 'water-and-electricity',
    triggers: [
      /\bstanding (?:in )?water\b/,
      /\bwad(?:e|ing) (?:in|through|into)\b/,
      /\binch(?:es)? of (?:standing )?water\b|\bflooded\b|\b(?:ankle|knee|shin)[- ]deep\b/,
    ],
    unless: (sentence) =>
      PAST_ONLY(sentence) ||
      FLOODED_AND_REPLACED(sentence) ||
      WATER_GONE_OR_HABITUAL.test(sentence) ||
      SLOW_DRAIN(sentence),
    // A flooded engine is fuel, not water; and water said gone elsewhere in the message ("it's
    // pumped out now") is a flood that is over, unless more is coming in.
    messageUnless: (message) =>
      /\bflood(?!lights?\b)\w* (?:the |my |it|its )?(?:engine|mower|lawn ?mower|carb\w*|motor|strimmer|chainsaw|trimmer|outboard)\b|\bspark ?plugs?\b/.test(
        message,
      ) || WATER_OVER(message),
    messageNeeds:
      /\b(?:outlets?|sockets?|plugged|plugs?|unplug\w*|cords?|extension|panel|breakers?|electric\w*|power strips?|wires?|wiring|freezer|(?<!\b(?:rent|hire|buy|get|borrow|need) (?:a |an |one )?)dehumidifier|heater|appliances?|washer|dryer|furnace)\b/,
  },
  {
    id: 'active-flooding',
    triggers: [
      // "Was a dribble at first, now it's spraying out a good bit": water out of a drilled pipe.
      /\b(?:it'?s|its|it is|water'?s|water is) (?:now )?(?:spraying|squirting|spurting|jetting|gushing|pissing) (?:out|from)\b|\bwater (?:started|starts|began) (?:\w+ )?(?:spraying|squirting|spurting|pouring|gushing|coming) out of (?:the |a )?(?:hole|wall|pipe|ceiling|floor)\b/,
      /\b(?:burst|bursted|busted|broken|split|ruptured) (?:\w+ )?(?:pipes?|water lines?|supply lines?|supply hose|washer hose)\b/,
      /\bpipes? (?:\w+ ){0,3}(?:burst|bursted|busted|split|broke|ruptured|snapped|sheared)\b/,
      /\bwater(?:'s| is| was)? (?:\w+ )?(?:pouring|gushing|spraying|shooting|spewing|pissing|spurting|jetting|belting|blasting|streaming|squirting|pumping|flooding|coming in fast|coming down)\b/,
      // "Now it's a proper jet shooting out of the hole across the room".
      /\b(?:jet|stream|spray|fountain|geyser) (?:of water )?(?:\w+ ){0,1}(?:shooting|spraying|squirting|spurting|pouring|gushing|blasting) (?:out|across|everywhere|up|all over)\b/,
      /\bwater(?: is|'s) everywhere\b|\b(?<!(?:wind|air|draft|draught|light|daylight|cold|bugs|insects|smoke|gale|breeze|dust|noise) )(?:going|coming|getting|running) (?:in )?under the (?:\w+ )?door\b/,
      /\b(?:pipe|hose|fitting|joint|line|tube|connector)s? (?:\w+ ){0,4}(?:let go|came off|has come off|came loose|popped off|blew off)\b|\b(?:it'?s|it is|it was|that'?s) (?:now |still )?(?:spraying|gushing|pouring|spewing) (?:everywhere|all over)\b/,
      // Now, not "was flooded" last winter.
      /\b(?:kitchen|floor|room|basement|bathroom|hall\w*|flat|laundry)(?:'s| is) (?:all |now )?(?:under ?water|flooding|awash)\b|\bwater(?:'s| is) (?:\w+ )?pumping out\b/,
      /\b(?:gushing|pouring|spraying|spewing|shooting|blasting|streaming) (?!with )(?!\w+ with )(?:\w+ ){0,2}water\b/,
      /\b(?:water heater|tank|hose|supply line|water main|main line|toilet line) (?:\w+ ){0,2}(?:burst|blew|blown|ruptured|split|broke)\b/,
      /\bwater (?:is |was |'s )?(?:coming|pouring|running|leaking|gushing|going|spraying|flying) (?:\w+ ){0,4}(?:fast|quickly|heavily|non ?stop|everywhere|at (?:full |mains )pressure)\b/,
      /\bfill\w* (?:up )?with water\b/,
      /\b(?:hose|pipe|line)s?\b(?! side)(?: [\w']+){0,8} (?:has |have )?(?:just )?(?:split|burst|ruptured)\b(?! bolts?)|\b(?:floor|kitchen|room|basement|hall\w*) is (?:an? |one |\d+ )?(?:inch(?:es)?|cm) deep\b/,
      /\bwater\b(?: [\w',]+){0,12} (?:spreading|creeping|pooling) (?:across|over|through|into)\b|\b(?:running|gushing|pouring|spraying) full blast\b/,
      /\bwater (?:is |was |'s )?(?:\w+ )?(?:coming|pouring|running|gushing|leaking|dripping) (?:\w+ ){0,2}(?:through|from|out of) (?:the |my |our )?ceiling\b/,
      /\bwater (?:is |was |'s )?(?:\w+ )?(?:coming|pouring|running|gushing|pissing|streaming) (?:\w+ ){0,2}(?:through|from|out of) (?:the |my |our )?\w+ ceiling\b/,
      /\bceiling(?:'s)? (?:\w+ ){0,4}(?:bulg\w*|sagging|bowing|caving|balloon\w*)\b/,
      /\b(?:water|flood ?water|river|creek|stream|level|puddle|it)(?:'s| is| was| keeps)?(?: \w+){0,3} (?:still )?rising\b(?! main| damp)|\bstill rising\b(?! main| damp)|\b(?<!(?:wind|air|draft|draught|light|daylight|cold|bugs|insects|smoke|gale|breeze|dust|noise) )coming (?:in )?under the (?:\w+ )?door\b/,
      /\bflooding (?:fast|quickly|badly|bad)\b|\b(?:inch(?:es)?|cm|feet|foot|deep) (?:and |now |already )?(?:(?:and |now |already )?(?:going up|rising|climbing|getting (?:deeper|higher)))\b|\b(?:inch(?:es)?|cm|feet|foot|deep)\b(?: [\w']+){1,5} and (?:still |now )?(?:going up|rising|climbing|getting (?:deeper|higher))\b|\b(?:inch(?:es)?|cm) now and (?:it )?was (?:only |just )?(?:about )?(?:an?|one|\d+) (?:inch|cm)\b|\bwater (?:is )?coming (?:very |so |really )?(?:strong|hard|fast)\b|\b(?:floor|room|kitchen|basement) is (?:all |full of )?water\b|\bwater (?:is |'s )?(?:nearly|almost|right) up to\b|\btaking on water\b|\b(?:ankle|knee|shin)[- ]deep\b|\bwater (?:\w+ ){0,3}(?:getting|creeping|rising) (?:close|closer|near|up to)\b/,
      /\b(?:is|are|keeps|currently|now) flooding\b|\bflooding (?:right )?now\b|\bcan'?t stop the (?:water|leak)\b|\bwon'?t stop (?:pouring|gushing|spraying|running|leaking|coming|overflowing)\b|\boverflowing (?:\w+ ){0,3}(?:onto|all over|over the rim|over the top|everywhere|onto the floor)\b|\bwater (?:\w+ ){0,4}(?:going|coming|leaking|dripping|running) (?:down )?through (?:to )?(?:the )?(?:\w+ )?ceiling\b/,
    ],
    // The water off, mopped up, the plumber been: the flood is over, unless it is still going.
    // A heat pump's outdoor unit dumping its defrost water outside is doing its job.
    messageUnless: (message) =>
      (WATER_GONE.test(message) && !STILL_COMING_IN.test(message)) ||
      (HEAT_PUMP_DEFROST(message) &&
        !/\b(?:ceilings?|floors?|indoors|inside the house|rooms?|carpet|kitchen)\b/.test(
          message,
        )) ||
      rainThroughTheRoof(message) ||
      // A joint up on the roof dribbling down the tiles: water outside, nothing indoors.
      (/\b(?:dribbl\w*|trickl\w*|drip\w*|weep\w*)\b/.test(message) &&
        /\b(?:on (?:the|our) roof|down the (?:tiles|roof|wall|outside)|up there)\b/.test(message) &&
        !/\b(?:ceilings?|inside|indoors|rooms?|floors?|carpet|loft|attic|kitchen|bedroom)\b/.test(
          message,
        )),
    unless: (sentence) =>
      PAST_ONLY(sentence) ||
      WATER_GONE_OR_HABITUAL.test(sentence) ||
      SLOW_DRAIN(sentence) ||
      // "We've tried pouring boiling water down": water sent down a drain on purpose.
      /\b(?:pour\w*|tip\w*|chuck\w*|flush\w*) (?:\w+ ){0,2}water down\b/.test(sentence) ||
      // "Sounded like a pipe burst the first time": a noise compared with a burst, nothing wet.
      (/\b(?:sound\w*|sounds) like (?:\w+ ){0,3}(?:burst|bursting)\b/.test(sentence) &&
        !/\bwater (?:\w+ ){0,2}(?:pouring|spray\w*|everywhere|on the floor|coming)|\b(?:pouring|spray\w*|gush\w*|flood\w*|soaked|drip\w*|leak\w*|wet)\b/.test(
          sentence,
        )) ||
      // "Get a brass tee and split the line": a plan for a pipe, not a burst one. A light
      // fitting that fills with water is water and electricity, not a flood.
      /\b(?:and|to|then|i'?ll|will|going to|gonna) split (?:the|a|it|our|my|that)\b|\b(?:fitting|light|lamp|fixture|shade|globe)s? (?:\w+ ){0,2}fill\w* (?:up )?with water\b/.test(
        sentence,
      ) ||
      // An air compressor's tank drained of its water through the valve made for it.
      (/\bcompressor\b/.test(sentence) &&
        !/\b(?:ceiling|burst|won'?t (?:stop|close|shut))\b/.test(sentence)) ||
      // A gas hose come off is gas, not water; a relief or overflow pipe discharging outside
      // is doing its job (the valve may need a plumber, the house is not flooding).
      (/\b(?:gas|cooker|hob|bayonet|propane|lpg|regulator)\b/.test(sentence) &&
        !/\bwater\b/.test(sentence)) ||
      (/\b(?:overflow|relief|tpr|t&p|discharge|condensate|tundish) (?:pipe|valve|line|drain)\b/.test(
        sentence,
      ) &&
        !/\b(?:ceiling|floor|inside|indoors|room|kitchen|carpet|through|into the house)\b/.test(
          sentence,
        )) ||
      /\b(?:going to|gonna|can|could|will|might|would|may|about to) (?:\w+ ){0,2}(?:burst|split|break)\b|\bwhat if\b|\b(?:scared|afraid|worried|terrified|nervous|frightened|in case|don'?t want)\b(?: [\w']+){0,4} water\b|\bbefore (?:it|they) (?:burst|split)|\b(?:after|since|ever since) (?:the |a |our |my |that )?(?:\w+ ){0,2}(?:pipes?|hoses?|lines?|tanks?) (?:\w+ ){0,5}(?:burst|split|broke|went)\b|\b(?:days?|weeks?|hours?) (?:since|after) (?:the |a |our )?(?:\w+ ){0,3}(?:burst|flood|leak)\b|\bis (?:the )?water (?:\w+ )?(?:pouring|leaking|getting|going|coming) (?:\w+ )?(?:into|in)\b/.test(
        sentence,
      ) ||
      // Water on a window, a gutter or in the shower is where water belongs; not when it is
      // pouring out of the ceiling with ice on the window beside it.
      (/\b(?:condensation|windows?(?! wells?)|window ?sills?|panes?|glass|steam\w*|(?<!like a )shower|rain ?(?:coat|jacket)|gutters?|guttering|spouting|eavestroughs?|downspouts?|down ?pipes?|eaves|(?:screwed|tightened|closed|shut|put) it (?:back|up|again)|pump filter|drain filter)\b/.test(
        sentence,
      ) &&
        !/\b(?:out of|through|from) the (?:\w+ )?ceiling\b(?! lights?| fans?| roses?| fittings?)|\binch(?:es)? deep\b|\bout of the (?:\w+ )?hole\b|\bdrill(?:ed|ing)\b|\b(?:blast\w*|gush\w*|blown off|blew off|burst)\b/.test(
          sentence,
        )) ||
      // "It stopped after the roofer fixed the flashing": over, unless it has not, or the
      // repair comes before what is happening now ("I fixed the hose last week, tonight it
      // blew off and water is gushing").
      (repairToldLast(sentence) &&
        // "He 'fixed' the drip and now it's spraying": the fix made it worse.
        !/\b(?:not|never|won'?t|hasn'?t|haven'?t|didn'?t|still|again|worse|now (?:it|there|water)(?:'s| is)?)\b/.test(
          sentence,
        )) ||
      // A toilet that "won't stop running" refills through its overflow into the bowl.
      (/\b(?:toilet|cistern|loo|dunny)\b/.test(sentence) &&
        /\brunning\b/.test(sentence) &&
        !/\b(?:overflow\w* (?:onto|on to|all over|over the)|floor|ceiling|through|pouring|gushing|flood(?!lights?\b)\w*|everywhere)\b/.test(
          sentence,
        )),
  },
  {
    // Standing water over a floor, not in a tub, sink or appliance ("the air handler sits in
    // a pan that's got an inch of water in it").
    id: 'active-flooding',
    triggers: [
      /(?<!\b(?:pan|tray|bucket|bowl|sink|basin|tub|bath|pit|sump)(?: [\w']+){0,5} )\binch(?:es)? of (?:standing )?water\b(?! in (?:it|the (?:pan|tray|bucket|bowl|bottom)))/,
    ],
    sentenceNeeds:
      /\b(?:floor|basement|room|garage|house|kitchen|carpet|hallway|crawl ?space|everywhere)\b/,
    // The drying gear been and gone in another sentence: the water is history.
    messageUnless: (message) => WATER_GONE.test(message) && !STILL_COMING_IN.test(message),
    unless: (sentence) => PAST_ONLY(sentence) || WATER_GONE_OR_HABITUAL.test(sentence),
  },
  {
    // A leak through the ceiling that is getting faster, bowls emptied every few minutes.
    id: 'active-flooding',
    triggers: [
      /\b(?:getting|growing|coming) (?:faster|heavier)\b|\bempty\w* (?:a |the |my )?(?:\w+ ){0,2}(?:buckets?|bowls?|pans?|pots?|bins?) every\b/,
    ],
    messageNeeds: [
      /\b(?:trickl\w*|leak\w*|drip\w*|pour\w*|water)\b/,
      /\b(?:ceiling|through the|coming (?:in|through|down)|buckets?|bowls?)\b/,
    ],
    // A stain or a drip that comes with each rainfall is not water pouring in now.
    unless: (sentence) =>
      PAST_ONLY(sentence) ||
      ONLY_A_STAIN(sentence) ||
      /\b(?:when(?:ever)? it rains|each time|every time|over the (?:weeks|months|years))\b/.test(
        sentence,
      ),
  },
  {
    // A burst you can hear but not see: running water under the floor with every tap shut,
    // the water meter spinning.
    id: 'active-flooding',
    triggers: [
      /\b(?:running|rushing|gushing|spraying|pouring|hissing) (?:\w+ )?water (?:sound|noise)\b|\b(?:spraying|gushing|rushing|pouring|running water) (?:\w+ )?(?:sound|noise)\b|\bsound of (?:running|rushing|gushing) water\b|\b(?:water )?meter\b(?: \w+){0,6} (?:spinning|spins|racing|going (?:round|crazy|like))\b/,
    ],
    // A spinning meter alone is often a running toilet; with a bang in a freeze it is a burst.
    messageNeeds:
      /\b(?:bang\w*|burst|froze|frozen|freez\w*|-\d\d|spraying|gushing|pouring|damp|wet|puddl\w*|soaked)\b/,
    unless: PAST_ONLY,
  },
  {
    id: 'gas-work',
    triggers: [
      /\bgas (?:line|pipe|piping|connector|fitting|hookup|hook-up|stub|valve|supply|flex line)s?\b|\bgas (?:safety |control |shut[- ]?off |solenoid )?(?:valve|regulator)s?\b|\b(?:sealant|dope|compound|ptfe|tape) (?:\w+ )?(?:for|on) (?:a |the )?gas\b/,
      /\b(?:convert\w*|conversion) (?:\w+ ){0,4}(?:to|from) (?:natural gas|propane|lpg|lp)\b|\bconversion kit\b|\borifices?\b|\b(?:lpg|propane|lp|natural gas|gas) (?:jets?|injectors?|nozzles?)\b|\b(?:jets?|injectors?)\b(?: [\w',]+){0,6} (?:lpg|propane|lp|natural gas|bottled gas)\b/,
      // "Tee off at the tank after the regulator and trench a line to the barn".
      /\btee\w* (?:it )?off (?:at |from )?(?:the |a |our )?(?:\w+ )?(?:gas|propane|lpg|tank|regulator|line|bottle|cylinder)\b|\b(?:run|running|trench\w*) (?:a |the |some )?(?:\w+ ){0,2}(?:propane|lpg|gas|poly|yellow) (?:gas )?(?:line|pipe)s?\b(?! (?:is|are|runs?) )/,
      /\b(?:connect|disconnect|hook up|hooking up|move|moving|extend|cap|capping|install|installing) (?:a |the |my |our )?(?:new )?gas\b(?! (?:bill|prices?|mileage|station|can|tank|mower|trimmer|blower))|\brun(?:ning)? (?:a |the |my |our )?(?:new )?gas\b(?! (?:bill|prices?|mileage|station|can|tank|mower|trimmer|blower|pool|heater|fire|fireplace|stove|oven|hob|cooker|dryer|boiler|furnace|grill|bbq|water|appliance|log|patio|space))/,
      /\b(?:convert|switch)\w* (?:\w+ )?(?:to|from) (?:natural )?gas\b/,
    ],
    // A fitter's own work reported, a line the locating service flagged, or a line named as a
    // place ("the gas line comes in on that side") is not a plan. Nor is the house's history
    // ("before the previous owner switched to gas"), or the temperature dial on a water
    // heater's gas valve.
    unless: (sentence) =>
      reportedRepair(sentence) ||
      PAST_ONLY(sentence) ||
      (/\b(?:previous|prior|former|last|old) owners?\b|\bswitched (?:over )?to gas\b/.test(
        sentence,
      ) &&
        !PLAN_FOR_THE_PIPE.test(sentence)) ||
      /\b(?:dial|knob|setting|temp\w*|thermostat)\b(?: \w+){0,3} (?:on )?(?:the )?gas (?:control )?valve\b|\bgas (?:control )?valve(?:'s)? (?:dial|knob|setting|temp\w*)\b/.test(
        sentence,
      ) ||
      (/\b(?:comes? in(?:to)?|goes into|enters|(?:runs?|running) (?:along|under|across|through|down|up|out)|(?:is|it'?s|its) (?:on|near|over|under|by)|on (?:that|the other) side|somewhere|where (?:[\w']+ ){0,3}(?:the )?gas (?:line|pipe)s? (?:runs?|goes|is|comes? (?:up|in|into|through|out|down)))\b/.test(
        sentence,
      ) &&
        !/\b(?:move|moving|extend\w*|connect\w*|disconnect\w*|cap\w*|cut\w*|tap\w*|tee\w*|install\w*|myself|ourselves|diy|reroute\w*|relocat\w*)\b/.test(
          sentence,
        )) ||
      /\b(?:811|dial before you dig|call before you dig|flags?|flagged|painted|marked out)\b/.test(
        sentence,
      ) ||
      // "Can I paint the pipe to match the wall?": a finish on the pipe, not work on it.
      (/\b(?:paint\w*|repaint\w*|tatty|rust\w*)\b/.test(sentence) &&
        !/\b(?:move|moving|extend\w*|connect\w*|disconnect\w*|cap\w*|cut\w*|tee\w*|install\w*|reroute\w*|relocat\w*|undo\w*|strip\w* (?:\w+ )?(?:off|back))\b/.test(
          sentence,
        )) ||
      // "I'll dig the trench for the gas line and the conduit": the digging is theirs, the
      // pipe is the installer's.
      (/\b(?:dig\w*|trench\w*)\b/.test(sentence) &&
        /\bfor the gas (?:line|pipe)\b/.test(sentence) &&
        !/\b(?:lay\w*|connect\w*|install\w*|run(?:ning)? the gas|fit\w*|join\w*|tee\w*|tap\w*) (?:\w+ ){0,3}(?:gas|line|pipe)\b/.test(
          sentence,
        )),
    // A pipe the network disconnected at the street, with no gas to the house: nothing in it.
    messageUnless: GAS_SUPPLY_REMOVED,
  },
  {
    // "The copper gas pipe runs up the wall where the downpipe goes. I'll turn the gas off at
    // the meter, cut the copper and drop it down with two elbows": named in one sentence, cut
    // in the next.
    id: 'gas-work',
    triggers: [
      /\b(?:cut|saw|shorten|lengthen|re-?rout|rerout|extend|bend)\w* (?:the copper|the pipe|that pipe|the gas pipe|the line|that line|it (?:and|to|so|off|down|back|round|lower|higher|up))\b/,
    ],
    messageNeeds: /\bgas (?:pipes?|piping|lines?)\b|\bcopper gas\b/,
    unless: PAST_OR_REPAIRED,
    messageUnless: GAS_SUPPLY_REMOVED,
  },
  {
    // "The gas hob drops too, so I'll shorten and re-route the copper pipe to it": the pipe
    // to a gas appliance, whatever it is called, is gas work.
    id: 'gas-work',
    triggers: [
      /\b(?:shorten|re-?rout|rerout|extend|lengthen|mov|cut|bend|re-?run|rerun|re-?do|redo|re-?plumb|replumb|swap|replac)\w* (?:and \w+ )?(?:the |its |that )?(?:copper |flex\w* |rigid |brass |steel )?(?:pipe|line|hose|tube|connector)s? (?:to|for|on|under|behind) (?:it|the (?:\w+ )?(?:hob|cooktop|cooker|stove|range|oven|fire|heater|dryer|water heater|boiler))\b/,
    ],
    messageNeeds:
      /\bgas (?:hob|cooktop|cooker|stove|range|oven|fire|heater|dryer|water heater|boiler|bbq|grill)s?\b|\b(?:lpg|propane|natural gas)\b/,
    unless: PAST_OR_REPAIRED,
  },
  {
    // "There's a copper pipe from the old gas fire. Can I just cut it and cap it?": the pipe is
    // named in one sentence and capped in the next.
    id: 'gas-work',
    triggers: [
      /\b(?:cut|snip|saw)\w* (?:it|the pipe|that|the copper)(?: off)? and (?:cap|seal|crimp|plug|blank)\w* (?:it|the end|that)\b|\b(?:cap|seal|crimp|plug|blank)\w* (?:it|the pipe|the end|that) (?:off )?so (?:i|we) can\b/,
    ],
    messageNeeds: /\bgas\b/,
    unless: PAST_OR_REPAIRED,
  },
  {
    // "My wife would like the gas fire moved to the back room … what compound on the threads,
    // and do I cap off the old end?": an appliance moved, its pipe extended and capped by
    // hand.
    id: 'gas-work',
    triggers: [
      /\b(?:compound|paste|dope|ptfe|tape|sealant|jointing)\b(?: [\w']+){0,4} (?:on|for) (?:the )?threads?\b|\bcap\w* off (?:the )?(?:old )?(?:end|pipe|stub|tail)\b/,
    ],
    messageNeeds: new RegExp(
      `\\bgas (?:${GAS_APPLIANCE_WORDS})s? (?:\\w+ ){0,3}(?:moved|relocated|shifted|moving)\\b|\\b(?:move|moving|relocat\\w*|shift\\w*) (?:the |our |my )?gas (?:${GAS_APPLIANCE_WORDS})\\b`,
    ),
    // "He used to use a red paste" is memory; "what should I put on" is the job ahead.
    unless: (sentence) =>
      reportedRepair(sentence) ||
      (PAST_ONLY(sentence) && !/\b(?:should|do|can|could|must) (?:i|we)\b/.test(sentence)),
  },
  {
    // "Get a brass tee and split the line", "drill out the jet a bit": a line teed or an
    // appliance converted by hand.
    id: 'gas-work',
    triggers: [
      /\bsplit\w* (?:the |our |a |that )?(?:gas )?(?:line|pipe|supply|feed)\b/,
      /\bdrill\w* (?:\w+ ){0,2}(?:out )?(?:the )?(?:jets?|orifices?|injectors?|nozzles?)\b|\b(?:jets?|orifices?) (?:\w+ ){0,3}drill\w* out\b/,
    ],
    messageNeeds: /\b(?:gas|propane|lpg|burner|bbq|grill|wok)\b/,
    unless: PAST_OR_REPAIRED,
  },
  {
    // "Cut into the poly near the tank and put a brass tee in": a propane or gas line opened
    // by hand to feed something new, whatever the pipe is called.
    id: 'gas-work',
    triggers: [
      /\b(?:cut|tap|splic|break)\w* into (?:the |our |a |that )?(?:\w+ )?(?:poly|line|pipe|supply|feed|copper)\b|\b(?:put|fit|stick|add)\w* (?:a |the |in a )?(?:brass |new |\w+ )?tee (?:in|into|on)\b/,
    ],
    sentenceNeeds: /\b(?:propane|lpg|gas|poly|regulator|black iron)\b/,
    messageNeeds: /\b(?:propane|lpg|lp gas|natural gas|gas (?:line|pipe|tank|supply))\b/,
    unless: PAST_OR_REPAIRED,
  },
  {
    // A gas appliance's safety switch jumped out ("jump the pressure switch with a paperclip
    // until the service guy comes"): what stops it running with a blocked flue or rolling
    // flames is gone, so fumes or fire follow.
    id: 'gas-work',
    triggers: [...COMBUSTION_SWITCH_DEFEATED],
    messageNeeds: /\b(?:furnace|boiler|water heater|heater|gas|burner|flue|vent pipes?)\b/,
    messageUnless: SOLID_OR_OIL_FUEL,
    unless: DONE_BY_A_PRO,
  },
  {
    // The same switch on a pellet, wood or oil stove: no gas to turn off, but the smoke and
    // fumes it guards against are the same.
    id: 'carbon-monoxide',
    triggers: COMBUSTION_SWITCH_DEFEATED,
    messageNeeds: SOLID_OR_OIL_FUEL,
    unless: DONE_BY_A_PRO,
  },
  {
    // Taking a gas fire or cooker off its pipe and capping the pipe: "undo the nut, stick a
    // compression stop end on it".
    id: 'gas-work',
    triggers: [
      /\bstop[- ]?ends?\b|\bundo (?:\w+ ){0,2}nut\b|\b(?:cap|blank)\w* (?:\w+ ){0,2}(?:pipe|it|them) off\b/,
    ],
    sentenceNeeds:
      /\bgas (?:off|meter|fire|pipe|supply|line|hob|cooker|heater|unit|furnace|boiler|dryer|appliance)s?\b|\bgas fire\b|\bthe gas to\b/,
    unless: reportedRepair,
  },
  {
    // Gas the supplier shut off, turned back on by the user: whoever turns it on has to check
    // every appliance for leaks and relight each one, which is the supplier's or a fitter's job.
    id: 'gas-work',
    triggers: [
      /\bturn\w* (?:it|the gas|the meter|the valve|that|the supply) (?:back )?on\b|\bquarter turn\b/,
    ],
    messageNeeds: [
      /\bgas\b/,
      /\b(?:shut|turned|switched|cut|locked) (?:\w+ ){0,3}off\b|\bshut off\b/,
      /\b(?:gas company|utility|gas man|gas board|supplier|engineer|fire (?:brigade|department)|socal ?gas|national grid|cadent|they)\b/,
    ],
    messageUnless: /\b(?:said (?:i|we) (?:can|could)|told (?:us|me) to)\b/,
    unless: PAST_OR_REPAIRED,
  },
  {
    // Relighting a pilot is the owner's job by the label, except after a gas problem nobody
    // has cleared.
    id: 'gas-work',
    triggers: [/\b(?:relight|light|re-light|relighting|lighting) (?:the |a |my )?pilot\b/],
    messageNeeds:
      /\b(?:smell\w*|leak\w*|rotten|sulph\w*|sulf\w*|capped|tag\w*|hiss\w*|flood(?!lights?\b)\w*|red[- ]tag\w*)\b/,
    messageUnless:
      /\b(?:all good|all clear|said (?:i|we) (?:can|could) relight|fixed it|tested everything|signed off)\b/,
  },
  {
    id: 'gas-work',
    triggers: [
      /\b(?:move|moving|shift\w*|relocat\w*) (?:my |the |our )?gas (?:hob|stove|range|cooktop|dryer|fireplace|oven|heater|grill|bbq|boiler|furnace)\b/,
      /\bextend\w* (?:the |a )?(?:copper |gas |black |iron )?(?:pipe|line)\b/,
      /\btee\w* off (?:the |a )?gas\b|\btee\w* (?:it )?off (?:at |from )?(?:the |a |our )?(?:\w+ ){0,2}(?:supply|pipe|line|feed)\b/,
      /\bgas (?:hob|stove|range|cooktop|cooker|oven|dryer|fireplace|fire|heater|boiler) (?:\w+ ){0,3}(?:on|onto|to|into|over to|in) (?:the |an? )?(?:island|peninsula|other (?:side|wall|room)|new (?:spot|place|position|location|kitchen)|garage|extension)\b/,
      /\b(?<!(?:the|a|that|this|its|old) )(?:cap|undo|disconnect|unscrew|remov|rip\w* out|take out|taking out)\w* (?:\w+ ){0,3}(?:pipe|line|fire|valve|end cap|hob|cooker)\b/,
    ],
    // Capped or disconnected by the gas company or a fitter: done by the right people.
    messageUnless: DONE_BY_A_PRO,
    messageNeeds: /\bgas\b/,
  },
  {
    // "The fitter wants the gas cooker moved 40cm to the left" and the user will do it.
    id: 'gas-work',
    triggers: [
      /\bgas (?:cooker|stove|range|hob|oven|dryer|fire)\b(?: [\w']+){0,4} (?:moved|move|moving|shifted|shift|relocat\w*) (?:\w+ ){0,3}(?:\d+ ?(?:cm|mm|inches|in|ft|feet|foot|m)|to the (?:left|right)|over)\b/,
    ],
    messageNeeds: ownPlanOr('videos?|do i|how do i'),
    unless: reportedRepair,
  },
  {
    // Extending "the yellow pipe" or the pipe behind a cooker: gas pipework by another name.
    id: 'gas-work',
    triggers: [
      /\b(?:extend\w*|mov\w*|cut\w*|re-?rout\w*|lengthen\w*|tee\w*|connect\w*|join(?:s|ed|ing)?|run\w*) (?:\w+ ){0,4}(?:yellow (?:gas )?(?:pipe|tube|tubing|csst)|pipe (?:\w+ ){0,4}(?:behind|to|for|under) (?:the |our |my |a |new )?(?:\w+ )?(?:cooker|hob|stove|range|oven|fireplace|gas fire))\b/,
    ],
    // "The gas man came and mended the joint behind the cooker": done by the right person.
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // Connecting or disconnecting a gas appliance's flexible hose ("stove of gas").
    id: 'gas-work',
    triggers: [
      /\b(?:disconn?ect\w*|connect\w*|hook\w* up|install\w*)\b(?: [\w']+){0,8} (?:flexible hose|flex(?:ible)? (?:hose|line|connector|pipe))\b/,
    ],
    messageNeeds: /\bgas\b|\b(?:stove|cooker|hob|oven|dryer|range|heater) of gas\b/,
  },
  {
    // A gas water heater, furnace or boiler that stood in flood water, relit or run: its gas
    // control and burner have to be checked or replaced by a gas professional first (FEMA and
    // the makers' labels: do not use a gas appliance any part of which has been under water).
    id: 'gas-work',
    triggers: [
      /\brelight\w*|\b(?:re)?light\w* (?:the |its |it )?pilots?\b|\bfire (?:it |them |the \w+ )?(?:back )?up\b|\b(?:run|start|turn on|switch on)\w* (?:the |it |them )?(?:furnace|boiler|water heater|heater)\b/,
    ],
    messageNeeds: [
      /\b(?:gas|pilots?|propane)\b/,
      /\b(?:flood(?!lights?\b)\w*|water)\b/,
      /\b(?:over|above|past|up to|covered) (?:the )?(?:\w+ ){0,3}(?:base|bottom|burners?|controls?|valve|control (?:box|valve)|pilot)\b|\b(?:sitting|sat|stood|standing) in (?:it|the water|water)\b|\bunder ?water\b|\bsubmerged\b/,
    ],
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // The cap or the "do not use" tag the gas company left, taken off to relight, or the
    // valve the technician shut when he tagged it turned back on.
    id: 'gas-work',
    triggers: [
      /\b(?:take|taking|pull\w*|remov\w*) (?:the )?(?:cap|tag|red tag|sticker|warning (?:tag|notice)) off\b|\bremov\w* (?:the )?(?:cap|tag|red tag)\b|\brelight\w* (?:it|the boiler|the heater|the furnace|the fire|the water heater)\b/,
      /\b(?:turn\w*|switch\w*|put|open\w*|flip\w*) (?:the |that |it |my |our )?(?:\w+ ){0,2}back on\b|\bturn\w* (?:it|the (?:gas|valve|furnace|boiler|heater)) on again\b/,
    ],
    // Relighting a pilot that simply went out is the owner's job; after a cap or a tag it is not.
    messageNeeds: /\b(?:capped|cap|tag\w*|do not use|red[- ]tag\w*|condemned)\b/,
    // "He came back with the part and turned it back on": the technician's own work. The
    // water or the power back on after a capped pipe is not the gas.
    unless: (sentence) =>
      PAST_OR_REPAIRED(sentence) ||
      /\b(?:water|power|electric\w*|breakers?|lights?|stopcock|supply to the (?:sink|toilet|tap))\b(?: \w+){0,2} back on\b/.test(
        sentence,
      ),
  },
  {
    // An old pipe said to be the gas, cut off to lay a floor: nobody has proved it dead.
    id: 'gas-work',
    triggers: [
      /\b(?:cut|hacksaw|saw|grind|snip|chop)\w* (?:it|that|them|the (?:old )?pipe)(?: off| out| down| flush)?\b(?! open| up| into| in half| apart)/,
    ],
    messageNeeds: [/\bgas\b/, /\bpipe\b/, /\b(?:old|capped|disused|dead|redundant|original)\b/],
    messageUnless: DONE_BY_A_PRO,
    unless: PAST_OR_REPAIRED,
  },
  {
    // The user's own hands on the gas pipework: joints undone, the meter valve shut to move the
    // pipe ("I've done loads of copper water pipe"). Gas joints are a registered fitter's.
    id: 'gas-work',
    triggers: [
      /\b(?:undo|undoing|loosen\w*|unscrew\w*|break\w*|crack\w*) (?:the |its )?(?:compression |gas |pipe |brass )?(?:joints?|fittings?|unions?|nuts?)\b|\bshut\w* (?:off )?the meter(?: valve)?\b/,
    ],
    messageNeeds: [
      /\bgas (?:pipe|line|meter|supply|cooker|stove|hob|oven|range|fire|heater)s?\b|\byellow (?:gas )?pipe\b/,
      OWN_PLAN,
    ],
    messageUnless: /\bgas (?:leak|smell)\b|\bsmell\w* (?:of )?gas\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // Cutting a gas appliance's pipe and squashing the end: the fitter's job, capping it.
    id: 'gas-work',
    triggers: [
      /\b(?:cut\w*|hacksaw\w*|squash\w*|crimp\w*|pinch\w*|flatten\w*) (?:[\w']+ ){0,4}(?:pipe|line|end)\b/,
    ],
    messageNeeds:
      /\bgas (?:cooker|stove|hob|range|oven|meter|pipe|line|supply|dryer|fire|heater)\b|\bturn\w* (?:the )?gas off\b/,
  },
  {
    // A gas water heater, boiler or furnace that was under flood water: its gas control and
    // burner must be inspected and usually replaced before it is relit (manufacturers'
    // instructions; US CPSC flood guidance).
    id: 'gas-work',
    triggers: [
      /\brelight\w*|\blight (?:it|the pilot)\b|\b(?:flush|clean)\w* (?:the )?(?:mud|silt)\b/,
    ],
    messageNeeds: [
      /\bgas (?:hot water|water heater|heater|boiler|furnace|system|geyser)|\b(?:pilot|burner)\b/,
      /\b(?:under ?water|flooded|flood ?water|submerged|under for|water got (?:up )?(?:over|into|in))\b/,
    ],
    unless: (sentence) => PAST_ONLY(sentence) || DONE_BY_A_PRO.test(sentence),
  },
  {
    // A valve or fitting on the gas supply, named as gas anywhere in the conversation.
    id: 'gas-work',
    triggers: [
      /\b(?:replac\w*|swap\w*|chang\w*|fit\w*|install\w*|undo\w*|unscrew\w*|tighten\w*|loosen\w*|disconnect\w*|unhook\w*) (?:\w+ ){0,4}(?:valves?|union(?: nut)?|fittings?|connectors?|flex\w*|bayonet\w*|hose)\b|\bunion nut\b|\b(?:longer|extra|new) (?:gas )?hose\b/,
    ],
    messageNeeds: [
      /\bgas\b/,
      /\b(?:fireplace|gas fire|stove|range|cooker|cooktop|hob|boiler|furnace|water heater|meter|dryer|grill|bbq|gas (?:line|pipe|valve|supply|tap))\b/,
    ],
    // The gas company's own repair, reported: "they found a loose fitting and replaced it".
    unless: (sentence) =>
      /\b(?:drain valve|relief valve|water valve|radiator|toilet|faucet|taps?|sink|shower|washing machine|hose bib|tyre|tire|bike)\b/.test(
        sentence,
      ) ||
      RADIATOR_VALVES.test(sentence) ||
      reportedRepair(sentence),
  },
  {
    // The sealed, gas-carrying parts of a boiler or furnace.
    id: 'gas-work',
    triggers: [
      /\b(?:sealed chamber|combustion chamber|burner (?:assembly|cover|box)|gas valve|ignition electrode|electrodes?|injectors?|heat exchanger|gas jets?)\b/,
    ],
    sentenceNeeds:
      /\b(?:off|open\w*|remov\w*|clean\w*|adjust\w*|replac\w*|check\w*|take|taking|unscrew\w*|screws?)\b/,
    messageNeeds: /\b(?:boiler|furnace|water heater|fire|combi)\b/,
    // "They found the heat exchanger cracked and red-tagged it": the responders' finding.
    unless: (sentence) =>
      reportedRepair(sentence) ||
      (/\b(?:found|red[- ]?tag\w*|condemned|(?:they|he|she) said)\b/.test(sentence) &&
        !OWN_PLAN.test(sentence)),
  },
  {
    // A combi boiler's case off to clean the burner: sealed gas parts, a Gas Safe job.
    id: 'gas-work',
    triggers: [
      /\b(?:front|case|casing|cover|panel) off\b|\b(?<!\b(?:log|wood|multi-?fuel|pellet|oil|incense) )burners?\b/,
    ],
    sentenceNeeds:
      /\b(?:off|open\w*|remov\w*|clean\w*|brush\w*|going over|adjust\w*|service|take|taking)\b/,
    // A "combi" microwave or oven is no boiler.
    messageNeeds: /\b(?:boiler|combi(?! (?:microwave|oven|thing|grill|steam)))\b/,
    unless: reportedRepair,
  },
  {
    // Black iron pipe feeding an appliance is gas piping, named or not.
    id: 'gas-work',
    triggers: [/\bblack (?:iron |steel )?pipe\b/],
    // "Strongest by the black pipe": where the smell is, not a job on the pipe.
    messageNeeds: [
      /\b(?:extend\w*|run\w*|tee\w*|cut\w*|mov\w*|connect\w*|disconnect\w*|install\w*|fit\w*|add\w*|plumb\w*|thread\w*|buy\w*|bought|longer|new|cap\w*|myself|ourselves|diy)\b/,
      /\b(?:range|stove|oven|dryer|furnace|water heater|fireplace|grill|gas|cooktop|hob)\b/,
    ],
    // "Our plumber capped the line, so it's just a black pipe with a cap": told, not planned,
    // in the same sentence or the one before, unless the pipe itself is to be worked on.
    unless: PAST_OR_REPAIRED,
    messageUnless: (message) =>
      DONE_BY_A_PRO.test(message) &&
      /\bcapped\b/.test(message) &&
      !/\b(?:extend\w*|reconnect\w*|connect\w*|cut\w*|tee\w*|uncap\w*|hook\w* (?:\w+ )?up|re-?rout\w*|run\w* (?:a |the )?(?:new )?(?:line|pipe))\b/.test(
        message,
      ),
  },
  {
    id: 'gas-work',
    triggers: [/\bflex(?:ible)? (?:gas )?(?:line|connector|hose|pipe)\b/],
    messageNeeds:
      /\b(?:range|stove|oven|dryer|furnace|water heater|fireplace|grill|gas|cooktop|hob)\b/,
    // Turning a gas valve off in an emergency is advice, not gas work; a fitter's repair is done;
    // a hose long enough to slide the cooker out and clean behind it is left connected.
    unless: (sentence) =>
      /\b(?:long enough|slide|sliding|pull\w* (?:it |the \w+ )?out|clean\w* behind)\b/.test(
        sentence,
      ) ||
      /\b(?:turn|shut|close)\w* (?:off )?(?:the )?gas (?:valve|supply|off)\b|\bgas (?:bill|prices?|mileage|station|can|mower|trimmer|blower|powered|engine)\b/.test(
        sentence,
      ) ||
      reportedRepair(sentence),
  },
  {
    // "I'll undo the front panel and wipe the bars down": the cover of a breaker box off, with
    // the live bars behind it (the wires from the street stay live with the main off). A
    // front or a lid could be anything's, so the box is named in the same sentence.
    id: 'main-panel',
    triggers: [FRONT_OR_LID_OFF, WIPING_THE_BARS],
    sentenceNeeds: BREAKER_BOX,
    unless: (sentence) => DONE_BY_A_PRO.test(sentence) || PAST_ONLY(sentence),
  },
  {
    // "Take the cover off" is the box's cover when the message is about the box, unless the
    // sentence says whose else it is (a cylinder's thermostat, a light, a microwave).
    id: 'main-panel',
    triggers: [COVER_OFF],
    messageNeeds: PANEL_TALK,
    // Nor when the message names a thermostat, heater or light, never puts a cover and the box
    // in one sentence and plans no work in the box ("took the cover off the one in the bedroom"
    // after the thermostat).
    messageUnless: (message, ownSentences) =>
      reportedFinding(message) ||
      APPLIANCE_NOT_PANEL(message) ||
      // "Is it ok to leave the cover off overnight?" of a hot tub: its own lid.
      (/\b(?:hot tubs?|spas?|jacuzzi|pools?|swim spa)\b/.test(message) &&
        !BREAKER_BOX.test(message)) ||
      (/\b(?:thermostats?|heaters?|baseboards?|light fittings?|ceiling roses?|pendants?|cylinder|immersion|fans?)\b/.test(
        message,
      ) &&
        !/\b(?:tandems?|(?:2|two|double)[- ]pole|main breaker|bus ?bars?|lugs?|breakers? (?:in|out))\b/.test(
          message,
        ) &&
        !ownSentences.some(
          (sentence) => /\bcovers?\b/.test(sentence) && BREAKER_BOX.test(sentence),
        )),
    unless: (sentence) =>
      reportedRepair(sentence) ||
      ASKS_WHETHER_NEEDED.test(sentence) ||
      ANOTHER_THINGS_COVER(sentence) ||
      (BREAKER_SWITCHED_OFF.test(sentence) && !BREAKER_BOX.test(sentence)),
  },
  {
    id: 'main-panel',
    triggers: [
      /\b(?:add|adding|run|running|install|installing|wire|wiring|put|putting|pop|popping|snap|snapping|slot|slotting)(?: in)? (?:a |an |the )?(?:new |extra |another |dedicated |separate )?(?:\d+[- ]?(?:a|amp) )?(?:(?:double|single|two|2)[- ]pole )?(?:circuit|breaker)s?\b(?! (?:tester|analy[sz]er|finder))/,
      // A "single panel rad" is a radiator.
      /\b(?:replace|replacing|swap|swapping|change|changing|upgrade|upgrading)(?: out)? (?:a |an |the |my |that )?(?:\w+ ){0,2}(?:breakers?|(?<!single |double |triple )panel(?! (?:rads?|radiators?|heaters?|convectors?)\b)|fuse box|breaker box)\b/,
      /\binterlock (?:kit|plate|switch)\b|\btransfer switch\b|\bback ?feed\w*|\bsuicide (?:cord|cable)\b|\bgenerator (?:\w+ ){0,3}into (?:the |a |an |my )?(?:dryer )?(?:outlet|socket|panel)\b/,
      // The meter pulled to kill the power, or a bigger main swapped in.
      /\b(?:pull|yank|remov|tak)\w* (?:out )?(?:the )?meter (?:out|off)\b|\b(?:pull|yank)\w* (?:out )?the meter\b|\bswap\w* in (?:a |the )?(?:new |bigger )?(?:\d+ ?a(?:mp)? )?main\b/,
      /\b(?:pop|snap|pull|take)\w* (?:the )?(?:old )?breakers? (?:out|in)\b|\bsnap\w* in (?:new|the new) (?:ones|breakers)\b|\bswap\w* (?:in|out) (?:a |the )?(?:new |old )?(?:board|panel|consumer unit|fuse ?board|fuse box)\b/,
      /\bpanel (?:upgrade|replacement|swap|change)\b|\b(?:sub-?panel|meter base|service entrance|service drop)\b/,
      /\b(?:second|another|extra|separate) (?:electrical |breaker |sub )?(?:panel|fuse box|breaker box|consumer unit)\b|\bfeed\w* it from the main\b/,
      /\b(?:lugs?|service (?:wires|cables|conductors)|(?:big|main|thick) wires (?:\w+ ){0,6}(?:panel|meter))\b/,
      SERVICE_TAP,
      // "We have 200 amp service" tells the house's supply; "go to 200 amp service" is the job.
      /(?<!\b(?:have|has|got|with|on|it'?s|its|is|there'?s) (?:a |an )?)\b\d{3}[- ]?amp service\b|\bservice upgrade\b/,
      /\b(?:meter(?: box| base| socket)?|service (?:cable|wire|mast|head|drop|entrance)|mast|weather ?head|cable going (?:up )?to the roof)\b(?: \w+){0,6} (?:pulled|ripped|torn|coming|hanging|stretched|loose|away from|off the wall|damaged|bent|snapped)\b/,
      /\b(?:open|opening|remove|removing|take off|taking off) (?:up )?(?:the |my )?(?:panel|breaker box|fuse box|dead front|panel cover|db board|distribution board|consumer unit)\b/,
      /\b(?:panel|breaker box|fuse box|breakers?) (?:\w+ ){0,2}(?:is |are |keeps )?(?:buzz\w*|humm\w*|crackl\w*)\b/,
      /\b(?:move|moving|shift\w*|relocat\w*) (?:the |my |our )?(?:panel|switchboard|fuse box|breaker box|meter|consumer unit)\b|\bservice fuse\b|\bswitchboard\b(?: \w+){0,5} (?:move|shift|replace|swap)/,
    ],
    // The inspector's or the electrician's finding, with no plan of the user's own; a gas
    // meter's box.
    messageUnless: (message) => reportedFinding(message) || GAS_METER_BOX(message),
    // "What would a sparky charge to run a 32 amp circuit?": the electrician does it. "Do we
    // need a new circuit?" asks whether, not how.
    unless: (sentence) =>
      DONE_BY_A_PRO.test(sentence) ||
      ASKS_WHETHER_NEEDED.test(sentence) ||
      // "What does a standby generator cost installed?": the price of a professional's job.
      /\b(?:cost\w*|price\w*|quote\w*|run) (?:\w+ ){0,2}(?:installed|fitted|to (?:have|get) (?:it |one |them )?(?:installed|put in|fitted))\b|\b(?:installed|fitted) (?:cost|price)\b|\bwhat (?:would|will|does|do|did) (?:a |an |the )?(?:\w+ )?(?:sparky|sparkies|electricians?|pros?|tradies?)s? (?:\w+ )?(?:charge|cost|quote)|\bhow much (?:would|does|will|do|to|for) (?:a |an |the )?(?:\w+ )?(?:sparky|sparkies|electricians?)\b/.test(
        sentence,
      ),
  },
  {
    id: 'main-panel',
    triggers: [
      /\b(?:need|want|get|getting)\w* (?:a |an )?(?:new |extra |another |dedicated |separate )(?:\d+[- ]?(?:a|amp) )?(?:circuit|breaker)s?\b/,
      /\b(?:meter|meter box) (?:\w+ ){0,4}(?:seal|tag|lock|tails)\b|\bcut\w* (?:\w+ ){0,2}seal\b|\bbypass\w* (?:the )?meter\b|\bmeter (?:box|tails|cabinet)\b/,
      /\b(?:while|when) (?:it'?s |its |it is )?live\b|\blive panel\b/,
      /\b(?:rcds?|rcbos?|mcbs?|fi switch|fi schalter|consumer unit|fuse ?board|sicherungskasten|safety switch(?:es)?)\b/,
    ],
    messageNeeds: PANEL_TALK,
    sentenceNeeds:
      /\b(?:add\w*|need\w*|want\w*|(?<!(?:fairly|quite|relatively|pretty|brand|is|are|'s) )(?<!['"])new(?![- ]?ish)(?!['"])|extra|another|run(?:ning)? (?:a |an |the )?(?:new |extra |another |dedicated )?(?:\w+ )?(?:circuit|cable|wire|line|feed)|install\w*|replac\w*|chang\w*|swap\w*|move|moving|shift\w*|relocat\w*|cut\w*|bypass\w*|seal|cover off|live|tighten\w*|myself|yourself|diy|flip it back|(?:put|pop|slot|stick|fit)\w* (?:a |an |in )(?:\w+ ){0,4}(?:breakers?|mcbs?|rcds?|rcbos?)|pull\w* (?:the )?(?:panel |front )?cover|slot)\b/,
    // An appliance's or an outlet's repair, not the panel's. An inspection's finding or a
    // quote, with no plan of the user's own, is the electrician's job to price ("a quote for a
    // new consumer unit").
    messageUnless: (message) =>
      reportedFinding(message) || APPLIANCE_NOT_PANEL(message) || GAS_METER_BOX(message),
    // Bridging or taping an RCD so it cannot trip is the protection-bypass stop, which says
    // what the panel stop would and why the RCD trips.
    unless: (sentence) =>
      reportedRepair(sentence) ||
      ASKS_WHETHER_NEEDED.test(sentence) ||
      // An RCD that plugs into the socket, bought at the shop, or asked about for a new socket
      // ("do I need anything special like an RCD?"): nothing in the board.
      ((/\b(?:rcd|gfci|gfi) (?:plug|adaptor|adapter|extension|lead|cord|socket)s?\b|\bplug[- ]in (?:rcd|gfci)s?\b|\bportable (?:rcd|gfci)s?\b/.test(
        sentence,
      ) ||
        /\b(?:do|does|would|will) (?:i|we|it|you) (?:\w+ )?need (?:[\w']+ ){0,3}(?:like |such as )?(?:an? )?(?:rcd|gfci|gfi|rcbo)s?\b/.test(
          sentence,
        )) &&
        !/\b(?:panel|breaker box|fuse ?box|consumer unit|fuse ?board|switch ?board|board)\b/.test(
          sentence,
        )) ||
      // "Fence posts near the meter box": the box named as a place.
      (/\b(?:near|by|next to|beside|around|round|under|behind|past|close to|in front of|on|over) (?:the |our |my )?meter(?: box)?\b/.test(
        sentence,
      ) &&
        !/\b(?:open|remov|tak|pull|swap|mov|replac|cut|break)\w* (?:\w+ ){0,2}(?:meter|seal)/.test(
          sentence,
        )) ||
      /\bbridg\w* (?:it |them |\w+ )?(?:out|across|over)\b|\bjump\w* (?:it |them )?(?:out|across)\b|\b(?:so|that) it (?:can'?t|cannot|won'?t) (?:drop|trip|go off)\b/.test(
        sentence,
      ),
  },
  {
    // The electricity meter is the supplier's, sealed: nobody else pulls or swaps it.
    id: 'main-panel',
    triggers: [
      /\b(?:swap\w*|replac\w*|pull\w*|chang\w*|tak\w*|remov\w*|fit\w*|install\w*|unplug\w*) (?:out )?(?:the |our |my |a |an |that |this |their |his |her )(?:\w+ )?(?:electric(?:ity)? )?meters?\b/,
      /\bmeter\b(?: [\w']+){0,8} (?:swap (?:it|them)|pull (?:it|ours) out|plugs? (?:in|into|out))\b|\bpull ours out\b/,
    ],
    messageNeeds:
      /\b(?:sparky|electric\w*|power|disc|kwh|fuse|consumer unit|spins?|spinning|supplier|seal|the main|main breaker|panel)\b/,
    messageUnless:
      /\b(?:water|gas|moisture|multi[- ]?meters?|volt ?meters?|amm?eters?|parking|smart meter (?:install|fitter|engineer))\b/,
    unless: DONE_BY_A_PRO,
  },
  {
    // The main breaker told by its look, "the big switch at the top of the grey box": what it
    // feeds from stays live with it off, so only the utility's disconnect makes it safe to
    // change (NEC 230.70 puts the service disconnect before everything else).
    id: 'main-panel',
    triggers: [/\b(?:big|biggest|main|master) (?:switch|breaker|lever|trip)(?: at the top)?\b/],
    sentenceNeeds:
      /\b(?:swap\w*|replac\w*|chang\w*|pull\w* (?:\w+ ){0,4}(?:off|out)|tak\w* (?:\w+ ){0,3}(?:off|out)|cover off|unscrew\w*|put (?:a |the )?new\b|fit\w* (?:a |the )?new\b|install\w*)/,
    messageNeeds: [
      /\b(?:box|panel|board|cupboard|meter|breakers?|fuses?)\b/,
      /\b(?:myself|i'?ll|i will|i was (?:planning|going)|planning|plan is|going to|gonna|can i|could i|should i|how (?:do|can|would) i|bought|got (?:a|the) (?:new|replacement))\b/,
    ],
    unless: (sentence) => PAST_OR_DONE_BY_A_PRO(sentence),
  },
  {
    // A new breaker (or "fuse thingy") in a spare slot of the panel.
    id: 'main-panel',
    triggers: [
      /\b(?:blank|empty|spare|open|free) (?:space|slot|spot)s?\b/,
      /\b(?:new|another|extra) (?:\w+ )?(?:breaker|fuse)(?: thingy)? (?:into|in) (?:the |my |our )?(?:\w+ )?(?:panel|box|board|consumer unit)\b/,
    ],
    messageNeeds: /\b(?:panel|box|breakers?|fuses?|consumer unit|board)\b/,
    // "Getting an electrician in to add two circuits, the panel has empty spaces": theirs.
    // So is "what does an electrician charge to add 4 outlets?".
    messageUnless: (message) =>
      (DONE_BY_A_PRO.test(message) && !OWN_PLAN.test(message)) ||
      /\b(?:what|how much) (?:does|do|would|will|should) (?:an? |the )?(?:electrician|sparky|sparkie)s? (?:usually |roughly |typically )?(?:charge|cost)\b/.test(
        message,
      ),
  },
  {
    // The main breaker itself, swapped or pulled.
    id: 'main-panel',
    triggers: [
      /\b(?:main|big|top|service) (?:breaker|fuse|disconnect)\b|\bmain (?:switch|isolator)\b(?: \w+){0,3} (?:in |on )?(?:the |our |my )?(?:db|distribution|consumer|fuse|switch) ?(?:board|box|unit)\b|\b(?:swap|replac|chang|fit|install)\w* (?:\w+ ){0,2}main (?:switch|isolator)\b/,
    ],
    messageNeeds:
      /\b(?:swap\w*|replac\w*|chang\w*|pull\w*|remov\w*|install\w*|new one|same one|found one|buy\w*|tighten\w*|snug\w*|lugs?|screwdriver)\b/,
    // "The electrician came and replaced the main breaker": done by the person allowed to.
    unless: DONE_BY_A_PRO,
  },
  {
    // The panel itself swapped with the main off, or heat damage an inspector found in it.
    id: 'main-panel',
    triggers: [
      /\b(?:kill|shut|turn|switch)\w* (?:off )?the main (?:\w+ ){0,2}(?:and |then )?(?:swap|replac|chang|do)\w*/,
      /\b(?:scorch\w*|heat damage|melt\w*|charr\w*)\b(?: [\w'/]+){0,4} (?:main panel|bus ?bars?|breaker panel|electrical panel|electric panel|consumer unit|fuse ?board|switchboard|breakers)\b/,
    ],
    // "The electrician swapped the panel and a couple of scorched breakers": his repair.
    unless: PAST_OR_REPAIRED,
  },
  {
    // Breakers back on while flood water has been in the panel.
    id: 'main-panel',
    triggers: [/\b(?:flip|turn|switch|put)\w* (?:\w+ ){0,2}breakers? (?:back )?on\b/],
    messageNeeds:
      /\b(?:flood(?!lights?\b)\w*|water came up|under ?water|submerged|feet of water|foot of water)\b/,
    alsoRaises: ['water-and-electricity'],
  },
  {
    id: 'circuit-upsizing',
    triggers: [
      /\b(?:bigger|larger|higher|stronger|heavier)(?:[- ]\w+)? (?:breaker|fuse|amp)/,
      /\b(?:swap|change|replace|put in|upgrade)\w* (?:it |that |this )?(?:for|with|to) (?:a |an )?(?:bigger|larger|higher|stronger) (?:one|size|rating)\b/,
      // Not a "100 A breaker panel": that is the service, the panel rules' business; nor a
      // "60 amp fused disconnect".
      /\b(?<!\b(?:on|it'?s|its|is|are) (?:a |the )?)(?:20|25|30|32|40|50|60|63|70|80|100)[- ]?(?:a|amp|amps) (?:\d[- ]?pole )?(?:breaker|fuse|mcb)(?!s? (?:panel|box|board))(?=s?\b)|\b(?:20|25|30|40|50|60|70|80|100)[- ]?(?:a|amp|amps) \d[- ]?pole\b/,
      // "Breaker 15 keeps tripping, swap for 20 ok?"
      /\b(?:swap|chang|replac|switch)\w* (?:it |that |this |them |the \w+ )?(?:for|to|with) (?:a )?(?:20|25|30|32|40)(?:[- ]?(?:a|amps?))?(?: one)?\b(?![- ]?(?:min|minute|year|dollar|buck|%|percent|pack|foot|feet|ft|inch|mm|pound|lb|gallon|litre|liter|kg|sq))/,
      /\ban? (?:[2-9]\d|1[0-2]\d) ?(?:a|amps?) (?:one|mcb|rcbo|breaker|fuse)\b(?: [\w']+){0,8} (?:swap|put|fit|stick|pop|change|install)\w*/,
      /\b(?:upsiz\w*|up-siz\w*|increas\w* the (?:breaker|amp\w*))\b/,
      /\bpenny (?:in|behind) (?:the |a )?fuse/,
      // "There's a 20 in the drawer that fits the same slot, ok to swap?": the bigger one named
      // by its number alone, the swap asked after it.
      /\ban? (?:20|25|30|32|40)\b(?! ?(?:min|mins|minutes?|years?|yr|dollars?|bucks?|%|percent|pack|foot|feet|ft|inch|inches|mm|cm|m|pounds?|lbs?|kg|litres?|liters?|l|gallons?|gal|sq|square|metres?|meters?|pieces?|pcs?)\b)(?: [\w',]+){0,10} (?:swap|fit|put|stick|pop|change|install|use)\w*/,
      // "Just put a breaker of 40 A": the rating after the breaker, as many languages say it.
      /\b(?:put|swap|fit|install|change|use|get|stick|pop)\w* (?:in )?(?:a |an |the )?(?:new |bigger )?(?:breaker|fuse|mcb|rcbo) of (?:20|25|30|32|40|50|60|63|70|80|100)(?: ?(?:a|amps?))?\b(?! ?(?:years?|yrs?|mm|cm|m|minutes?))/,
      /\b(?:15|20)[- ]?(?:a|amps?)\b(?: \w+){0,4} (?:for|with|to|into) an? (?:20|25|30|40)\b/,
      // "Change the breaker 30 to a 40": the breaker named, then both ratings.
      /\b(?:swap|chang|replac|switch)\w* (?:the |that |this )?(?:breaker|fuse|mcb) (?:from )?\d{2}(?: ?(?:a|amps?))? (?:to|for|with) (?:a |an )?(?:20|25|30|32|40|50|60|63)\b/,
      // "Swap the 16 for a 32", "swap the garage 15 for the 20": both ratings as bare numbers.
      /\b(?:swap|chang|replac|switch|put)\w* (?:out )?the (?:garage |kitchen |bathroom |shed |bedroom |laundry |basement |other |old )?(?:6|10|13|15|16|20|25|30|32|40)(?:[- ]?(?:a|amps?))? (?:one )?(?:for|with|to) (?:a |an |the )?(?:16|20|25|30|32|40|50|60|63)\b/,
      /\b(?:swap|put|stick|install|use|get|fit|change|pop|throw|sold|sell|bought|buy|grab|pick)\w* (?:\w+ ){0,4}(?:in |for |with |me |up )?(?:an?|one) (?:20|25|30|32|35|40|45|50|60|63|70|80|100)(?:[- ]?(?:a|amps?))?\b(?! (?:breaker |fuse )?(?:panel|service|box|board|consumer unit|main))(?![- ]?(?:pack|foot|feet|ft|ounce|oz|pound|lb|minute|min|year|gallon|gal|percent|dollar|buck|piece|pc|inch|mm|metre|meter|litre|liter|kg|sq|%))/,
      // "Bigger service wire to the meter base" is a service upgrade, not a fuse's wire.
      /\b(?:thicker|heavier|bigger|higher)(?! (?:\w+ ){0,2}(?:service|feeder|main|supply|tails))(?: \w+){0,3} (?:fuse )?wire\b/,
      /\b(?:use|put|swap|stick|pop|fit|try)\w* (?:in )?the (?:20|25|30|40|50|60)[- ]?(?:a|amps?)? (?:one|breaker|fuse|mcb)\b(?! ?(?:box|board|panel))/,
      /\b(?:would|could|can|should|will) (?:a|an) (?:20|25|30|40)(?:[- ]?(?:a|amps?))?\b(?: one)? (?:fix|solve|stop|work|help|do)\b/,
    ],
    messageNeeds:
      /\b(?:breaker|fuse|mcb)s?\b[^.?!]{0,30}\b(?:turns?|switch(?:es)?|cuts?|goes|go|went|drops?|flip\w*|flick\w*|click\w*|snap\w*) (?:off|out)\b|\b(?:breaker|fuse|mcb)s?\b(?: [\w']+){0,6} (?:jumps?|jumped|jumping|springs? (?:out|off)|kicks? (?:out|off)|(?:keeps |kept )?popp(?:ing|ed))\b|\b(?:power|it|lights?|electric\w*|half the \w+) (?:\w+ )?(?:goes|went|keeps going|cuts?) (?:off|out)\b|\bflick\w* (?:\w+ ){0,3}back (?:up|on)\b|\b(?:trip\w*|blow(?:s|n|ing)?\b|blew|fuses?|goes dead|(?:switch|breaker)(?:es|s)? (?:is |are |was )?down|clunk\w*|14[- ]?(?:gauge|ga|awg)|14[-/ ]?2|goes (?:off )?(?:whenever|every time|when)|12[- ]?(?:gauge|ga|awg)|15[- ]?(?:a|amp)|overload\w*|bigger|larger|upsiz\w*|penny|knock\w* (?:\w+ )?off|(?:keeps?|kept) (?:going|popping|cutting) (?:off|out)|marked (?:as )?15|(?:10|8|6)[- ]?(?:gauge|ga|awg)|(?:dryer|old|existing) wire|(?:original|existing|same|old) (?:\d+ ?mm )?(?:cable|wire|flex))\b|\bcable (?:\w+ ){0,4}(?:is|was) (?:the )?(?:original|old|existing)\b/,
    // The breaker that feeds a new subpanel is sized for its new cable, not an upsized one;
    // so is a breaker added for a new circuit ("add two new 20 amp breakers and run 12/2"),
    // unless it replaces one.
    messageUnless: (message) =>
      /\bsub-?panel\b|\binterlock\b|\b(?:generator|inlet) (?:inlet|box|breaker)\b/.test(message) ||
      (/\b(?:add|adding)\b(?: [\w']+){0,3} (?:new|extra|more|another|an?)(?: \d+[- ]?(?:a|amps?))? (?:breakers?|circuits?|mcbs?|rcbos?)\b|\b(?:empty|spare|blank|free|open) (?:space|slot|spot)s?\b|\b(?:run|running|put in|putting in|add|adding) (?:a |an )?(?:new )?(?:dedicated|separate) circuit\b/.test(
        message,
      ) &&
        !/\b(?:swap\w*|replac\w*)(?: [\w']+){0,4} (?:breakers?|fuses?|mcbs?|rcbos?|ones?|it|them|\d+(?:[- ]?(?:a|amps?))?)\b(?!-way)|\binstead\b|\bput (?:a |an |the )?\d+(?:[- ]?(?:a|amps?))? in\b|\bupsiz\w*|\bchange (?:it|the \w+) (?:for|to)\b|\b(?:bigger|larger|higher)(?:[- ]\w+)? (?:breaker|fuse|amp|one|rating)/.test(
          message,
        )),
  },
  {
    // A plug's 3 A or 5 A fuse that blows, replaced by a 13 A from the drawer: the thin lead
    // it protects can now overheat (BS 1363-4 fuse ratings; BS 1362).
    id: 'circuit-upsizing',
    triggers: [
      /\b13[- ]?(?:a|amps?)\b(?: [\w',]+){0,10} (?:stick|put|pop|fit|swap|use|try)\w*|\b(?:stick|put|pop|fit|swap|use|try)\w* (?:in )?(?:a |an |one of the |the )?13[- ]?(?:a|amps?)\b/,
    ],
    messageNeeds:
      /\b(?:3|5)[- ]?(?:a|amps?) fuses?\b|\bfuses?\b(?: [\w']+){0,4} (?:3|5)[- ]?(?:a|amps?)\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // "I'll just put a bigger one in", said of a fuse that keeps blowing.
    id: 'circuit-upsizing',
    triggers: [
      /\b(?:put|stick|fit|use|try|pop|get|bung|throw)\w* (?:in )?(?:a |an |the )?(?:bit |little )?(?:bigger|larger|higher|heavier|stronger) (?:one|ones)\b/,
      /\ban? (?:20|25|30|40)[- ]?(?:a|amps?) (?:one|breaker|fuse)\b(?: [\w',$]+){0,6} (?:same (?:shape|size)|fits?|snaps? in)\b|\b(?:spare|extra|old) (?:20|25|30|32|40)\b(?: [\w',]+){0,12} (?:pop|put|stick|swap|fit|use|clip|slot|drop)\w*|\bgo(?:ing)? up to an? (?:20|25|30|40)\b|\bgo (?:with |for )?(?:a |the )?(?:20|25|30)\b(?: or)?|\bstraight to (?:the |a )?(?:20|25|30|40)\b|\b(?:20|25|30|40) ?(?:a|amp) ones?\b(?: [\w',]+){0,6} (?:fit|same)\b|\b(?:20|25|30)s? and (?:20|25|30|40)s\b|\b(?:has|have|sells?|sold|got|bought|buy|get) (?:\w+ )?(?:20|25|30|32|40)s\b/,
      /\b(?:fuse|breaker|one)s?\b(?: [\w']+){0,8} (?:which|that) (?:is|was|'s) (?:a bit |a little |slightly |much )?(?:bigger|larger|higher|heavier|stronger)\b/,
    ],
    // "A B16 that trips", "the switch has C16 on it": the breaker named by its rating.
    messageNeeds: [
      /\b(?:fuses?|breakers?|mcbs?|(?:6|10|13|16|20|25|32|40|45|50|63) amp|[bcd] ?(?:6|10|13|16|20|25|32|40|50|63))\b/,
      /\b(?:trip\w*|blow(?:s|n|ing)?\b|blew|blown|keeps? going|flip(?:s|ped|ping)?|pops?|popping|cuts? out|cutting out|flick\w* (?:it )?(?:down|off))\b/,
    ],
  },
  {
    // "It says 10 AWG on the jacket … a 40A double pole for $18, I'll swap it in": the planned
    // breaker is bigger than the wire named anywhere in the message allows, whatever words
    // carry the plan.
    id: 'circuit-upsizing',
    triggers: [/\b\d{2,3}[- ]?(?:a|amps?)\b/],
    sentenceNeeds: RATING_PLANNED,
    messageUnless: (whole, ownSentences) => !breakerTooBigForItsWire(whole, ownSentences),
  },
  {
    // A higher rating put in the place of the one that keeps dropping, whatever the breaker is
    // called ("the little switch in the box", "one of the 32s in its place"): the wire behind
    // it stays sized for the old one (NEC 240.4; BS 7671 433.1).
    id: 'circuit-upsizing',
    triggers: [
      /\b(?:one of )?(?:the |a |an )?(?:20|25|30|32|40|50)s?\b(?: [\w']+){0,3} (?:in its place|in place of (?:it|the \w+)|instead of (?:it|the \w+))\b|\b(?:put|pop|stick|fit|swap)\w* (?:in )?(?:one of )?the (?:20|25|30|32|40|50)s\b/,
      // "There are some 32s in the drawer, ok to put one of those in its place?"
      /\b(?:put|pop|stick|fit|swap|use)\w* (?:in )?(?:one of (?:those|them|these)|one) in (?:its|it'?s) place\b/,
      // "A spare B32 in the box … I'll swap that in for the B16."
      /\b(?:put|pop|stick|fit|swap)\w* (?:that|it|this|one|the (?:\w+ )?(?:one|breaker|mcb)) in (?:for|instead of|in place of) (?:the |that |this |our |my )?(?:6|10|13|15|16|20)(?:[- ]?(?:a|amps?))?\b/,
    ],
    messageNeeds: [
      /\b(?:25|30|32|40|50)s\b|\b(?:some|a few|spare|box of|couple of)\b(?: [\w',]+){0,6} (?:25|30|32|40|50)\b|\b(?:an?|one|the) (?:25|30|32|40|50)(?:[- ]?(?:a|amps?))?\b/,
      /\b(?:a |the )?(?:6|10|13|15|16|20)(?:[- ]?(?:a|amps?))? (?:on it|written|marked|printed)\b|\b(?:says|said|marked|labelled|labeled|reads) (?:6|10|13|15|16|20)\b|\bhas an? (?:6|10|13|15|16|20)\b/,
      /\b(?:flick\w* (?:down|off)|goes (?:off|down)|went (?:off|down)|drops?|dropping|trip\w*|keeps (?:going|flicking|dropping|cutting|switching)|switch\w* (?:itself )?off|cuts? out)\b/,
    ],
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // Holding a breaker on so it can no longer trip (an RCD held on is the next rule's).
    id: 'circuit-upsizing',
    stops: 'protection-bypass',
    triggers: [HELD_ON],
    sentenceNeeds: CANNOT_TRIP,
    messageUnless:
      /\b(?:rcds?|rcbos?|gfcis?|gfis?|safety switch|earth leakage|elcb|rccb|trip switch|t button|test button)\b/,
  },
  {
    // The same, done to an RCD or GFCI: what it stopped protecting is people from shocks.
    id: 'electrical',
    stops: 'protection-bypass',
    triggers: [HELD_ON],
    sentenceNeeds: CANNOT_TRIP,
    messageNeeds:
      /\b(?:rcds?|rcbos?|gfcis?|gfis?|safety switch|earth leakage|elcb|trip switch|t button|test button)\b/,
  },
  {
    // The load moved to the line side of a GFCI or RCD: the device stays in, protecting nothing.
    id: 'electrical',
    stops: 'protection-bypass',
    triggers: [
      /\b(?:mov|put|land|connect|wir|swap|shift|feed)\w* (?:\w+ ){0,4}(?:to|on|onto|into|from) (?:the )?line side\b|\bline side (?:terminals? )?instead\b/,
      /\b(?:swap|replac|chang|put)\w* (?:it|the gfci|the rcd|that|them|the \w+)(?: \w+){0,3} (?:for|with) (?:a |an )?(?:plain|regular|normal|standard|ordinary|non-?gfci|old[- ]style|cheap) (?:\w+ )?(?:outlet|socket|receptacle|breaker)s?\b/,
      /\b(?:wire|link|jumper|bridge|cable)s? (?:across|over|round|around) (?:the )?(?:rcd|gfci|safety switch|rccb|elcb)\b|\b(?:connect|wire|feed|put)\w* (?:\w+ ){0,4}(?:in front of|ahead of|upstream of|before) (?:it|the (?:rcd|gfci|safety switch|rccb))\b/,
    ],
    messageNeeds:
      /\b(?:rcds?|rcbos?|gfcis?|gfis?|ground fault|safety switch|earth leakage|elcb|rccb|trip\w*)\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // "Wire it off the old socket in the garage that's not on the RCD, so it stops tripping":
    // the load moved to a circuit without the protection (its "not" is the plan, not a denial).
    id: 'electrical',
    stops: 'protection-bypass',
    negativeSymptom: true,
    triggers: [
      /\b(?:wire|plug|run|connect|feed|power|hook)\w* (?:it |the \w+ )?(?:\w+ ){0,2}(?:off|from|into|to) (?:the |an? )?(?:\w+ ){0,4}(?:socket|outlet|circuit|point)s? (?:[\w']+ ){0,4}(?:not on|isn'?t on|without|no|off) (?:the |an? )?(?:rcd|gfci|gfi|safety switch|trip switch)\b/,
    ],
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // The service mast described, not named: the pipe the power line comes into, bent or loose.
    id: 'main-panel',
    triggers: [
      /\b(?:pipe|pole|post|mast|conduit)\b(?: [\w']+){0,6} where the (?:power|electric\w*|service|hydro|utility|supply|overhead) (?:lines?|wires?|cables?) (?:comes?|goes|enters|connects|attaches)\b/,
    ],
    messageNeeds:
      /\b(?:bent|bend\w*|pull\w*|straighten\w*|snapped|broken|damaged|loose|hanging|lower|leaning|ripped|torn)\b/,
    unless: DONE_BY_A_PRO,
  },
  {
    // A generator fed into a dryer outlet with a double-plug cord: the panel is live from the
    // wrong side, and so is the line outside for whoever works on it.
    id: 'main-panel',
    triggers: [
      /\bmale[- ]to[- ]male\b|\bsuicide cord\b|\bback[- ]?feed\w*|\bplugs? on (?:both|each|either) ends?\b|\bdouble[- ]ended (?:cord|lead|cable|plug)\b|\b(?:two|2) male (?:ends|plugs)\b|\bplug (?:it |the cord |the other end )?(?:in)?to (?:the |a )?(?:dryer|stove|range|welder) (?:outlet|socket|plug|receptacle)\b|\b(?:generator|genny)\b(?: [\w']+){0,10} (?:into|to) (?:the |a )?(?:dryer|stove|range|wall) (?:outlet|socket|plug|receptacle)\b/,
    ],
    messageNeeds: /\b(?:generator|genny|inverter)\b/,
  },
  {
    // "Bought a new RCD, is it normal to change it yourself?": the part is in the panel.
    id: 'main-panel',
    triggers: [
      /\b(?:change|replace|swap|fit|install|put in)\w* (?:it|them|this|that|the new one|one)\b(?: \w+){0,3} (?:myself|yourself|ourselves)\b/,
    ],
    messageNeeds: [
      /\b(?:rcds?|rcbos?|mcbs?|fi switch|fi schalter|consumer unit|sicherungskasten|main switch|fuse ?board|breaker panel)\b/,
      /\b(?:bought|got|ordered|new one|spare)\b/,
    ],
    unless: DONE_BY_A_PRO,
  },
  {
    // A breaker already upsized that "won't trip at all now": the wire has no protection left.
    id: 'circuit-upsizing',
    stops: 'protection-bypass',
    negativeSymptom: true,
    triggers: [
      /\b(?:won'?t|doesn'?t|does not|will not|never|no longer) (?:\w+ )?trip\w* (?:at all|anymore|any more|now|even)\b|\bnow it (?:won'?t|doesn'?t) trip\b|\bhas ?n'?o?t (?:blown|tripped|gone) (?:since|once)\b|\bhasn'?t (?:blown|tripped|gone) (?:since|once)\b|\bnever (?:blows|trips) (?:now|anymore)\b/,
    ],
    messageNeeds: [
      /\b(?:bigger|larger|higher|upsiz\w*|(?:20|25|30|40)(?:[- ]?(?:a|amps?))?)\b/,
      /\b(?:swapp\w*|popp\w*|put|fitted|installed|changed|replaced|already)\b/,
      /\b(?:breakers?|fuses?|mcbs?)\b/,
    ],
    // "If I just swap it for a 20 it won't trip anymore, right?" asks about the plan: the
    // upsizing warning answers it, with nothing done yet to stop for.
    unless:
      /\bif (?:i|we|you|he|she) (?:just |simply |only )?(?:swap|put|pop|change|fit|replace|go|use|stick|upgrade)\w*\b|\bwould(?:n'?t)? (?:it|that|a \w+)\b/,
  },
  {
    // Turning a flooded panel back on: every breaker in it has to be checked or replaced first.
    id: 'main-panel',
    triggers: [
      /\b(?:flip|turn|switch|put|reset)\w* (?:\w+ )?(?:breakers?|power|it|them|everything|mains) (?:back )?on\b/,
    ],
    messageNeeds: [
      /\b(?:flood(?!lights?\b)\w*|water came up|came up over|under ?water|submerged|feet of water|foot of water|over the bottom)\b/,
      /\b(?:panel|breaker box|fuse ?box|consumer unit|fuse ?board)\b/,
    ],
    unless: PAST_ONLY,
  },
  {
    // A nail, a bolt or a coin across a fuse so it never blows: the wire has no protection.
    id: 'circuit-upsizing',
    stops: 'protection-bypass',
    triggers: [
      /\b(?:nail|bolt|screw|coin|penny|foil|paper ?clip|hair ?pin)s?\b(?: [\w']+){0,3} (?:across|over|in place of|instead of)\b|\b(?:across|over) (?:it|the fuse) with (?:a |some )?(?:nail|bolt|coin|penny|foil)\b/,
      // The old trick with screw-in fuses: "put a penny in the socket behind the fuse".
      /\b(?:coin|penny|pennies|foil)\b(?: [\w']+){0,4} (?:behind|under|beneath) (?:the |a )?fuse\b|\bpenny (?:in|behind) (?:the |a )?fuse/,
    ],
    messageNeeds: /\bfuses?\b/,
    // "Dad used to put a nail across it": told as the past, it is still the question asked.
    unless: DONE_BY_A_PRO,
  },
  {
    // A rewirable fuse mended with thicker wire ("the thickest on the card is 30A, I'll put
    // that in instead"), or a bigger breaker put "in where the 15 is": the circuit's wire is
    // the same, its protection is not (NEC 240.4; BS 3036 fuse wire sized to the circuit).
    id: 'circuit-upsizing',
    triggers: [
      /\b(?:thick(?:er|est)|heav(?:ier|iest)|bigger|stronger)\b(?: [\w']+){0,8} (?:[2-6]\d) ?a(?:mps?)?\b/,
      /\bswap\w* (?:the |a |that )?(?:20|25|30|32|40)(?: ?(?:a|amps?))? in (?:where|for|instead of) the (?:10|15|16|20)\b/,
    ],
    sentenceNeeds:
      /\binstead\b|\b(?:put|fit|use|stick|swap)\w* (?:that|it|them|the \w+) in\b|\bswap\w* (?:the |a |that )?\d\d\b/,
    messageNeeds: /\b(?:fuse wire|fuses?|breakers?|mcb)\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // A thinner cable left on a fuse sized for the thicker one.
    id: 'circuit-upsizing',
    triggers: [/\bthinner (?:cable|wire|flex)\b|\b(?:smaller|lighter) (?:gauge )?(?:cable|wire)\b/],
    messageNeeds: /\b(?:fuse\w*|breaker|mcb|\d+ ?a|32|40|hob|cooker|oven|shower)\b/,
  },
  {
    // "Moved the wires so it doesn't trip any more": the GFCI no longer protects anyone.
    id: 'electrical',
    stops: 'protection-bypass',
    negativeSymptom: true,
    triggers: [
      /\b(?:mov\w*|swap\w*|switch\w*|chang\w*|rewir\w*|put|jump\w*|connect\w*) (?:\w+ ){0,3}(?:wires?|them)\b(?: [\w']+){0,6} (?:doesn'?t|dont|won'?t|wont|can'?t|never|no longer) trip\w*|\b(?:mov|rewir|chang|swap|connect|run)\w* (?:\w+ ){0,4}(?:wires?|them)\b(?: [\w']+){0,6} (?:skip|miss|go (?:a)?round|avoid|bypass|don'?t go through)\w* (?:the )?(?:reset|test|gfci|gfi|rcd|trip)\w*|\btest button (?:\w+ ){0,3}(?:doesn'?t|does not|won'?t) (?:do|work)\b/,
    ],
    messageNeeds: /\b(?:gfci|gfi|rcd|rcbo|safety switch)\b/,
  },
  {
    id: 'electrical',
    stops: 'protection-bypass',
    triggers: [
      /\b(?:mov\w*|swap\w*|switch\w*|put\w*) (?:\w+ ){0,4}(?:from (?:the )?)?load (?:\w+ ){0,3}(?:to|onto) (?:the )?line\b|\bload (?:screws?|terminals?|side) (?:\w+ ){0,3}(?:to|onto) (?:the )?line\b/,
      /\b(?:plain|regular|normal|standard|ordinary|non[- ]gfci) (?:\w+ )?(?:outlet|socket|receptacle|plug|power point|gpo)\b(?: [\w',]+){0,8} (?:so (?:it|that it) (?:stops?|won'?t|doesn'?t|can'?t)|instead|that won'?t|which won'?t|won'?t|in (?:its|it'?s|their) place|to replace it|to (?:swap|put|pop) (?:it )?in|(?:swap|put|pop|stick) (?:it|that|this|one) in)\b/,
      /\bswap\w* (?:it|that|this|that one|this one|the \w+) (?:out )?for (?:a |an )?(?:plain|regular|normal|standard|ordinary) (?:\w+ ){0,2}(?:outlet|socket|receptacle|plug|power point|gpo|breaker)\b|\breplac\w* (?:it|that|this|the \w+) with (?:a |an )?(?:plain|regular|normal|standard|ordinary) (?:\w+ ){0,2}(?:outlet|socket|receptacle|plug|power point|gpo|breaker)\b/,
      /\bbypass\w* (?:\w+ ){0,3}(?:gfci|gfi|rcd|rcbo|rccb|elcb|afci|safety switch|earth leakage|trip switch)\b|\b(?:gfci|gfi|rcd|rccb|elcb|safety switch)\b(?: \w+){0,4} bypass\w*|\bbypass\w* (?:it|that|this|them)\b/,
      // "Put a bit of wire across the safety switch so it stops tripping".
      /\b(?:put|run|stick|fit|wire|use)\w* (?:a |some )?(?:bit of |piece of |length of |short )?(?:wire|link|jumper|cable|paper ?clip) (?:across|over|around|round|between) (?:the |that |this )?(?:\w+ )?(?:safety switch|rcd|gfci|rcbo|earth leakage|trip switch)\b/,
      // A cord's own GFCI or RCD box cut off and a plain plug put on instead.
      /\bcut\w* (?:\w+ ){0,3}(?:gfci|gfi|rcd|alci|lcdi|safety)(?: box| plug| unit| thing)? off\b|\bcut\w* off (?:\w+ ){0,2}(?:gfci|gfi|rcd|alci|lcdi)\b/,
      // "I can bridge it out with a short piece of wire": the RCD itself, named before.
      /\b(?:bridg|jump|link|short)\w* (?:it|them|that|this) (?:out|across|over)\b|\b(?:bridg|jump|link|short)\w* (?:out )?(?:the |that |this |our )?(?:safety switch|rcd|gfci|rcbo|rccb|trip switch|earth leakage)\w* (?:out|across|over)?\b/,
      // "Swapped the GFCI breaker for a regular 50 amp one", "swap that GFCI for a normal outlet".
      /\b(?:swap|replac|chang)\w* (?:\w+ ){0,3}(?:gfci|gfi|rcd|rcbo|rccb|elcb|safety switch)\w*(?: (?:breaker|outlet|socket|switch|one))?(?: in (?:the |that |this |our |my )?\w+)? (?:out )?(?:for|with) (?:a |an )?(?:plain|regular|normal|standard|ordinary|non[- ]gfci)\b/,
      // "Take that one out and join the wires", "connect the wire straight to the main switch".
      /\b(?:take|took|pull|rip|cut)\w* (?:\w+ ){0,3}out and (?:join|connect|twist|link)\w* (?:the )?(?:wires?|cables?)\b|\b(?:connect|wire|run|join)\w* (?:the )?(?:wires?|cables?|it) (?:straight|direct\w*) (?:to|into) (?:the )?main (?:switch|breaker)\b/,
    ],
    messageNeeds:
      /\b(?:gfci|gfi|rcd|rcbo|rccb|elcb|earth leakage|safety switch|test\/reset|test and reset|reset button|trip\w*)\b/,
  },
  {
    id: 'aluminium-wiring',
    // The silver screw on an outlet is its neutral terminal, not the wire.
    unless: /\bsilver (?:screws?|terminals?)\b/,
    triggers: [
      /\balumin(?:i)?um (?:\w+ )?(?:wir\w*|branch|conductors?|cables?)\b/,
      /\bwir\w* (?:is |are |looks |seems )?(?:to be )?alumin(?:i)?um\b/,
      /\bco\/?alr\b/,
      // "The cable says AL on the jacket": the marking printed on aluminium cable.
      /\b(?:cables?|wires?|wiring|jacket|sheathing)\b(?: [\w']+){0,6} (?:says|marked|printed|stamped|reads) (?:\w+ )?(?:al|alum|aluminum|aluminium)\b/,
      /\b(?:alumnum|alumium|alluminum|alumnium|aluminim|alumunum)\b(?: \w+)? (?:wir\w*|cables?)\b/,
      /\b(?:wires?|wiring|conductors?) (?:\w+ ){0,5}(?:look|looks|are|is|seem|seems|appear) (?:\w+ ){0,3}(?:silver\w*|grey-silver|gray-silver|dull gr[ae]y|gr[ae]y metal)\b|\bsilver(?:[- ]colou?red|y)? (?:wires?|wiring)\b/,
    ],
  },
  {
    // "Greyish wires, not that shiny orange colour": the denial is the symptom.
    id: 'aluminium-wiring',
    negativeSymptom: true,
    triggers: [
      /\b(?:wires?|cores?)\b(?: [\w-]+){0,8},? (?:instead of|not|aren'?t|isn'?t|rather than|not the|not that) (?:\w+ ){0,3}(?:copper|orange)\b/,
    ],
  },
  {
    id: 'knob-and-tube',
    // A new vintage-style pendant with a cloth cord and ceramic knobs is a lamp, not the wiring;
    // an insurance form's question about it, in a house an electrician rewired, is paperwork.
    messageUnless: (message) =>
      (/\b(?:vintage[- ]style|retro[- ]style|reproduction|repro)\b/.test(message) &&
        !/\bknob[- ]?(?:and|&|n)[- ]?tube\b/.test(message)) ||
      (/\b(?:form|insurance|insurer|broker|underwriter|questionnaire|tick)\b/.test(message) &&
        /\b(?:rewired|rewire)\b/.test(message) &&
        !/\b(?:still (?:some|has|have|got)|some (?:left|remaining)|partly|partially|except)\b/.test(
          message,
        )),
    triggers: [
      /\bknob[- ]?(?:and|&|n)[- ]?tube\b/,
      /\bk ?& ?t (?:wir\w*)/,
      /\bcloth[- ](?:covered|insulated|wrapped|jacketed) (?:wir\w*|cables?)\b|\b(?:wir\w*|cables?)\b(?: [\w']+){0,6} (?:are |is |look )?(?:like )?(?:cloth|fabric|rag)[- ]?(?:wrapped|covered|insulated|coated|jacketed)\b/,
      /\b(?:ceramic|porcelain) (?:\w+ ){0,2}(?:knobs?|insulators?|tubes?|spools?|cleats?|bobbins?)\b/,
      /\bwir\w* (?:\w+ ){0,6}(?:on|through|around) (?:\w+ ){0,3}(?:spools|cleats|bobbins|porcelain)\b/,
    ],
    // "The knob and tube was all removed and the house rewired in 2001".
    unless: (sentence) =>
      /\b(?:removed|replaced|rewired|ripped out|taken out|upgraded|all gone)\b/.test(sentence) &&
      !/\b(?:still|some|left|remaining|few|partly|partially|except)\b/.test(sentence),
  },
  {
    // An air conditioner's or a pump's run capacitor described, not named: "a big silver can
    // with 3 terminals". It holds a charge after the power is off.
    id: 'capacitor',
    triggers: [
      /\b(?:silver|metal|big|round|oval|aluminium|aluminum) (?:\w+ )?(?:can|cylinder|canister)\b(?: [\w']+){0,4} (?:with )?(?:2|3|4|two|three|four) (?:terminals?|posts?|prongs?|spades?|connectors?|tabs)\b|\bdual run\b|\b(?:run|start) cap\b/,
    ],
  },
  {
    // The same can told by its wires, inside an outdoor AC or heat-pump unit: "a big silver
    // can thing with wires on top".
    id: 'capacitor',
    triggers: [
      /\b(?:silver|metal|aluminium|aluminum) (?:\w+ )?(?:can|cylinder|canister)s?(?: things?)?\b(?: [\w']+){0,3} (?:with )?(?:\w+ )?(?:wires|terminals|connections)\b/,
    ],
    messageNeeds:
      /\b(?:ac|a\/c|air condition\w*|condenser|outside unit|outdoor unit|heat pump|compressor)\b/,
  },
  {
    id: 'capacitor',
    // "Take the transformers out of two old microwaves for a welder": the transformer and the
    // capacitor beside it hold lethal voltage, named in a later sentence too.
    triggers: [/\bcapacitors?\b/, /\bmicrowaves?\b/, /\bmagnetron\b/, /\btransformers?\b/],
    messageNeeds: /\b(?:capacitors?|microwaves?|magnetron)\b/,
    sentenceNeeds:
      /\b(?:capacitors?|magnetron|open\w*|inside|repair\w*|fix\w*|diode|fuse|transformers?|take apart|taking apart|(?:take|taking|pull\w*) (?:it |them )?apart|for (?:the )?parts|strip\w* (?:it )?down|disassembl\w*|cover off|not heating|no heat|doesn'?t heat|won'?t heat|stopped heating|stopped working)\b/,
    // The cooking space inside, dirty or cleaned ("inside is black now", "only want to clean
    // inside"), is not the inside of the case.
    unless: (sentence) =>
      /\b(?:kettle|toaster|breakers?|trip\w*|flick\w* off|same time|same circuit|fuse (?:box|board|thingy)|microwave(?:'s)? (?:clock|display|time|light))\b/.test(
        sentence,
      ) ||
      (/\binside (?:is|was|'s|of it|looks|has gone|got|very|all|so)\b(?: \w+){0,2} (?:black|dirty|filthy|gross|sticky|stained|burnt|brown|yellow|greasy|splattered|covered|disgusting)\b|\b(?:clean\w*|wip\w*|scrub\w*|steam\w*) (?:\w+ ){0,3}inside\b|\binside (?:\w+ ){0,3}(?:clean\w*|dirty|filthy|splash\w*|splatter\w*)/.test(
        sentence,
      ) &&
        !/\b(?:capacitors?|magnetron|diode|transformer|cover off|apart|disassembl\w*|screws?|case|casing)\b/.test(
          sentence,
        )),
  },
  {
    // An arcade cabinet's monitor is a picture tube with the same stored charge.
    id: 'capacitor',
    triggers: [/\barcade (?:cabinet|machine|game)s?\b/],
    messageNeeds: [
      /\b(?:monitor|tube|picture|screen)\b/,
      /\b(?:back off|open\w*|inside|tweak\w*|adjust\w*|blow\w* out|knobs?|repair\w*|fix\w*)\b/,
    ],
  },
  {
    // A picture-tube set keeps a lethal charge on the tube and its flyback long after unplugging.
    id: 'capacitor',
    triggers: [
      /\b(?:crt|cathode ray|flyback|tube (?:tv|television|telly|monitor|set)|old (?:\w+ )?(?:crt|tube) (?:tv|television|telly|monitor))\b/,
    ],
    messageNeeds:
      /\b(?:open\w*|inside|repair\w*|fix\w*|back off|cover off|case off|board|take apart|taking apart|disassembl\w*|discharg\w*|solder\w*)\b/,
  },
  {
    // Opening the microwave named in another sentence.
    id: 'capacitor',
    triggers: [
      /\b(?:take|taking|took|get|getting) (?:the )?(?:cover|case|casing|back|outer panel|shell) off\b|\b(?:outer )?(?:case|cover|casing|shell|housing) (?:is |was |now )?(?:off|removed)\b|\b(?:transformer|diode|magnetron|metal can|probes?)\b|\bopen\w* (?:it|the case|the cover) up\b|\bparts inside\b|\binside (?:it|the unit|the case)\b|\b(?:internal fuse|safe to open|outer case|screws? (?:that )?hold)\b/,
    ],
    messageNeeds: /\bmicrowave\b/,
    // The cover of the breaker box, in a message where the microwave's clock only reset.
    unless:
      /\b(?:breaker box|panel|fuse ?box|fuse ?board|consumer unit|switch ?board|db board|distribution board|lugs?)\b/,
  },
  {
    // An outdoor AC or heat-pump unit that hums but whose fan or compressor will not start,
    // often started by a push: the classic failed capacitor, which stays charged.
    id: 'capacitor',
    triggers: [
      /\b(?:not spinning|isn'?t spinning|won'?t spin|doesn'?t spin|not turning|doesn'?t turn|isn'?t turning|stopped spinning|won'?t start|nudge|give it a push|push it|kick ?start|spin it by hand)\b/,
    ],
    negativeSymptom: true,
    messageNeeds: [
      /\b(?:ac|a\/c|air condition\w*|condenser|outside unit|outdoor unit|big unit|heat pump|compressor|pool pump|pump|motor|blower)\b/,
      /\bhum\w*|\bbuzz\w*|\bfan\b/,
    ],
    // A bathroom or kitchen extractor's small motor is a fan job, not a charged capacitor.
    messageUnless: (message) =>
      /\b(?:bath(?:room)? fan|exhaust fan|extractor\w*|extract fan|vent fan|range hood|cooker hood)\b|\bfan (?:in|over|above) (?:the |our |my )?(?:\w+ )?(?:bath\w*|toilet|loo|kitchen|ensuite|shower)\b/.test(
        message,
      ) &&
      !/\b(?:ac|a\/c|air condition\w*|condenser|outside unit|outdoor unit|heat pump|compressor|pool pump)\b/.test(
        message,
      ),
  },
  {
    // Leaning out of a window high up to reach an air-conditioner unit or a ledge.
    id: 'height',
    triggers: [
      /\blean\w* (?:right |way )?out(?: of)? (?:the |a |our |my )?(?:\w+ )?window\b|\bon the ledge\b|\bledge outside\b|\bclimb\w* out (?:of |onto )?(?:the )?(?:window|ledge)\b/,
    ],
    messageNeeds:
      /\b(?:\d+(?:st|nd|rd|th)? (?:floor|storey|story)|high[- ]rise|flat|apartment|hdb|condo|upstairs|second floor|third floor|balcony|tower)\b/,
  },
  {
    // Ground dug away around or between the stumps, piers or footings a house stands on, to
    // gain headroom or lower a floor: the soil beside a footing is part of what holds it, and
    // a footing left shallower than its design depth can sink or slide (IRC R403.1.4; AS 2870).
    id: 'structural',
    triggers: [
      /\b(?:dig\w*|excavat\w*|lower\w*|scrap\w*|tak\w*|remov\w*)\b(?: out| away| down)?(?: [\w']+){0,5} (?:around|between|beside|under|underneath|below|next to) (?:the |our |all the |each of the )?(?:house |concrete |timber |brick )?(?:stumps|piers|footings?|pad footings?|foundation (?:piers|pads|posts))\b/,
    ],
    messageNeeds: [
      /\b(?:house|home|queenslander|bungalow|cottage|under (?:there|the house|the floor)|underneath|crawl ?space|subfloor|sub-floor)\b/,
      /\b(?:head ?room|head ?height|lower\w*|deeper|stick up|standing room|more room|more space|excavator|digger|bobcat|\d+(?:\.\d+)? ?(?:mm|cm|m|metres?|meters?|ft|feet|foot|inches|in)|(?:half|a|one) (?:a )?(?:metre|meter|foot))\b/,
    ],
    unless: (sentence) =>
      PAST_OR_DONE_BY_A_PRO(sentence) ||
      /\b(?:tree|stump grinder|grind\w*|roots?)\b/.test(sentence),
  },
  {
    // An engine, a gearbox or a chain hoist hung from garage ceiling joists or trusses: they
    // are sized for a ceiling, not a point load of hundreds of pounds, and a truss chord cut,
    // drilled or hung from can fail (truss makers' and SBCA guidance: no loads without the
    // designer's approval).
    id: 'structural',
    triggers: [
      /\b(?:hang\w*|hook\w*|hoist\w*|winch\w*|block and tackle|come-?along|chain ?(?:hoist|block)|lift\w* (?:\w+ ){0,3}(?:out|up|off))\b/,
    ],
    sentenceNeeds:
      /\b(?:(?:ceiling )?joists?|trusses|truss|rafters?|roof beams?|ceiling beams?|2x4 triangle)\b/,
    messageNeeds:
      /\b(?:engine|motor|trans(?:mission)?|gear ?box|diff|\d{3,} ?(?:lbs?|pounds|kg|kilos?)|(?:half|one|1|2|two) ?tons?|chain hoist|block and tackle)\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // "It's the wall the upstairs joists sit on", told about a wall to be opened: it carries
    // the floor above.
    id: 'structural',
    triggers: [
      /\b(?:joists?|rafters?|beams?|floor above|upstairs floor)\b(?: [\w']+){0,3} (?:sit|sits|sitting|rest|rests|resting|bear|bears|bearing|land|lands|landing) (?:on|onto)\b/,
    ],
    messageNeeds:
      /\b(?:widen\w*|doorway|opening|knock\w*|remov\w*|cut\w*|take (?:out|down)|open\w* up|arch\w*|pass[- ]?through)\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // "There's a post in the middle of the basement … can I take it out?"
    id: 'structural',
    triggers: [
      /\b(?:take|taking|took|get|getting) (?:it|that|them|the post|the column|the pole) (?:out|away)\b|\b(?:remov\w*|mov\w*|shift\w*|cut\w*) (?:it|that|them)\b/,
    ],
    messageNeeds: [
      /\b(?:posts?|columns?|lally|support beams?|steel pole|jack post)\b/,
      /\b(?:basement|crawl ?space|cellar|garage|middle of)\b/,
    ],
    // A tree's limb cut so it falls away from the garage is tree work, not a post.
    messageUnless:
      /\b(?:fence|mailbox|letterbox|deck post|bed ?post|newel|sign ?post|curtain|limb|branch|trunk)\b/,
  },
  {
    // Ceiling joists cut out for a vaulted ceiling: they tie the walls together under the
    // roof's push, and without them the walls spread.
    id: 'structural',
    triggers: [
      /\b(?:cut\w*|rip\w*|tak\w*|remov\w*|saw\w*) (?:out )?(?:all )?(?:the )?(?:ceiling joists|rafter ties|collar ties|bottom chords?|(?:2|3)x(?:4|6|8)s|joists|ties)\b/,
      /\bvault\w* (?:the |our )?ceiling\b|\bvaulted ceiling\b/,
    ],
    messageNeeds: [
      /\b(?:vault\w*|ceiling|roof|rafters?|truss\w*)\b/,
      /\b(?:cut\w*|rip\w*|remov\w*|tak\w* out|saw\w*)\b/,
    ],
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // A post-tensioned slab ("post tension" in a condo): a core or a cut can sever a tendon held
    // at tonnes of tension. Any core through a concrete floor in a block is the engineer's call.
    id: 'structural',
    triggers: [
      /\bpost[- ]?tension\w*\b/,
      /\bcore[- ]?(?:drill\w*|holes?|bits?)\b(?: [\w']+){0,10} (?:slab|floor|beam|concrete)\b|\b(?:slab|concrete floor)\b(?: [\w']+){0,8} core[- ]?drill\w*/,
    ],
    messageNeeds: [
      /\b(?:drill\w*|cor(?:e|ing)|cut\w*|saw\w*|holes?|anchor\w*|bolt\w*)\b/,
      /\b(?:condo|apartment|flat|tower|high-?rise|building|\d+(?:st|nd|rd|th) floor|storey|story|slab|concrete)\b/,
    ],
    unless: DONE_BY_A_PRO,
  },
  {
    // A doorway or an opening cut into a wall ("cut an opening 120 cm wide with a diamond
    // saw"): whatever the wall carries has to be carried over the gap.
    id: 'structural',
    triggers: [
      /\b(?:cut\w*|mak\w*|knock\w*|open\w*|creat\w*|put\w* in|widen\w*|form\w*) (?:a |an |the |new |bigger |wider )*(?:\w+ )?(?:doorway|door ?way|archway|opening \d+|wide opening|opening (?:\w+ ){0,3}wide|pass[- ]through)\b/,
    ],
    messageNeeds: /\bwalls?\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // A jack put under a beam or bearer "to take the weight off" so a piece can be cut out:
    // the load has to go somewhere while it is out.
    id: 'structural',
    triggers: [
      /\btak\w* (?:the )?weight off\b|\b(?:car |bottle |hydraulic |trolley )?jack\w* (?:\w+ ){0,2}under (?:it|the \w+|that)\b/,
    ],
    messageNeeds:
      /\b(?:cut\w*|replac\w*|remov\w*|bolt\w*|sister\w*|new (?:piece|section|length))\b/,
    messageUnless:
      /\b(?:car|tyre|tire|wheel|van|truck|trailer|caravan|tree|limb|branch\w*|power line)\b(?! jack)/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // A window made into doors, or its opening widened: the lintel and the wall either side
    // carry what was above it, and the wider opening needs a building permit or consent.
    id: 'structural',
    triggers: [
      /\b(?:turn|convert|make|widen|enlarg|extend|chang)\w* (?:the |a |our |my |that |this )?(?:\w+ ){0,2}(?:window|opening)s? (?:\w+ ){0,3}(?:into|to|for) (?:a |some |new )?(?:french |sliding |bi-?fold |patio |double |glass )?doors?\b|\b(?:knock|cut|take)\w* out (?:the |some )?(?:brick\w*|blocks?|wall) (?:\w+ ){0,3}(?:either side|each side|both sides|down to the floor)\b|\b(?:longer|bigger|new) lintel\b/,
    ],
    unless: PAST_OR_DONE_BY_A_PRO,
    alsoRaises: ['permit'],
  },
  {
    // Rooms or a storey built on top of a house or garage: the walls and footings below were
    // sized for a roof.
    id: 'structural',
    triggers: [
      /\b(?:build\w*|add\w*|put\w*|rais\w*|extend\w*|construct\w*) (?:\w+ ){0,3}(?:rooms?|stor(?:e)?ys?|stories|floors?|levels?|flat|apartment|granny flat|extension) (?:\w+ )?on (?:top of )?(?:the |our |my |this |that |his |her |their )?(?:\w+ )?(?:roof|house|garage|existing)\b|\b(?:second|another|extra|upper|third) (?:stor(?:e)?y|floor|level) (?:on|onto|over|above)\b/,
    ],
    unless: PAST_OR_DONE_BY_A_PRO,
    alsoRaises: ['permit'],
  },
  {
    // Taking a wall out or opening it up: structural, and a permit.
    id: 'structural',
    triggers: [
      /\b(?:remov\w*|knock\w*|tak\w* (?:out|down)|tear\w*|demolish\w*|open\w* up|get\w* rid of) (?:down |out |up )?(?:a |an |the |this |that |my |our |part of (?:a |the )?)?(?:\w+ ){0,2}walls? (?:between|in the middle|down the middle|right down)\b/,
      /\bknock\w* (?:it |them |the rooms? )?through\b|\bknock[- ]through\b|\bknock\w* (?:the )?(?:two )?rooms? (?:into|together)\b/,
    ],
    unless: PAST_OR_DONE_BY_A_PRO,
    // An engineer's "non load bearing partition", said without a hedge: the how-to is the answer.
    messageUnless: SAID_NOT_LOAD_BEARING,
    alsoRaises: ['permit'],
  },
  {
    // The wall between two rooms named, and a hammer or an open-plan room planned for it
    // ("crack on with a lump hammer"): the wall is coming out, however it is said.
    id: 'structural',
    triggers: [
      /\bwall (?:\w+ ){0,2}between (?:the |our |my )?(?:\w+ )?(?:room|kitchen|lounge|dining|living|hall\w*|bedroom|bathroom)\w*\b/,
    ],
    messageNeeds:
      /\b(?:sledge ?hammer|lump hammer|club hammer|crack on|open[- ]plan|bash\w* (?:it|through)|smash\w* (?:it|through))\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
    messageUnless: SAID_NOT_LOAD_BEARING,
    alsoRaises: ['permit'],
  },
  {
    // Termites or rot in the framing, unless it was treated or inspected and found sound.
    id: 'structural',
    triggers: [
      /\b(?:termites?|white ants|(?<!\b(?:hole|post|auger|earth|petrol|power) )borers?|woodworm|dry rot|wet rot)\b(?: [\w']+){0,6} (?:joists?|beams?|bearers?|studs?|posts?|sill|framing|rafters?)\b|\b(?:joists?|beams?|bearers?|studs?|posts?|sill|framing|rafters?)\b(?: [\w']+){0,6} (?:termites?|white ants|(?<!\b(?:hole|post|auger|earth|petrol|power) )borers?|woodworm|rot)\b/,
    ],
    unless: (sentence) =>
      PAST_ONLY(sentence) ||
      /\b(?:treated|inspection|inspected|no sign|no evidence|checked)\b/.test(sentence),
  },
  {
    // Cutting the props and ties out of a roof to open a loft.
    id: 'structural',
    triggers: [
      /\b(?:take|taking|cut|cutting|remov\w*|knock\w*)\b(?: [\w']+){0,4} (?:props?|struts?|purlins?|collar ties?|ties|braces|bracing|trusses?|webs?|horizontal bits)\b/,
    ],
    messageNeeds: /\b(?:roof|loft|attic|rafters?)\b/,
    alsoRaises: ['permit'],
  },
  {
    // Lowering a cellar floor below the footings, or a tall retaining wall.
    id: 'structural',
    triggers: [
      /\b(?:lower\w*|dig\w* out|digging out|excavat\w*) (?:\w+ ){0,3}(?:floor|cellar|basement)\b|\b(?:cellar|basement) (?:dig[- ]?out|lowering)\b/,
      /\bretaining wall\b(?: [\w',]+){0,8} (?:1\.[2-9]|[2-9](?:\.\d)?) ?m\b|\bretaining wall\b(?: [\w',]+){0,8} (?:[4-9]|1\d) ?(?:ft|feet|foot)\b/,
    ],
    alsoRaises: ['digging'],
  },
  {
    // A wall taken out, unless it was plainly said (no hedge) not to be a bearing wall.
    id: 'structural',
    triggers: [
      // Knocking on a wall to hear where it is hollow is not knocking it down.
      /\b(?:remov\w*|knock\w*(?= (?:down|out|through) )|tak\w*|tear\w*|demolish\w*|open\w* up|cut\w*|get\w* rid of|break(?:ing)?|broke|bash\w*) (?:down |out |up |through )?(?:a |an |the |this |that |my |our |part of (?:a |the )?)?(?:(?!from |off )\w+ )?walls?\b(?! ?(?:mount|anchor|plate|paper|hook|shel|tile|cabinet|outlet|switch|light|sconce|fan|heater|clock|art|decal|sticker|socket|texture|paint|stain|mold|mould|trim|board))/,
    ],
    // A whole shed or cubby knocked down is no wall of the house.
    messageUnless: (message) =>
      SAID_NOT_LOAD_BEARING(message) ||
      /\b(?:knock\w*|tear\w*|pull\w*|demolish\w*|tak\w*|bash\w*|bring\w*) down (?:the |an |our |my |that )?(?:old )?(?:\w+ )?(?:shed|outhouse|cubby|cubby ?house|playhouse|coop|gazebo|carport|pergola|greenhouse|lean-to|shack|hut|outbuilding)\b/.test(
        message,
      ),
    // A wall opened up to get at what is inside it is not a wall taken out.
    // A wall cut open to reach what is inside it (a leak, a dead rat) is a hole, not a wall taken out.
    // Bricks "off a fella knocking down a wall in his yard": someone else's wall, come down.
    unless:
      /\b(?:instead of|rather than|without) (?:\w+ ){0,2}(?:tear|rip|knock|cut|remov|open|break|bash|tak)\w* (?:\w+ ){0,3}walls?\b|\bopen\w* up (?:the |a |that |some |two |a few |a couple (?:of )?)?(?:\w+ )?walls? (?:\w+ ){0,4}(?:behind|to (?:put|run|fix|get|look|see|check|find|access|replace)|and (?:found|saw|there|the)|inside)\b|\bcut\w* (?:the |a |that )?(?:\w+ )?walls? open\b|\b(?:fella|fellow|guy|bloke|man|woman|lady|neighbou?r|someone|somebody|builder|council) (?:\w+ ){0,2}(?:knock|tear|demolish|pull|tak)\w* down (?:a |an |the |his |her |their |some )?(?:\w+ )?walls?\b/,
  },
  {
    // A truss's diagonals cut out of the way in a loft: the truss stops being a truss.
    id: 'structural',
    triggers: [
      /\b(?:cut\w*|remov\w*|notch\w*|tak\w* out) (?:\w+ ){0,8}(?:diagonals?|webs?|web members?|struts?|braces?|bracing)\b/,
    ],
    messageNeeds: /\b(?:truss\w*|rafters?|roof|loft|attic)\b/,
  },
  {
    // A flat roof under heavy snow, and the ceiling cracking or doors sticking below it: the
    // roof is carrying more than it should.
    id: 'structural',
    triggers: [
      /\bcrack\w*\b(?: [\w']+){0,6} ceiling\b|\bceiling\b(?: [\w']+){0,6} crack\w*|\bdoors? (?:\w+ ){0,4}(?:stick\w*|jam\w*|won'?t (?:close|open|slide))\b/,
    ],
    messageNeeds: [/\b(?:snow|ice)\b/, /\broof\b/],
  },
  {
    // A truss's bottom boards cut out "for headroom": the truss no longer holds the roof.
    id: 'structural',
    triggers: [
      /\b(?:cut\w*|remov\w*|notch\w*|tak\w* out) (?:\w+ ){0,8}(?:bottom|top|lower) (?:boards?|chords?|members?|ties?|beams?|timbers?)\b/,
    ],
    messageNeeds: /\b(?:truss\w*|rafters?|joists?|roof)\b/,
  },
  {
    // A basement pole or post that goes up to the beam, cut out to make room; a veranda or
    // carport post under its roof knocked out to stand a new one in.
    id: 'structural',
    triggers: [/\b(?:poles?(?! ?saws?)|posts?|columns?|pillars?)\b/],
    messageNeeds: [
      /\b(?:beams?|girders?|joists?|floor above|holding up|verandah?|porch|carport)\b/,
      /\b(?:cut\w*|remov\w*|tak\w* (?:it |them )?out|knock\w* (?:[\w']+ ){0,3}out|get rid)\b/,
    ],
    // A fence's or a clothes line's post holds up nothing; nor does the utility's pole.
    messageUnless:
      /\b(?:fence|gate|letter ?box|mail ?box|deck railing|bed|clothes ?line|washing line|power (?:poles?|lines?)|utility poles?|telegraph poles?)\b|\b(?:wires?|lines?|cables?)\b(?: [\w']+){0,4} (?:from|to|off) the pole\b/,
  },
  {
    // Studs cut out of a wall, unless it was plainly said not to be a bearing wall.
    id: 'structural',
    // "Cut out the drywall and the studs under the window".
    triggers: [/\b(?:remov\w*|cut\w*|notch\w*) (?:\w+ ){0,5}studs?\b/],
    messageUnless: SAID_NOT_LOAD_BEARING,
  },
  {
    // A chimney breast taken out below one that stays: the upper one loses its support.
    id: 'structural',
    triggers: [
      /\b(?:take|taking|took|knock\w*|remov\w*|rip\w*) (?:out |down )?(?:the |a |our |my |that )?(?:\w+ )?chimney breasts?\b|\bchimney breasts?\b(?: \w+){0,4} (?:out|removed|down)\b/,
    ],
  },
  {
    // Digging below a footing takes away what the wall stands on.
    id: 'structural',
    triggers: [
      /\b(?:dig\w*|excavat\w*|trench\w*) (?:\w+ ){0,14}(?:below|under|beneath|underneath) (?:the )?(?:footings?|foundations?)\b/,
    ],
    alsoRaises: ['digging'],
  },
  {
    // Opening a wall that framing above rests on, named in another sentence.
    id: 'structural',
    triggers: [
      // "The removal lads" are movers.
      /\b(?:open\w* up|take (?:it|that|this|the wall) (?:out|down)|tak\w* out|knock\w* (?:it |that |the wall )?(?:out|down)|remov(?!als?\b)\w*)\b/,
      /\bcut\w* (?:\w+ ){1,5}out\b|\b(?:has|have|needs?) to (?:go|come out)\b/,
    ],
    messageNeeds: [
      /\bwalls?\b/,
      /\b(?:joists?|header|beams?|rafters?|sawzall|second floor|upstairs)\b/,
    ],
    // Said plainly, without a hedge, to be no bearing wall: the question is how, not whether.
    // A remediation firm's or a builder's finding and quote is theirs to carry out.
    messageUnless: (message) => SAID_NOT_LOAD_BEARING(message) || reportedFinding(message),
    // "Years ago we had the wall taken out, engineer and all": the opening is history; opening
    // up the holiday house is not opening a wall. Nor is the wall's lining stripped ("the
    // drywall in the ceiling and part of one wall need to go").
    unless: (sentence) =>
      /\b(?:drywall|plasterboard|sheetrock|gyprock|wallpaper|panell?ing|skirting|insulation|lining)\b(?: [\w']+){0,8} (?:has|have|needs?) to (?:go|come (?:out|off|down))\b|\b(?:remov|tak|rip|cut|strip|pull)\w* (?:out |off |down )?(?:the |all the |some |a bit of )?(?:wet |damp |mouldy |moldy )?(?:drywall|plasterboard|sheetrock|gyprock|wallpaper)\b/.test(
        sentence,
      ) ||
      /\bopen\w* up (?:my |the |our |his |her |their )?(?:\w+'?s? )?(?:\w+ )?(?:place|house|cottage|cabin|shop|pool|home|caravan|camper|shed|garage)\b|\b(?:cracks?|gaps?|seams?|joints?) (?:\w+ ){0,2}open\w* (?:up|back up)\b/.test(
        sentence,
      ) ||
      PAST_ONLY(sentence) ||
      /\b(?:had|got) (?:the |a |that |our )?(?:\w+ ){0,6}(?:taken out|removed|knocked (?:through|out))\b/.test(
        sentence,
      ),
    alsoRaises: ['permit'],
  },
  {
    // Notching or boring framing named in another sentence ("notch each one").
    id: 'structural',
    // A tee cut into a pipe is plumbing, whatever framing the message names.
    triggers: [
      /\bnotch\w*|\bcut\w* (?:\w+ ){0,3}(?:out of|into|through) (?:the |each |every )(?!(?:\w+ )?(?:pipe|line|hose|cable|wire|duct|tube|tubing|conduit)s?\b)/,
    ],
    messageNeeds: /\b(?:joists?|beams?|rafters?|truss(?:es)?|studs?|headers?|girders?)\b/,
  },
  {
    // A balcony or deck showing it is failing (reinforcing steel rusted and showing, concrete
    // coming away, a crack where it meets the building, rotten framing or fixings rusting)
    // with a crowd expected on it: keep people off, an engineer's job (IRC R301.5, R507).
    id: 'structural',
    stops: 'failing-balcony',
    triggers: [
      REBAR_SHOWING,
      // The ledger letting go: a gap opening between the deck and the house.
      /\b(?:pull\w*|com\w*|separat\w*|mov\w*|lean\w*) (?:away )?from (?:the )?(?:house|wall|building)\b|\b(?:ledger|board|beam|it)\b(?: [\w']+){0,8} (?:has |have |'s )?(?:pulled|pulling|come|coming) away\b(?: [\w']+){0,4} (?:at the top|at the bottom|gap|daylight)\b|\bgap\b(?: [\w']+){0,8} between (?:the )?(?:deck|balcony|porch|verandah?|it|them) and the (?:house|wall|building)\b|\bgap\b(?: [\w'-]+){0,6} where (?:it|the \w+)(?:'s| is)? (?:meets|joins|attaches to|(?:bolted|fixed|screwed|attached|fastened|nailed) (?:on)?to) the (?:house|wall|building)\b|\bgap (?:from|off|to) the (?:house|wall|building|house wall)\b|\b(?:nails?|bolts?|lag screws?) (?:\w+ ){0,4}(?:pulled out|pulling out|rusty and pulled)\b|\bpulled out (?:nails|bolts|screws)\b/,
      /\bcrack\w*\b(?: [\w']+){0,6} (?:where (?:it|the \w+) (?:joins|meets)|at the (?:join|junction|wall))\b/,
      // The rot probe and the rust that runs from the fixings.
      /\b(?:push|stick|poke|sink)\w* (?:a |my |the |his |her )?(?:screwdriver|knife|finger|awl)\b(?: [\w']+){0,4} (?:into|in)\b|\brust(?:y)?(?: coloured| colored| brown| orange| red)? (?:streaks?|stains?|marks?|runs?)\b/,
      /\b(?:ledger|joists?|posts?|bearers?|beams?|stringers?)\b(?: [\w']+){0,5} (?:rotten|rotted|rotting|soft|spongy|punky|crumbl\w*|mushy)\b|\b(?:rotten|rotted|soft|spongy|punky) (?:\w+ ){0,2}(?:ledger|joists?|posts?|bearers?|beams?)\b/,
    ],
    messageNeeds: [
      /\b(?:balcon(?:y|ies)|decks?|verandah?|porch|terrace)\b/,
      // A crowd, or someone using it every day who could not get off it fast.
      // "Mom (80) sits out there every morning", "she wants the church ladies over Sunday".
      /\b(?:people|guests|visitors|party|parties|crowd|gathering|birthday|bbq|barbie|barbecue|celebration|wedding|everyone|the whole family|\d{2} of us|every (?:day|morning|evening|night)|daily|walker|wheelchair|zimmer|grand(?:pa|ma|dad|mum|mother|father|kids?|children|child|sons?|daughters?)|elderly|kids?|children|toddlers?|\d+ ?(?:yr|year)s? old)\b|\b(?:ha(?:ve|ving)|invit\w*) (?:[\w']+ ){0,3}(?:over|round)\b|\(\d{2}\)/,
    ],
    // "Our builder replaced the rotten joists and the inspector signed it off": repaired.
    messageUnless: PRO_CLEARED,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // A retaining wall on the move (a crack that has widened, a bulge or a lean, bricks or
    // blocks shifted, muddy water pushing through) with children or people where it would
    // fall: such walls give way suddenly, often after rain. Keep everyone away, an engineer's
    // job (IRC R404.4).
    id: 'structural',
    stops: 'failing-retaining-wall',
    triggers: [
      /\bbulg\w*|\b(?:lean\w*|tilt\w*|tipp\w*|push\w*|bow\w*) (?:\w+ ){0,2}(?:out|over|forward|towards|toward)\b|\bcrack\w* (?:\w+ ){0,6}(?:wider|widen\w*|bigger|opening|opened|grown|gone from)\b|\b(?:bricks?|blocks?|sleepers?|stones?) (?:\w+ ){0,4}(?:shifted|shifting|moved|moving|loose|popp\w*|pushed out|falling|fallen)\b|\b(?:muddy )?water (?:\w+ ){0,3}(?:seep\w*|weep\w*|pour\w*|coming|pushing) (?:out )?(?:through|out of|from|at) (?:the )?(?:bottom|base|foot|cracks?|joints?|face)\b/,
    ],
    messageNeeds: [
      /\bretaining walls?\b/,
      /\b(?:kids?|children|child|toddlers?|grandkids|play\w*|jungle gym|trampoline|swings?|cubby|sandpit|people|someone|walk\w* (?:past|under|along|beside)|path|footpath|sits? (?:under|against|beside))\b/,
    ],
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // The same beam letting go, or a post cracked and sagging, told with nothing moving yet:
    // an engineer's or a builder's look before it is bolted back (IRC R507.9 for a ledger).
    id: 'structural',
    triggers: [
      PULLING_AWAY_FROM_THE_HOUSE,
      /\b(?:posts?|columns?|beams?)\b(?: [\w']+){0,6} (?:crack\w*|split)\b(?: [\w']+){0,6} (?:sagg\w*|dipp\w*|dropp\w*|lean\w*|bow\w*)\b/,
    ],
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // A wall or ceiling in the house moving now: a crack that was a hairline days ago and takes
    // a coin today, with plaster falling, cracking sounds, a frame leaning or a ceiling
    // sagging. Often a load it was not built for (a tank or a room added above, a wall taken
    // out next door). Keep everyone out, an engineer today (IRC R301.1; IS 875 Part 2).
    id: 'structural',
    stops: 'failing-structure',
    triggers: [
      /\bcrack\w*\b(?: [\w',]+){0,16} (?:wider|widen\w*|bigger|growing|grown|opening up|(?:was |gone from )(?:like |just |only )?(?:a )?hairline|longer (?:today|than|every|each|by|since)|(?:got|gotten|getting|grew|grown) longer)\b/,
      // A wall pushed out of line: "the wall's bulged out" after a car hit it.
      /\bwalls?(?:'s| is| has| have)? (?:\w+ ){0,2}(?:bulged|bulging|pushed out|buckled|bowed out)\b|\b(?:walls?|gables?|gable ends?|fa[cç]ades?|stonework|brickwork)\b(?: [\w'()]+){0,5} (?:has|with|got) (?:a |an )?(?:big |huge |massive |large |real |noticeable |visible )?(?:bulge|belly)\b/,
      // A joist or beam split under a load it was not built for ("has a big split running
      // along it and is sagging").
      /\b(?:joists?|beams?|bearers?|girders?|posts?|columns?|rafters?|trusses?|purlins?)\b(?: [\w']+){0,6} (?:has|have|with|got) (?:a |an )?(?:big |long |huge |bad |massive |new )?(?:split|crack)\b|\b(?:joists?|beams?|bearers?|girders?|rafters?|trusses?|purlins?)\b(?: [\w']+){0,4} (?:is |are |has |have )?(?:split(?![- ]level)|snapped|cracked|broken)\b/,
      // A roof or a lean-to's beam letting go of the house: "the beam is pulling away from the
      // house wall, a gap of about an inch where the ledger was".
      PULLING_AWAY_FROM_THE_HOUSE,
      // "Now I can put a one rupee coin in it", "I can get a 2p in it".
      /\b(?:can|could) (?:now )?(?:put|get|fit|slide|stick|push) (?:a |my )?(?:\w+ ){0,3}(?:coins?|2p|penny|pennies|rupee|dime|quarter|cent|fingers?|fingernail)\b(?: \w+){0,2} (?:in|into)\b/,
      // A ceiling cracked along its length that dips under a load stored above it.
      /\bcrack\w*\b(?: [\w']+){0,8} (?:and )?(?:it |the ceiling )?(?:now |visibly |really |badly )?(?:dips|sags|bows|drops)\b/,
    ],
    messageNeeds:
      /\b(?:heard|hear) (?:a |an |this )?(?:loud |big |huge )?(?:crack|bang|snap)\b|\bloud (?:crack|bang|snap)\b(?: [\w']+){0,3} (?:from )?(?:under|underneath|below|beneath)\b|\b(?:slop\w*|sink\w*|dropp\w*|sagg\w*|dipp\w*) more (?:each|every|by the) (?:week|day)\b|\bdoor\b(?: [\w']+){0,4} (?:now )?(?:jams|jamming|won'?t open)\b|\b(?:plaster|bits|chunks|flakes|dust|pieces|stones|bricks)\b(?: [\w']+){0,5} (?:falling|fell|fall(?:s|en)|dropping|dropped|coming down|on the (?:carpet|floor|bed))\b|\b(?:cracking|creaking|groaning|popping|snapping|cracks and pops) (?:sounds?|noises?)\b|\bcreak(?:s|ing)?\b(?: [\w']+){0,2} (?:at night|all night|in the wind|when the wind|a lot)\b|\broof\b(?: [\w']+){0,4} (?:dip\w*|sag\w*|bell(?:y|ies|ied|ying))\b|\b(?:floor|ceiling)\b(?: [\w']+){0,6} (?:has|got) (?:a |an )?(?:\w+ )?(?:dip|sag|bulge|belly)\b|\bcrack\w*\b(?: [\w']+){0,12} (?:it'?s|its|and) (?:\w+ )?(?:bulging|sagging|dropping|bowing)\b|\b(?:creaking|pops?) (?:\w+ ){0,3}(?:from )?(?:inside )?(?:the )?walls?\b|\bceiling\b(?: [\w']+){0,4} (?:sagg\w*|bow\w*|dropp\w*|dipp\w*|bulg\w*)\b|\bdoor\b(?: [\w']+){0,3} (?:won'?t|doesn'?t|will not) (?:close|shut|latch) (?:now|anymore|any more)\b|\b(?:door ?frame|frame|wall|column|beam|lintel)\b(?: [\w']+){0,4} (?:leaning|lean\w*|tilt\w*|out of plumb)\b|\b(?:sill plate|plate|header|beam|lintel|joists?|floor)\b(?: [\w']+){0,6} (?:dipping|dropping|sagging|sinking|deflecting)\b/,
    // A retaining wall or a balcony has its own stop; an engineer who has been is the answer;
    // a crack that has crept over years is the structural warning, not today's stop.
    messageUnless:
      /\b(?:over|in) the (?:last|past) (?:few |couple (?:of )?)?(?:years?|decades?)\b|\bfor years\b|\bretaining walls?\b|\b(?:engineer|surveyor|inspector)\b(?: [\w']+){0,4} (?:came|checked|looked|said|signed|inspected|assessed|monitor\w*)\b/,
    unless: (sentence) =>
      PAST_OR_DONE_BY_A_PRO(sentence) ||
      /\b(?:was|were|got|been|had it) (?:\w+ )?(?:repaired|fixed|underpinned|stitched|propped)\b/.test(
        sentence,
      ),
  },
  {
    // A tree with its trunk cracked or split and signs of decay (bracket fungus, a hollow
    // sound, a limb already lost) that people mean to build in, climb or sit under: an
    // arborist's assessment before anything is bolted to it (ISA tree risk assessment).
    id: 'tree-work',
    triggers: [
      /\b(?:crack\w*|split\w*)\b(?: [\w']+){0,6} (?:trunk|fork|main stem)\b|\b(?:trunk|fork)\b(?: [\w']+){0,6} (?:crack\w*|split\w*)\b/,
    ],
    messageNeeds: [
      /\b(?:mushrooms?|fung\w*|conks?|brackets?|hollow|rot\w*|branch\w* (?:came|fell|broke) off)\b/,
      /\b(?:tree ?house|platform|swings?|hammock|kids?|children|climb\w*|rods?|bolt\w*)\b/,
    ],
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // A chimney stack leaning, its bricks already falling and its mortar running out like
    // sand: it can come down in the next gale. The same stop, whoever is below it.
    id: 'structural',
    stops: 'failing-structure',
    triggers: [
      /\b(?:chimney|stack)\b(?: [\w']+){0,4} (?:is )?(?:leaning|lean\w*|tilt\w*|bow\w*|rocking|wobbl\w*)\b/,
      // "The stack we share with next door (terraced, 1890s) has a definite lean on it", "the
      // stack on my neighbour's semi (she's 90) is visibly leaning now".
      /\b(?:has|'s got|got) (?:a |an )(?:definite |slight |noticeable |visible |real |serious |bit of a )?(?:lean|tilt)\b|\b(?:looks?|looking) (?:\w+ ){0,2}twist\w*\b|\b(?:chimney|stack)\b(?: \S+){0,14}(?: has| is|'s| looks(?: like it'?s)?| seems(?: to be)?) (?:got )?(?:now |visibly |definitely |clearly |really |badly |(?:a |an )?(?:definite |slight |noticeable |visible |real |bit of a )?)(?:leaning|lean|tilt\w*|bow\w*|wobbl\w*)\b/,
      // "The top part looks like it's tilted a bit", "a crack right round it at roof level".
      /\b(?:top|upper) (?:part|half|section|bit|courses?)\b(?: [\w']+){0,5} (?:tilt\w*|lean\w*|twist\w*|shifted|slipped)\b|\bcrack\w*\b(?: [\w']+){0,2} (?:right |all the way )?(?:round|around) (?:it|the (?:chimney|stack|base|bottom))\b/,
      // "My daughter saw it sort of wobble when the wind gusted", of the stack named before.
      // "It's leaning out and there's stones on the grass".
      /\b(?:it|the pot)(?:'s)?\b(?: [\w']+){0,4} (?:wobbl\w*|sway\w*|rock(?:s|ed|ing)?|mov\w*(?: [\w']+){0,3} in the wind|move slightly|moving slightly|lean(?:s|ing)? (?:out|away|over|outwards))\b/,
    ],
    // The bricks that fell last week say it is moving now.
    messageNeeds: [
      /\b(?:chimney|stack)\b/,
      /\b(?:bricks?|stones?)\b(?: [\w']+){0,5} (?:lying |sitting )?(?:in|on|all over) the (?:\w+ )?(?:garden|path|drive|yard|street|road|lawn|grass|roof|pavement)\b|\bbricks?\b(?: [\w']+){0,8} (?:came|come|fell|fallen|falling|dropped|dropping|coming) (?:down|off|loose|in the (?:yard|garden))\b|\b(?:bits|pieces|chunks|lumps) of (?:brick|mortar|pot)\w*(?: [\w']+){0,4} (?:on|in|all over) the\b|\b(?:fell|falling|came down|dropped) (?:\w+ ){0,3}(?:onto|on) the (?:path|drive|roof|car|street|pavement|garden)\b|\bmortar (?:\w+ ){0,3}(?:pours|pouring|falling|crumbl\w*|like sand)\b|\b(?:heard|hear|hearing) (?:the |some )?bricks (?:going|falling|fall|coming|come|drop\w*)\b|\b(?:pile|heap) of (?:bricks|rubble|masonry)\b/,
    ],
    unless: (sentence) =>
      DONE_BY_A_PRO.test(sentence) ||
      /\b(?:rebuilt|repointed|taken down|removed|repaired)\b/.test(sentence),
  },
  {
    // A chimney that rocks or sways in the wind is moving on its base now, loose bricks or not:
    // it can come down in the next gust. The same stop.
    id: 'structural',
    stops: 'failing-structure',
    triggers: [
      /\b(?:chimney|stack|chimney pot)s?\b(?: [\w']+){0,3} (?:rocks|rocking|rocked|wobbl\w*|sways?|swaying|swayed|moves|moving|moved) (?:\w+ ){0,3}(?:in the wind|when the wind|in (?:the )?gusts?|back and forth|side to side)\b/,
    ],
    unless: (sentence) =>
      DONE_BY_A_PRO.test(sentence) ||
      /\b(?:rebuilt|repointed|taken down|removed|repaired|aerial|antenna|dish|cowl|flashing)\b/.test(
        sentence,
      ),
  },
  {
    // A balcony shedding its concrete ("a chunk the size of a fist fell off onto the parking
    // below") or its railing's fixings pulling out of the slab: whatever is planned for it, the
    // next piece falls on someone below and the railing is what stops a fall (ACI 562; IBC
    // 1607.8.1: a guard holds 200 lb at its top).
    id: 'structural',
    stops: 'failing-balcony',
    triggers: [
      /\b(?:chunks?|pieces?|lumps?|bits?) (?:of (?:\w+ ){0,2})?(?:the size of (?:a |an |my )?\w+ )?(?:has |have |had )?(?:fell|fallen|falling|dropped|dropping|come|came|coming|broke|broken|breaking) (?:off|away|down|onto|on to)\b/,
      /\b(?:brackets?|posts?|bolts?|fixings?|anchors?|railings?|balustrades?)\b(?: [\w']+){0,6} (?:pulling|pulled|coming|came|working|worked) (?:out|loose) (?:of|from) (?:the )?(?:concrete|slab|edge|wall)\b/,
    ],
    messageNeeds: /\b(?:balcon(?:y|ies)|walkways?|parapets?|landings?|canop(?:y|ies))\b/,
    messageUnless: PRO_CLEARED,
    // "We had the balcony repaired last year after a piece fell off": the repair is the news.
    unless: (sentence) =>
      PAST_OR_DONE_BY_A_PRO(sentence) ||
      /\b(?:had|got) (?:the |our |my )?(?:\w+ ){0,2}(?:repaired|fixed|rebuilt|redone|patched)\b|\b(?:was|were|been) (?:repaired|fixed|rebuilt|redone|patched)\b/.test(
        sentence,
      ),
  },
  {
    // A concrete balcony with its reinforcing rusting through ("rusty bars showing", concrete
    // crumbling off them): the steel swells as it rusts and the slab loses its strength, an
    // engineer's assessment before a patch (ACI 562).
    id: 'structural',
    triggers: [REBAR_SHOWING],
    messageNeeds: /\b(?:balcon(?:y|ies)|concrete|slab|walkway|landing|stairs|carport)\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // Framing gone soft: rot in what holds a deck or floor up.
    id: 'structural',
    triggers: [
      /\b(?:beams?|joists?|ledger(?: board)?|posts?|rim joists?|sill plates?|girders?|framing|stringers?) (?:\w+ ){0,5}(?:soft|spongy|rotten|rotted|rotting|punky|crumbl\w*|mushy)\b/,
      /\b(?:soft|spongy|rotten|rotted|punky|mushy) (?:\w+ ){0,2}(?:beams?|joists?|ledger|posts?|rim joists?|sill plates?|girders?|framing|stringers?)\b/,
    ],
    // A rotten letterbox or fence post holds up nothing of the house; nor do the posts of a
    // fence told about in the same sentence ("28 m of old paling, half the posts are rotten").
    unless: (sentence) =>
      /\b(?:letter ?box|mail ?box|fence|gate|clothes ?line|washing line|sign|lamp|bird ?(?:feeder|table)|garden bed|raised bed|veg\w* bed) posts?\b/.test(
        sentence,
      ) ||
      (/\bfenc(?:e|es|ing)\b/.test(sentence) &&
        !/\b(?:decks?|porch|balcon(?:y|ies)|floor\w*|joists?|beams?|house|verandah?|pergola|carport|stairs|steps)\b/.test(
          sentence,
        )),
  },
  {
    // A deck ledger nailed on, or hung on the siding: IRC R507.9.1 wants it bolted or lag-screwed
    // through to the house's band joist, with the siding off and flashing over it; nails pull
    // out and the deck falls away from the house.
    id: 'structural',
    triggers: [
      /\bledger\b(?: [\w']+){0,8} (?:on|onto|over|to|through) (?:the )?(?:siding|cladding|vinyl|weatherboards?|brick veneer)\b|\bledger\b(?: [\w']+){0,8} (?:with )?(?:16d|10d|\d+d)? ?nails?\b|\bnail\w* (?:the |a |up the |on the )?ledger\b/,
    ],
    unless: DONE_BY_A_PRO,
  },
  {
    // A deck that bounces or sways when loaded, said of "the whole thing".
    id: 'structural',
    triggers: [/\b(?:bounc\w*|sway\w*|shak\w*|mov\w* (?:a lot|side to side))\b/],
    sentenceNeeds: /\b(?:whole (?:thing|deck|porch)|jump\w*|party|people|walk\w* on|load\w*)\b/,
    messageNeeds: /\b(?:deck|porch|balcony|veranda|verandah)\b/,
  },
  {
    // A floor, deck or stair that moves underfoot.
    id: 'structural',
    triggers: [/\b(?:bouncy|bounces|bouncing|spongy|springy|sways|swaying|wobbly|wobbles)\b/],
    sentenceNeeds: /\b(?:deck|floors?|porch|balcony|stairs|staircase|landing)\b/,
  },
  {
    // A wall or foundation that bows, bulges or leans.
    id: 'structural',
    triggers: [/\b(?:bows|bowing|bowed|bulg\w*|leaning|leans|tilting)\b/],
    // A ceiling bulging with water is the flood's business; a tree leaning over a wall is the
    // tree's.
    unless: (sentence) =>
      /\b(?:bulg\w*|bows|bowing|bowed) (?:\w+ ){0,3}(?:in |of )(?:the )?(?:\w+ )?ceiling\b|\bceiling\b(?: \w+){0,4} (?:bulg\w*|bowing|bows)\b/.test(
        sentence,
      ) ||
      /\blean(?:ing)? side\b|\bagainst the lean\b|\b(?:leaning|leans|tilting)\b(?: \w+){0,2} (?:against|on|into) (?:the |a )?wall\b|\b(?:who|that) leans\b|\bleans? on (?:everything|everyone|people|me|us|him|her|them|you)\b|\b(?:where|way|side) (?:it|the tree) leans\b/.test(
        sentence,
      ) ||
      (A_TREE.test(sentence) &&
        !/\b(?:walls?|foundation|block|chimney)\b(?: \w+){0,3} (?:bows|bowing|bowed|bulg\w*|leaning|leans|tilting)\b/.test(
          sentence,
        )),
    sentenceNeeds: /\b(?:walls?|foundation|block|basement|chimney|retaining)\b/,
  },
  {
    id: 'structural',
    triggers: [
      /\bload[- ]?bearing\b|\bbearing walls?\b|\bstructural(?:ly)?\b(?! engineer| survey| report| assessment| calc)/,
      /\b(?:cut\w*|notch\w*|drill\w*|remov\w*|sister\w*|sag\w*|crack\w*|rott\w*|bow\w*|split\w*|broken|jack\w*|bor\w*) (?:\w+ ){0,8}(?:beams?|joists?|rafters?|truss(?:es)?|lintels?|headers?|girders?|sill plates?)\b/,
      /\b(?:beams?|joists?|rafters?|truss(?:es)?|lintels?|headers?|girders?) (?:\w+ ){0,3}(?:cut|notch\w*|drill\w*|sag\w*|crack\w*|rott\w*|bow\w*|split\w*|broken|sister\w*|remov\w*|bounc\w*)/,
      /\bsag\w* (?:\w+ ){0,2}(?:floors?|ceilings?|roof(?:line)?|beams?|joists?|porch|ridge)\b|\b(?:floors?|ceilings?|roof(?:line)?|porch|ridge),? (?:[\w']+ ){0,3}(?:start\w* to |been |to be )?sag\w*/,
      /\bfoundation\b/,
      /\b(?:stair[- ]?step|horizontal|diagonal) cracks?\b|\bcracks? (?:\w+ ){0,2}diagonal\w*|\bstair[- ]?stepp\w* (?:through|along|up|down|across)\b/,
      /\b(?:staircase|stair)[- ]?(?:shaped |step )?cracks?\b|\bceiling (?:\w+ ){0,8}(?:dips?|dipping|sag\w*|bows|bowing|droop\w*)\b/,
      /\bcracks? (?:\w+ ){0,8}(?:getting (?:wider|bigger|longer)|widening|growing|spreading)\b|\bcrack\w*\b(?: [\w',()-]+){0,10} (?:gone|went|grown|opened|widened) (?:up )?from (?:about |around |like |maybe )?\d+(?:\.\d)? ?mm\b/,
      /\b(?:longer|wider|bigger) than (?:it was |in |last |before|when)|\bwider at the top\b/,
      /\b(?<!\b(?:flashing|gutter|guttering|render|sealant|caulk|trim|skirting|paper|tape) (?:\w+ ){0,5})(?:chimney|deck|porch|stairs|steps|wall|ledger|addition|stoop) (?:\w+ ){0,3}(?:pulling|pulled|separating|separated|leaning|tilting|coming) away\b/,
      /\b(?:remov\w*|tak\w* out|cut\w*|mov\w*) (?:\w+ ){0,3}(?:lally|support) (?:posts?|columns?|beams?)\b|\b(?:take|taking|took|remov\w*|knock\w*) (?:out |away )?(?:the |a |that |this )?(?:\w+ ){0,3}(?:posts?|columns?|pillars?)\b(?: [\w',]+){0,14} (?:beams?|joists?|holding up|upstairs|floor above)\b|\b(?:remov\w*|tak\w* out|cut\w*) (?:\w+ ){0,3}(?:posts?|columns?) in the (?:middle of the )?basement\b/,
      /\b(?:joists?|beams?|bearers?|rafters?)\b(?: [\w']+){0,8} (?:cut\w*|remov\w*) (?:it|them|out|through|away)\b/,
      /\b(?:floors?|hallway) (?:\w+ ){0,4}(?:dips?|dipping|slop\w*|sinking|sunk)\b|\bmarble (?:\w+ ){0,3}rolls?\b/,
      /\b(?:deck|floors?|porch|balcony|stairs) (?:\w+ ){0,4}(?:bouncy|bounces|bouncing|springy|sway\w*|wobbl\w*|pull\w* away)\b/,
      /\b(?:bowing|bulging|leaning|buckling|bowed|bulged|caving) (?:in )?(?:\w+ )?(?:basement |block |foundation |retaining |cinder ?block )?walls?\b/,
    ],
    // The foundation and wall cracks count only when something is moving or cracking.
    sentenceNeeds:
      /\b(?:wider|widening|growing|spreading|pull\w* away|com\w* away|separat\w*|lally|support|posts?|columns?|studs?|dip\w*|slop\w*|marble|rolls?|sunk|springy|sway\w*|wobbl\w*|pull\w*|load|bearing|structural\w*|remov\w*|knock\w*|tak\w*|tear\w*|demolish\w*|open\w*|cut\w*|notch\w*|drill\w*|sister\w*|sag\w*|crack\w*|rott\w*|bow\w*|bulg\w*|lean\w*|shift\w*|settl\w*|sink\w*|heav(?:e|es|ed|ing)\b|buckl\w*|split\w*|broken|jack\w*|bor\w*|bounc\w*|caving|rid)\b/,
    // A cable or a vent drilled through the rim joist is how every house gets them in.
    // Old cut-off wire left lying on the joists: nothing done to the framing. A garage floor
    // falls toward the door on purpose, to drain (IRC R309.1). Insulation sagging between the
    // joists is the insulation's weight, not the floor's.
    unless:
      /\binsulation\b(?: [\w']+){0,6} (?:is |are )?sagg\w*|\b(?:drill\w*|bor\w*) (?:\w+ ){0,3}(?:through|in|into) (?:the |a )?(?:rim|band|header|ring) joists?\b|\bcut[- ]off (?:\w+ ){0,3}(?:wires?|cables?|pipes?|ducts?)\b|\bgarage\b(?: [\w']+){0,6} (?:slop\w*|fall\w*|dips?) (?:\w+ ){0,3}(?:toward\w*|to) (?:the )?(?:\w+ )?(?:door|drain|front|outside|driveway)\b/,
  },
  {
    id: 'asbestos',
    triggers: [
      /\basbestos\b|\bvermiculite\b|\bblack mastic\b|\btransite\b|\bfibrolite\b|\bsuper ?six\b|\bfibro\b|\bchrysotile\b|\bamosite\b|\bcrocidolite\b/,
      /\b(?:popcorn|acoustic|cottage[- ]cheese|stipple|stippled|sprayed[- ]on) (?:ceilings?|texture)\b|\bartex\b/,
      /\b9 ?(?:x|by|inch|in|") ?9\b/,
      /\binsulation (?:\w+ ){0,7}(?:pebbles|granules|gravel|kitty litter|mica)\b/,
      /\b(?:duct ?work|ducts?|duct joints?)\b(?: \w+){0,12} (?:white|grey|gray|papery|paper|cloth|crumbl\w*) (?:\w+ )?(?:tape|wrap\w*|paper|lagging)\b/,
      /\b(?:pipes?|boiler|furnace|ducts?) (?:\w+ ){0,4}(?:wrapped|lagged|covered|insulated) (?:\w+ ){0,4}(?:white|grey|gray|chalky|crumbl\w*|falling apart|cloth|paper)\b/,
      // Cement board, the tile backer sold today, is asbestos-free; old cement sheets may not be.
      /\b(?:fibro|fibre cement|fiber cement) (?:\w+ )?(?:sheets?|boards?|panels?|sheeting)\b|\bcement (?:\w+ )?(?:sheets?|panels?|sheeting)\b/,
      /\bpipes?\b(?: [\w']+){0,8} (?:white|grey|gray|chalky|crumbl\w*|papery)[\w-]* (?:\w+ )?(?:wrapping|wrap|lagging|insulation|coating)\b/,
      /\b(?:crumbl\w*|chalky|papery|flaky|powdery) (?:\w+ )?lagging\b/,
      // Grey corrugated sheet roofs on old garages and sheds are asbestos cement until tested.
      /\b(?:grey|gray|wavy|corrugated|ripple\w*) (?:\w+ ){0,2}(?:sheets?|sheeting|sheet roof\w*)\b/,
    ],
    // New cement board going up ("close it up with cement board", "tile on a cement board") is
    // today's product, made without asbestos.
    unless: (sentence) =>
      /\b(?:new|with|on(?: a| the)?|put\w*|install\w*|hang\w*|screw\w*|fit\w*|use|using|buy\w*|bought|lay\w*|over) (?:\w+ ){0,2}cement ?boards?\b|\bcement ?board (?:and|then|over|behind|under|backer)\b/.test(
        sentence,
      ) &&
      !/\b(?:old|existing|original|broken|crumbl\w*|remov\w*|tak\w* (?:off|down|out)|rip\w*|demo\w*|fibro|grey|gray)\b/.test(
        sentence,
      ),
    messageUnless: NEWER_THAN_1990,
  },
  {
    // Storage heaters made before the 1980s often have asbestos insulation boards inside,
    // and taking one apart to carry it out breaks them.
    id: 'asbestos',
    triggers: [/\bstorage (?:heaters?|ovens?)\b|\bnachtspeicher\w*/],
    messageNeeds:
      /\b(?:break\w*|smash\w*|dismantl\w*|tak\w* (?:\w+ )?apart|insulation boards?|bricks? out|lift\w* (?:\w+ )?bricks|lump hammer|sledge ?hammer|(?:take|taking|get|getting|pull\w*|lift\w*) (?:\w+ ){0,5}(?:bricks|insides|innards|cores?)|(?:unscrew\w*|remov\w*|tak\w* off) (?:the )?(?:front |back )?(?:panels?|covers?|casing))\b/,
    messageUnless: NEWER_THAN_1990,
  },
  {
    // A lab result: "came back positive" about a sample of a ceiling, floor or lagging.
    id: 'asbestos',
    triggers: [/\b(?:came back|tested|tests?|result\w*|was|is) positive\b/],
    messageNeeds: [
      /\b(?:samples?|lab|test\w*)\b/,
      /\b(?:artex|popcorn|textured?|ceilings?|tiles?|lagging|insulation|flooring|lino|sheets?|cladding)\b/,
    ],
  },
  {
    // A sprayed ceiling texture described, not named, and about to be scraped or sanded.
    id: 'asbestos',
    triggers: [
      // "Spray-on stuff" alone is any spray (a fire retardant, a sealer): the sprayed kind is
      // asbestos's when it is a texture or on a ceiling.
      /\b(?:popcorn|cottage[- ]cheese|stippl\w*|glitter\w*|sparkl\w*) (?:\w+ ){0,2}(?:spray|stuff|texture|finish|coating|ceilings?)\b|\b(?:sprayed|spray)[- ]on (?:\w+ ){0,2}(?:texture|finish|coating|ceilings?)\b|\b(?:sprayed|spray)[- ]on (?:spray|stuff)(?: [\w']+){0,3} (?:on|off|from|across) (?:the |our |my )?ceilings?\b/,
      /\bpopcorn\b/,
    ],
    messageNeeds: DISTURB,
    messageUnless: NEWER_THAN_1990,
    // Popcorn that was cooked, burnt or caught fire is food.
    unless:
      /\b(?:with|eat\w*|grab\w*|pass|and) (?:the |my |some |a bowl of )?popcorn\b(?! (?:ceiling|texture|finish|stuff))|\bpopcorn (?:caught|burn\w*|in the microwave|bags?|kernels|machine|maker|setting|button)\b|\b(?:microwave|burnt|burned|making|made|popping|popped|cook\w*) (?:the |some |a bag of )?popcorn\b/,
  },
  {
    // Materials often made with asbestos before the 1980s, in an old house, being disturbed.
    id: 'asbestos',
    triggers: [
      /\b(?:vinyl |floor |asphalt |linoleum |ceiling )?tiles?\b|\blinoleum\b|\bsheet vinyl\b|\bvinyl (?:sheet|flooring|floor)\b|\bblack (?:glue|adhesive|tar|goo)\b|\bblack (?:and )?tarry\b|\btarry (?:glue|adhesive|stuff|black)\b|\b(?:pipe|boiler|duct|furnace|attic) (?:insulation|lagging|wrap|tape)\b|\btextured ceilings?\b|\bplaster\b|(?<!wood |wooden |cedar |clapboard |timber |vinyl )\bsiding\b|\bjoint compound\b|\bshingles?\b/,
    ],
    messageNeeds: [OLD_HOUSE, DISTURB],
    // "Do the pipe before or after the floor tiles?": new tiles going down, not old ones up.
    unless: (sentence) =>
      /\b(?:new|lay\w*|laid|put\w* down|fit\w*|before or after(?: the)?|choos\w*|pick\w*|buy\w*|bought) (?:\w+ ){0,2}tiles?\b/.test(
        sentence,
      ) && !/\b(?:old|existing|original|remov\w*|lift\w*|rip\w*|scrap\w*|under)\b/.test(sentence),
    // Drilling a couple of holes in old plaster to hang a mirror disturbs almost nothing; lime
    // and horsehair plaster predates asbestos in plaster.
    messageUnless: (message) =>
      NEWER_THAN_1990.test(message) ||
      // The siding said to be wood ("cedar siding", "it's the old clapboard") and nothing else
      // that may hold asbestos named.
      (/\bsiding\b/.test(message) &&
        /\b(?:cedar|clapboards?|weatherboards?|wood(?:en)?|timber|vinyl) (?:siding|boards?|cladding)\b|\b(?:it'?s|its|it is) (?:the |all )?(?:old )?(?:cedar|clapboard|weatherboard|wood|timber)\b/.test(
          message,
        ) &&
        !/\b(?:tiles?|lino\w*|vinyl (?:sheet|floor\w*)|sheet vinyl|lagging|textured|artex|popcorn|shingles?|insulation|plaster|joint compound|glue|adhesive|tar\w*|fibro|cement|transite|asbestos)\b/.test(
          message,
        )) ||
      (/\b(?:lime|horse ?hair)\b/.test(message) &&
        !/\b(?:tiles?|lino\w*|vinyl|lagging|textured|artex|popcorn|siding|shingles?|insulation)\b/.test(
          message,
        )) ||
      (/\b(?:hang\w*|mirror|pictures?|frames?|shel(?:f|ves)|tv|anchors?|rawl ?plugs?|wall plugs?|hooks?)\b/.test(
        message,
      ) &&
        !/\b(?:remov\w*|scrap\w*|sand\w*|tear\w*|rip\w*|demo\w*|knock\w*|strip(?:ping|ped|per)?|tiles?|lino\w*|grind\w*)\b/.test(
          message,
        )) ||
      // Nor does filling a hairline crack, unless it is sanded, cut out or chased.
      (/\b(?:hairline|fill\w* (?:\w+ ){0,2}cracks?|filler|spackl\w*|caulk\w*)\b/.test(message) &&
        !/\b(?:remov\w*|scrap\w*|sand\w*|tear\w*|rip\w*|demo\w*|knock\w*|strip(?:ping|ped|per)?|grind\w*|chas\w*|cut\w*|rak\w*|drill\w*)\b/.test(
          message,
        )),
  },
  {
    // Loose-fill vermiculite described: grey-brown, gravelly, sparkly like mica, between joists.
    id: 'asbestos',
    triggers: [/\bmica\b|\b(?:gravelly|pebbly|sparkly|glittery|granular)\b/],
    messageNeeds: /\b(?:loft|attic|joists|roof space|insulation)\b/,
    messageUnless: NEWER_THAN_1990,
  },
  {
    // An old grey cement water tank, cistern, flue or pipe: asbestos cement until tested, and
    // breaking it up to get it out of the loft is the dustiest way to handle it.
    id: 'asbestos',
    triggers: [
      /\b(?:grey |gray )?(?:cement|concrete|asbestos|fibre|fiber)[- ]?(?:looking |like |type )?(?:(?!(?:base|slab|pad|plinth|stand|footing|the|a|that)\b)\w+ ){0,2}(?:water )?(?:tanks?|cisterns?|flues?|vent pipes?|downpipes?|gutters?)\b/,
      /\b(?:its|it'?s|it is|is|are|they'?re|made of|looks? like|sort of) (?:a )?(?:grey |gray )?(?:cement|concrete|asbestos cement)\b/,
    ],
    messageNeeds: [DISTURB, /\b(?:tanks?|cisterns?|flues?|vent pipes?|downpipes?|gutters?)\b/],
    // A concrete septic tank is poured or precast concrete, whatever else it is called.
    messageUnless: (message) =>
      NEWER_THAN_1990.test(message) ||
      (/\bseptic\b/.test(message) && !/\b(?:asbestos|fibro|fibre|fiber|cement)\b/.test(message)),
  },
  {
    // Flat grey sheets on an old shed or garage: asbestos cement, cut or broken.
    id: 'asbestos',
    // Asbestos cement board is grey and often dimpled on its back: "a hard greyish board with a
    // dimpled pattern on the back".
    triggers: [
      /\b(?:grey|gray|flat|corrugated|dimpled) (?:\w+ ){0,2}sheet(?:s|ing)?\b|\b(?:grey|gray|greyish|grayish) (?:\w+ ){0,2}board\b|\bdimpled (?:pattern|back|surface|texture)\b/,
    ],
    messageNeeds: [OLD_HOUSE, DISTURB],
    messageUnless: NEWER_THAN_1990,
  },
  {
    id: 'lead-paint',
    triggers: [
      /\blead(?:[- ]based)? paint\b|\blead (?:test|kit|dust|poisoning)\b|\bpaint (?:\w+ ){0,2}lead\b/,
    ],
    // A house built after the 1978 ban: worry about lead paint is answered, not warned about.
    messageUnless: NEWER_THAN_1978,
  },
  {
    // Disturbing paint in a house old enough to have lead paint (before 1978).
    id: 'lead-paint',
    triggers: [
      /\b(?:(?<!\b(?:like|as) (?:\w+ )?)(?<!\b(?:sharp|building|soft|plastering|kiln[- ]dried|play|silica|river|jointing|paving|grit) )sand(?:ing|ed|ers?|s)?(?! and cement| and lime|y\b| mix| bags?| or )|sandpaper\w*|scrap\w*|(?<!(?:joining|cover|metal|timber|batten|led|light|weather|sealing|draught|draft|edge|transition|carpet|tack|furring|power|foam|brush|rubber|felt|seal|threshold|damp|wet|dark|narrow|thin|wide|grass) )strip\w*(?! of\b| covering\b| over the (?:joins?|joints?|seams?)\b)|heat gun|burn\w* off|(?<!\bfor (?:\w+ ){0,4})(?:power|pressure)[- ]?wash\w*|peel\w*|chip\w*|flak\w*|alligator\w*|demo\w*|tear\w* out)\b/,
    ],
    // "Paint over it instead of stripping it": the old paint is what they mean to leave alone;
    // wallpaper stripped off is paper, not paint.
    unless: (sentence) =>
      /\b(?:instead of|rather than|without|no need to|not|avoid|skip) (?:\w+ ){0,2}(?:sand|scrap|strip)\w*/.test(
        sentence,
      ) ||
      (/\bstrip\w* (?:off )?(?:the |all the |old |some )?(?:\w+ )?wall ?paper\b/.test(sentence) &&
        !/\b(?:sand\w*|scrap\w*|heat gun|burn\w* off|(?:old|lead|peeling|flaking|chipped) paint)\b/.test(
          sentence,
        )),
    messageNeeds: [
      /\b(?:re)?paint\w*|\bvarnish|\bwindows?\b|\btrim\b|\bsiding\b|\bweatherboards?\b|\bclapboards?\b|\bfascias?\b|\bshutters?\b|\bporch\b|\bwalls?\b|\bplaster\b|\bdoors?\b|\bcabinets?\b|\bbanisters?\b|\brailings?\b|\bspindles?\b|\bskirting\w*|\bbaseboards?\b|\bstairs\b/,
      OLD_FOR_LEAD,
    ],
    // Scraping an unpainted textured ceiling, peeling pipe lagging, lifting old floor tiles or
    // washing fibro sheets is the asbestos rule's business.
    // A new house, unless the painted pieces came from an old one ("doors from the salvage
    // yard, out of a villa built around 1905").
    messageUnless: (message) =>
      (NEWER_THAN_1978.test(message) && !OLD_PIECES_BROUGHT_IN.test(message)) ||
      (/\b(?:fibro|asbestos cement|cement sheets?|fibre cement|fiber cement)\b/.test(message) &&
        !/\b(?:old|peeling|flaking|chipping|cracking) paint\b|\blead\b/.test(message)) ||
      (/\b(?:tiles?|lino\w*|vinyl|mastic|glue|adhesive|flooring)\b/.test(message) &&
        !/\bpaint\w*(?! scraper)/.test(message)) ||
      (/\b(?:popcorn|cottage[- ]cheese|artex|textured|stipple\w*|swirl\w*|acoustic) (?:\w+ )?(?:ceilings?|texture|plaster|effect|coating)\b|\bartex\b|\b(?:lagging|pipe (?:wrap|insulation)|wrap\w* (?:\w+ ){0,3}(?:on|around|round|off|from) (?:the )?(?:old )?pipes?)\b|\bpipes?\b(?: [\w']+){0,8} (?:wrapping|lagging)\b/.test(
        message,
      ) &&
        // Painting afterwards is not disturbing old paint; old paint named as what comes off is.
        !/\b(?:old|peeling|flaking|chipping|chipped|lead|layers? of) paint\b|\bpaint (?:is |has )?(?:peeling|flaking|chipping)\b/.test(
          message,
        )),
  },
  {
    // Mould told by its colour alone: "the ceiling over the kids' loft has gone black, creeping
    // down the wall; bleach and it came back in days", with the damp that feeds it (EPA, A
    // Brief Guide to Mold, Moisture and Your Home: over about 10 ft² is a job to plan).
    id: 'mould',
    triggers: [
      /\b(?:ceilings?|walls?|corners?|plaster)\b(?: [\w']+){0,6} (?:has |have |is |are |'s )?(?:gone|going|turned|turning) (?:all )?black\b|\bblack\b(?: [\w']+){0,3} (?:creeping|spreading|coming back|came back|comes back)\b/,
    ],
    messageNeeds:
      /\b(?:bleach\w*|came back|comes back|coming back|condensation|(?:windows?|glass) (?:\w+ )?(?:stream\w*|drip\w*|run\w*|wet)|damp\w*|wet|humid\w*|cough\w*|creeping|spreading)\b/,
    // Soot over a candle, a stove, a fire or a lamp is black too.
    unless:
      /\b(?:soot\w*|candles?|smoke|smoky|tea ?lights?|oil lamps?|incense|wood ?stoves?|wood ?burners?|log ?burners?|fireplaces?|chimneys?|flues?|stove ?pipes?|(?:above|over|behind) the (?:stove|cooker|hob|range|radiator|heater|lamp))\b/,
  },
  {
    id: 'mould',
    triggers: [
      /\b(?:mou?ld|mildew)(?!ings?\b)\w*\b|\b(?:black|green|white) mole\b/,
      /\b(?:black|green|white|gr[ae]y)\b(?: \w+){0,3} (?:fuzzy|fuzz|furry|slimy)\b|\b(?:fuzzy|furry|fluffy) (?:[\w-]+ ){0,3}(?:stuff|growth|spots|patch\w*|dots|marks|bloom)\b/,
      /\b(?:black|green|white|gr[ae]y|dark|brown) (?:[\w-]+ )?(?:spotty |fuzzy |furry )?(?:stuff|spots|growth|patch\w*) (?:is |that'?s |that is )?(?:growing|spreading|coming back)\b/,
      /\b(?:patch\w*|area|spots?) of (?:\w+ )?(?:black|green|gr[ae]y|dark|fuzzy|furry) (?:stuff|growth|spots|fuzz)\b/,
      /\b(?:black|green|gr[ae]y|dark) (?:spots?|specks?|dots|patches|speckl\w*|blotch\w*)\b(?: \w+){0,3} (?:all over|everywhere|across|spreading|in the corners|in every)\b/,
      /\b(?:black|green|gr[ae]y|dark) and (?:spotty|fuzzy|furry|speckled|slimy)\b/,
    ],
    // Lichen and black spots on paving, a lawn, a gate or a fence are the garden's, not the
    // house's air.
    messageUnless: (message) =>
      /\b(?:lawn|grass|turf)\b/.test(message) ||
      (/\b(?:patio|paving|pavers?|flagstones?|sandstone|driveway|garden path|headstones?|gravestones?|gates?|fences?|fencing|railings?|garden furniture|outdoor furniture|wheelie bins?)\b/.test(
        message,
      ) &&
        !/\b(?:walls?|ceiling|basement|bathroom|bedroom|attic|drywall|plasterboard|carpet|closet|cupboard|wardrobe|inside)\b/.test(
          message,
        )),
    messageNeeds:
      /\b(?:large|big|huge|whole|entire|extensive|subfloor|spread\w*|everywhere|all over|covered|sq(?:uare)?\.? ?f(?:ee)?t|feet|behind (?:the )?(?:drywall|wall|paneling)|inside (?:the )?walls?|attic|crawl ?space|basement|after (?:the )?flood|black mou?ld|ducts?|carpet|keeps coming back|musty|ceiling|closet|health|sick|asthma|allerg\w*|toxic)\b/,
    // "A mildew additive", "anti-mould paint": products, not mould. A furnace filter, a dryer's
    // lint screen or a vent "grey and furry" is holding dust, unless mould is named. Soap
    // poured "into moulds" fills a form.
    unless: (sentence) =>
      /\bmou?lded (?:plastic|trim)\b|\b(?:mou?ld|mildew)[- ]?(?:resistant|proof|additive|inhibit\w*)\b|\banti[- ]?(?:mou?ld|mildew|fungal)\b|\b(?:pour\w*|poured|into|silicone|soap|candle|cake|resin|loaf|plaster|casting|jelly|concrete|melamine|acrylic|hdpe|against|demou?ld\w*) (?:the |a |my |our |some )?mou?lds?\b(?! (?:on|growing|everywhere|spots?|patch\w*))/.test(
        sentence,
      ) ||
      (/\b(?:filters?|lint|dust\w*|fluff\w*|insulation|batts?|pink|fib(?:re|er) ?glass|rockwool|loft roll)\b/.test(
        sentence,
      ) &&
        !/\b(?:mou?ld\w*|mildew\w*)\b/.test(sentence)) ||
      ALGAE_OUTDOORS(sentence),
  },
  {
    // Dark growth over a large area where it is damp, described without the word.
    id: 'mould',
    triggers: [
      /\b(?:black|green|gr[ae]y|dark|greenish|greyish|grayish)\b(?: [\w-]+){0,3} (?:stuff|spots?|specks?|speckl\w*|dots|patch\w*|growth|fuzz\w*)\b/,
    ],
    messageNeeds: [
      /\b(?:whole|covered|all over|everywhere|spread\w*|feet|foot|ft|size of|metres?|meters?|going up|up the wall|behind)\b/,
      /\b(?:damp|wet|leak\w*|flood(?!lights?\b)\w*|water|musty|smell\w*|condensation|humid\w*|growing|asthma|wardrobe|soft)\b/,
    ],
    // "The black electrical stuff" is insulating tape.
    // Old grey loose-fill in the attic is insulation (or vermiculite), not growth.
    unless:
      /\b(?:soot|candle|grout lines?|scorch\w*|burn\w*|smoke|lawn|grass|yard|garden|moss|lichen|roof|deck|driveway|patio|paving|concrete|siding|fence|tape|electrical stuff|insulating|loose (?:\w+ )?(?:stuff|fill)|loose-fill|corrugated|hose|pipe|plastic|rubber)\b/,
  },
  {
    // Carpet, drywall or insulation soaked by a flood or a burst: dry in a day or two, or it
    // grows mould.
    id: 'mould',
    triggers: [
      /\b(?:soaked|sodden|saturated|soaking wet|waterlogged) (?:\w+ ){0,2}(?:carpets?|underlay|drywall|insulation|plasterboard|subfloor)\b|\b(?:carpets?|underlay|drywall|insulation|plasterboard|subfloor)s? (?:\w+ ){0,4}(?:soaked|sodden|saturated|soaking wet|waterlogged|wet through)\b/,
    ],
    messageNeeds: /\b(?:flood(?!lights?\b)\w*|burst|sewage|storm|standing water|water came)\b/,
  },
  {
    // Drywall still damp and smelling days after a flood.
    id: 'mould',
    triggers: [
      /\b(?:drywall|plasterboard|walls?|insulation|subfloor)\b(?: [\w']+){0,4} (?:still )?(?:damp|wet|musty|smell\w*)\b/,
    ],
    messageNeeds: /\bflood(?!lights?\b)\w*|\bfeet of water\b|\bwater came\b/,
    unless: PAST_ONLY,
  },
  {
    // A dryer vent that ends in the attic: wet lint in the insulation grows mould (and burns).
    id: 'mould',
    triggers: [
      /\bdryer vent\w*\b(?: [\w']+){0,12} (?:ends?|stops?|dumps?|blows?|blowing|vents?|venting|terminat\w*) (?:\w+ ){0,3}(?:in|into) (?:the )?(?:attic|loft|roof space|crawl ?space|ceiling|wall)\b|\blint (?:\w+ ){0,3}(?:all over|everywhere|in the attic|in the insulation)\b/,
    ],
  },
  {
    // Defeating the control that keeps a heater from overheating.
    id: 'scalding',
    stops: 'safety-bypass',
    triggers: [
      /\b(?:bypass\w*|jump\w*|bridg\w*|join\w*|short\w*|disabl\w*|tap\w* (?:down|over)|wedg\w*|plugg(?:ed|ing)|plug (?:it|them|off|up|the)|capp(?:ed|ing)|caps? (?:it|them|off|the)) (?:\w+ ){0,8}(?:thermostat|cut[- ]?out|high[- ]limit|limit switch|eco|safety (?:switch|valve|cut[- ]?out)|relief valve|t ?& ?p|tpr valve|overflow pipe|reset (?:switch|button))\b/,
      /\b(?:thermostat|cut[- ]?out|high[- ]limit|limit switch|relief valve|t ?& ?p valve) (?:\w+ ){0,6}(?:bypass\w*|jump\w*|bridg\w*|join\w*|short\w*|disabl\w*|plugg(?:ed|ing)|plug (?:it|them|off|up|the)|capp(?:ed|ing)|caps? (?:it|them|off|the))\b/,
    ],
    messageNeeds: /\b(?:water heater|heater|geyser|boiler|tank|cylinder|immersion|hot water)\b/,
    // A room heater's thermostat wired to new leads heats air, not water, and its wires
    // joined with connectors are wiring, not a bypass.
    messageUnless: (message) =>
      /\b(?:baseboard|panel|fan|space|oil|convector|storage|wall|room) heaters?\b/.test(message) &&
      !/\b(?:water heater|geyser|boiler|cylinder|immersion|hot water|tank)\b/.test(message),
  },
  {
    // A tempering or mixing valve wound right up, or cut out for a straight pipe: it is what
    // keeps bath water below scalding (AS/NZS 3500.4 asks 50 °C at bathroom outlets).
    id: 'scalding',
    stops: 'safety-bypass',
    triggers: [
      /\b(?:cut|take|rip|pull)\w* (?:it|the valve|that|the \w+ valve) out\b|\bremov\w* (?:it|the valve|that|the \w+ valve)\b|\bstraight (?:bit|piece|length) of (?:copper|pipe)\b|\bwind (?:it|the \w+) (?:right |all the way )?up\b|\bbypass\w*/,
    ],
    messageNeeds:
      /\b(?:tempering|thermostatic mixing|tmv|mixing valve|temp(?:erature)? limiting)\b/,
    // "The plumber fitted a tempering valve… can I cut it out?": his job, then the user's plan.
    unless: PAST_OR_REPAIRED,
  },
  {
    // The same valve already taken out ("my son pulled it out and joined the pipes straight
    // through"), or named only by what it does on a solar or hot water system ("the hot only
    // gets to about 50 because of some valve"): the water at the taps now scalds, whoever
    // fitted the valve first.
    id: 'scalding',
    triggers: [
      /\b(?:cut|take|rip|pull)\w* (?:it|the valve|that|the \w+ valve) out\b|\bstraight (?:bit|piece|length) of (?:copper|pipe)\b|\bjoin\w* (?:\w+ ){0,2}pipes? (?:\w+ )?straight\b|\bstraight through\b/,
    ],
    messageNeeds: [
      /\bvalves?\b/,
      /\b(?:tempering|thermostatic mixing|tmv|mixing valve|temp(?:erature)? limiting|solar hot water|hot water (?:system|unit|service|tank)|too hot|scald\w*|(?:takes|take|took) (?:your |the )?skin off|only (?:gets|goes|comes out|reaches|heats)(?: up)? (?:to )?(?:about |around |like |roughly )?(?:4[0-9]|5[0-5])|(?:full|whole) (?:6\d|7\d|8\d))\b/,
    ],
    unless: PAST_ONLY,
  },
  {
    // Capping or plugging the relief valve's pipe so it stops dribbling.
    id: 'scalding',
    stops: 'safety-bypass',
    triggers: [
      /\b(?:cap\w*|plug\w*|block\w*|seal\w*|bung\w*|crimp\w*) (?:\w+ ){0,6}(?:pipe|valve|outlet|end|drain line|hole|opening)\b|\b(?:screw\w*|put\w*|fit\w*) (?:a |an )?(?:\w+ ){0,2}(?:plug|cap|blank|bung)\b|\breplac\w* (?:\w+ ){0,4}valve with (?:a |an )?(?:plug|cap|blank)\b|\bswap\w* (?:it|that|this|the \w+) (?:out )?for (?:a |an )?(?:\w+ )?(?:plug|cap|blank|bung)\b/,
    ],
    messageNeeds: [
      /\b(?:water heater|hot water heater|geyser|boiler|cylinder|tank|hot water system)\b/,
      /\b(?:relief|t ?& ?p|tpr|lever|dribbl\w*|drip\w*|discharge|overflow|puddle|valve)\b/,
    ],
    unless: (sentence) =>
      /\bdrain (?:valve|cock)\b|\bgas\b/.test(sentence) &&
      !/\brelief|t ?& ?p|tpr|lever\b/.test(sentence),
    // The plugged tee on the gas pipe down to the heater is gas pipework, named in another
    // sentence, not the relief valve.
    messageUnless: (message) =>
      /\b(?:gas (?:line|pipe|piping)|natural gas|csst|black (?:iron |steel )?pipe)\b/.test(
        message,
      ) && !/\b(?:relief|t ?& ?p|tpr|discharge|dribbl\w*)\b/.test(message),
  },
  {
    id: 'scalding',
    triggers: [
      /\bbypass\w* (?:\w+ ){0,3}(?:thermostat|cut[- ]?out|high[- ]limit|limit switch|eco|safety|relief valve|t ?& ?p)\b|\b(?:thermostat|cut[- ]?out|high[- ]limit|relief valve) (?:\w+ ){0,4}bypass\w*/,
      /\bscald\w*/,
      /\b(?:water heater|hot water heater|heater|hot water|tank) (?:\w+ ){0,5}(?:1[3-9]\d|2\d\d) ?(?:°|degrees?|deg|f)\b/,
      /\b(?:turn|put|crank|whack|set|push)\w* it (?:right |all the way )?up (?:to )?(?:the )?(?:max\w*|full|7\d|8\d|top)\b/,
      /\b(?:turn|set|crank|raise|increas|bump|jack)\w* (?:it |up )?(?:up )?(?:the |my |his |her )?(?:water heater|hot water heater|water tank|hot water tank|geyser|immersion|cylinder|water temp\w*|hot water temp\w*|temp\w* on (?:the |my )?(?:water )?heater)\b(?! (?:off|down|back down))/,
      /\b(?:water|shower|faucet|tap) (?:is |gets |got |comes out |runs )?(?:way |really |too |so |very |burning |super )?(?:too )?hot\b/,
      /\b(?:t ?& ?p|t and p|tpr|temperature and pressure|temperature[- ]pressure|pressure relief|relief) valve\b/,
      /\b(?:hot )?(?:taps?|water|faucets?|showers?)\b(?: [\w',]+){0,8} (?:steaming|scalding|burning hot)\b|\btank (?:is )?(?:cranked|turned (?:right |all the way )?up)\b|\bcranked (?:up )?the (?:tank|water heater|thermostat)\b|\bkeep the tank cranked\b/,
      /\b(?:dial|thermostats?|knobs?|settings?|temp\w*) (?:\w+ ){0,12}'?(?:all the way up|right up|to the top|very hot|max\w*|highest|hottest|last notch)\b/,
      /\b(?:hottest|highest|max\w*) (?:setting|temp\w*|notch|position)\b/,
      /\b(?:turn|crank|put|whack|set|push)\w* (?:up )?(?:the |her |his |my |our )?(?:hot water|water temp\w*|boiler|combi|geyser|heater|cylinder)\b(?: [\w']+){0,4} (?:up to the max|to (?:the )?max\w*|all the way up|right up|to the top)\b/,
      /\b(?:so|too|that) hot (?:it|that it|that) (?:steams|burns|hurts|scalds)\b|\bhot enough to steam\b/,
      /\b(?<!(?:brown|black|some|of|little|the) )scorching\b(?! (?:around|round|on|at|near|marks?|to|of)\b)|\bhot enough to\b|\b(?:way|dangerously|burning|scalding|crazy|stupidly|ridiculously) hot\b/,
      /\b(?:so|too|that|really|crazy|very|super) hot (?:\w+ ){0,4}(?:can'?t|cannot|couldn'?t) (?:\w+ ){0,3}(?:hand|keep|hold|touch|stand)\b|\bcan'?t (?:keep|hold|put) (?:my |your |a )?hand (?:under|in)\b/,
      /\b(?:red (?:patch|mark|skin|blotch)\w*|redness)\b(?: [\w']+){0,6} (?:blister\w*|burn\w*)|\b(?:skin|foot|feet|hands?|arms?|legs?|fingers?|toes?|bottom|bum)s? (?:\w+ ){0,4}blister\w*|\bblister\w* (?:on|across) (?:her|his|my|their|the baby'?s) \w+/,
      /\bfrom (?:freezing|ice[- ]cold|cold|icy) to (?:boiling|scalding|burning|roasting|red hot|scorching)\b/,
      /\b(?:taps?|water|faucets?|showers?)\b(?: [\w']+){0,8} (?:comes? out|runs?|pours?|is|gets?)(?: \w+){0,2} (?:like (?:a |the )?(?:kettle|boiling)|boiling hot)\b/,
      /\b(?:got|gets|getting|has|had|left) (?:a |an )?(?:burns?\b|red (?:patch|mark|skin|blotch)\w*|blister\w*)\b|\b(?:got|gets|getting) (?:burned|burnt)\b(?! by (?:a |an |the |our |my |some |that )?(?:\w+ )?(?:builder|tradesman|tradie|contractor|company|firm|landlord|seller|dealer|plumber|electrician|roofer|cowboy|agent|guy|bloke|scam\w*)s?\b)/,
      /\b(?:at|to|on) (?:like |about |around )?(?:1[3-9]\d)\b/,
    ],
    messageNeeds:
      /\b(?:water heater|hot water|heater|tank|shower|faucet|tap|scald\w*|relief valve|t ?& ?p|tpr|burn\w*|boiler|bath|immersion|cylinder|geyser)\b/,
    // "The gas bill jumped from 60 to 190" is money, not degrees.
    unless: (sentence) =>
      NOT_HOT_OR_MONEY.test(sentence) ||
      LIVESTOCK_FOOT_SCALD(sentence) ||
      // "The fan motor is scorching hot": an electrical part overheating, not hot water.
      /\b(?:motor|fan|plastic|casing|plug|socket|outlet|cable|wire|lead|cord|charger|battery|laptop|adaptor|adapter)\b(?: [\w']+){0,3} (?:is |was |gets |got |feels |felt )?scorching\b/.test(
        sentence,
      ) ||
      // "Chuck the tyres on to keep it burning hot": a fire's heat, no water in it.
      (/\b(?:fire|bonfire|pile|tyres?|tires?|flames?|embers?|coals?|logs?|kindling)\b/.test(
        sentence,
      ) &&
        !/\b(?:water|shower|taps?|faucet|bath|kettle|tank|heater|geyser|boiler|cylinder)\b/.test(
          sentence,
        )),
    // A toaster or an oven on its highest setting burns the toast, not anyone's skin; a
    // chimney breast "too hot to keep your hand on" is the fire's, not hot water's.
    messageUnless: (message) =>
      (/\b(?:toast\w*|oven|grill|air ?fryer|iron|hair ?dryer|straighteners?|pans?|pots?|worktops?|counter ?tops?|laminate|chimney|fireplace|open fire|wood ?burner|log burner|flue|wallpaper)\b/.test(
        message,
      ) &&
        !/\b(?:water|shower|tap|faucet|bath|tank|heater|geyser|boiler|cylinder)\b/.test(message)) ||
      // A sauna's heater heats the room's air to 170-190 °F by design: no water to scald.
      (/\bsaunas?\b/.test(message) &&
        !/\b(?:water heater|hot water|taps?|faucet|shower|bath|geyser|cylinder|tank|kettle|bucket)\b/.test(
          message,
        )),
  },
  {
    // A warm-mist humidifier or steam vaporizer boils its water: in a room where a baby crawls
    // or pulls up on things it can tip or be reached (CPSC and AAP advise cool mist there).
    id: 'scalding',
    triggers: [
      /\b(?:warm|hot)[- ]?mist\b|\bsteam (?:humidifiers?|vapou?ri[sz]ers?)\b|\bvapou?ri[sz]ers?\b/,
    ],
    messageNeeds:
      /\b(?:baby|babies|toddlers?|infants?|kids?|child|children|nursery|crawl\w*|pull\w* (?:him|her|them)sel(?:f|ves) up|cot|crib|\d+ months?(?: old)?)\b/,
  },
  {
    // Pots of boiling water carried to a bath with a small child helping or waiting in it.
    id: 'scalding',
    triggers: [
      /\b(?:boil\w*) (?:[\w-]+ ){0,3}(?:pots?|stockpots?|kettles?|pans?|buckets?|water)\b|\b(?:pots?|stockpots?|kettles?|pans?|buckets?) of (?:boiling|hot) water\b/,
    ],
    messageNeeds: [
      /\b(?:kids?|child|children|toddlers?|baby|babies|little (?:guy|one|girl|boy|man)|son|daughter|\d+ ?(?:yr|year)[- ]?olds?|(?:my|our|his|her) \d+ ?(?:yr|year)s? old)\b/,
      /\b(?:carry\w*|stairs|help\w*|bath|baths|tub)\b/,
    ],
    unless: PAST_ONLY,
  },
  {
    // A water heater's control turned right up, however far the words are from the knob.
    id: 'scalding',
    triggers: [
      /(?<!\b(?:weather ?strip|strip|seal|tape|caulk|sealant|trim|foam)(?:s|d|ed|ing|ped|ping|med|ming)? )\ball the way (?:up|to the top|round)\b|\b(?:to|at|on) the (?:last|top|highest|hottest|max\w*) (?:notch|setting|mark|position)\b|\bright up\b|\bas far as (?:it|they) (?:will )?go(?:es)?\b|\bfull (?:blast|whack)\b|\b(?:to|at|on) (?:6[5-9]|[7-9]\d) ?(?:°|degrees?|deg|c)?\b/,
    ],
    // A temperature control, not a tap turned all the way up for pressure ("to 70 psi").
    unless: (sentence) =>
      !/\b(?:thermostat|temp\w*|dial|knob|setting|notch|heat\w*|tempering|mixing valve|tmv|degrees?|°)/.test(
        sentence,
      ),
    // Not a room thermostat "set to 70" or a heating boiler's flow temperature.
    sentenceNeeds:
      /\b(?:water heater|geyser|cylinder|immersion|water tank|hot water|tempering valve|mixing valve|tmv)\b/,
  },
  {
    // A baby's bath run hot first and cooled after: the first inch can scald.
    id: 'scalding',
    triggers: [
      /\bhot (?:water )?first\b|\b(?:fill|run)\w* (?:\w+ ){0,3}(?:bath|tub) (?:\w+ ){0,2}with hot\b/,
    ],
    messageNeeds:
      /\b(?:baby|babies|toddler|infant|child|kids?|little one|\d+ (?:month|week)s? old)\b/,
  },
  {
    id: 'height',
    triggers: [
      /\bladders?\b|\bgutters?\b|\beaves\b|\beavestroughs?\b|\b(?:get|getting|go|going|climb|climbing) up (?:there|on (?:the |our |my )?(?:house|roof|garage))\b|\bchimney\b(?! breast|'?s capped| is capped)|\bskylights?\b|\bscaffold\w*\b|\bsoffits?\b|\bfascia\b|\bshingles?\b/,
      /\b(?:cathedral|vaulted|high|two[- ]story) ceilings?\b|\bstairwell\b|\bfoyer light\b/,
      /\bstep ?ladders?\b|\b(?:1[2-9]|[2-4]\d) ?(?:ft|foot|feet|') (?:high |tall )?(?:\w+ )?(?:ceilings?|foyer|entry|stairwell)\b|\b(?:1[2-9]|[2-4]\d) ?(?:ft|foot|feet|') (?:high|tall) (?:\w+ )?walls?\b/,
    ],
    // A step ladder indoors is not work at height; a roof or a second story still is.
    unless: (sentence) =>
      SURVEY_FINDING(sentence) ||
      reportedRepair(sentence) ||
      someoneElseGoesUp(sentence) ||
      // "Cheers for the help with the gutter clips last week, the house looks unreal": a
      // thank-you for work done, with nothing more planned.
      (/\b(?:thanks|thank you|cheers|ta)\b(?: [\w']+){0,3} (?:for|with)\b|\bjust wanted to say (?:thanks|thank you|cheers)\b/.test(
        sentence,
      ) &&
        !MORE_CLIMBING_AHEAD.test(sentence)) ||
      // "Can I claim the gutter cleaning I paid for as a tax deduction?": a job paid for.
      /\b(?:cleaning|clearing|repairs?|work|jobs?)\b(?: [\w']+){0,4} (?:i|we) (?:paid|had done)\b|\btax (?:deduct\w*|return|write-?offs?)\b|\bas a (?:tax )?deduction\b/.test(
        sentence,
      ) ||
      // "Up and down the ladder to the fuse box": a step up indoors to reach it.
      /\bladder (?:\w+ ){0,2}to (?:the |reach the )?(?:fuse ?box|consumer unit|meter|loft hatch|top shel(?:f|ves)|cupboard)\b/.test(
        sentence,
      ) ||
      /\broof of (?:my|the) mouth\b|\bchimney sweep\w*|\b(?:loft|attic|pull-?down) ladder (?:hole|hatch|opening)\b|\b(?:loft|attic|pull-?down|drop-?down|folding|concertina|stira|fakro) ladders?\b(?!(?: [\w']+){0,8} (?:roof|gutters?|chimney|eaves|skylights?)\b)|\bjacob'?s ladder\b|\blike a ladder\b|\bladder (?:stitch|rack|shel(?:f|ves)|bookcase|truss)\b|\b(?:pool|spa|hot tub|swim\w*|pond) (?:\w+ ){0,3}ladders?\b|\bladder (?:\w+ ){0,3}(?:comes off|off the pool|into the (?:pool|water|tub|spa))\b/.test(
        sentence,
      ) ||
      // "Is the chimney dirty?", "the pipe comes out through the eaves": a chimney or eaves
      // named with no work up there is not a climb.
      (/\b(?:chimney|eaves)\b/.test(sentence) &&
        !/\b(?:roof|climb\w*|ladders?|cap|capp\w*|crown|flashing|up there|pointing|repoint\w*|bricks|brickwork|brick (?:came|fell|falling|missing|loose)|loose|came off|fell|falling|missing|pots?|cowl|scaffold\w*|top of|rebuild\w*|fix\w*|repair\w*|replac\w*|seal\w*|mortar|gutters?|shingles?|soffits?|fascia|skylights?)\b/.test(
          sentence,
        )) ||
      // "The gutter leaked all winter": a gutter, skylight or fascia named as where water came
      // from, with nothing to be done up there, is no climb either.
      (/\b(?:gutters?|eavestroughs?|skylights?|fascia|soffits?|shingles?)\b/.test(sentence) &&
        !/\b(?:roof|climb\w*|ladders?|up there|up on|get up|go up|scaffold\w*|top of|clean\w*|clear\w*|unclog\w*|unblock\w*|empty\w*|scoop\w*|muck\w* out|fix\w*|repair\w*|replac\w*|install\w*|fit\w*|clip\w*|string\w*|hang\w*|rehang\w*|mount\w*|paint\w*|seal\w*|reach\w*|guards?|nail\w*|screw\w*|re-?attach\w*|realign\w*|adjust\w*|pressure[- ]?wash\w*|power[- ]?wash\w*|blow\w* out|vacuum\w*|do (?:the|them|it)|check\w*|look\w* at|inspect\w*|overflow\w*|spill\w*|sag\w*|pull\w* away|hanging|fall\w* off|came off|loose|blocked|clogged|full of)\b/.test(
          sentence,
        )) ||
      (/\bstep ?ladder\b/.test(sentence) &&
        !/\b(?:roof|gutter|second|story|storey|stairs?|steps|staircase|landing|stairwell|books|bricks)\b/.test(
          sentence,
        )) ||
      // A soffit framed round a duct in the basement is a box indoors, not the eaves.
      (/\bsoffits?\b/.test(sentence) &&
        /\b(?:ducts?|ductwork|basement|kitchen|cabinets?|bulkhead|pipes?|beam)\b/.test(sentence) &&
        !/\b(?:roof|gutters?|eaves|fascia|ladders?|outside|exterior|second|story|storey)\b/.test(
          sentence,
        )),
  },
  {
    // Out of an upstairs window and along the ridge: on the roof without saying "roof".
    id: 'height',
    triggers: [
      /\bclimb\w* out (?:of )?(?:the |a |an )?(?:\w+ )?window\b|\bwalk\w* (?:along|on|across) (?:the )?(?:ridge|roof\w*)\b/,
    ],
  },
  {
    // A roof named as a place to work, not as a worry ("is the roof going to come down?").
    id: 'height',
    // The "roof space" or "roof void" is the loft, reached from inside.
    triggers: [
      /(?<!\b(?:bills?|prices?|costs?|went|gone|going|shot|goes|usage) (?:\w+ )?through the )\broof\w*\b(?! (?:space|void|cavity)|(?: of| in) (?:the |a |my |your |our )?(?:microwave|oven|mouth|car|van|tent|cupboard|cabinet|fridge|freezer|box|cage|hutch|kennel|dolls? ?house)\b)/,
    ],
    // A playhouse's, a kennel's or a coop's roof is at head height, unless the house's own roof
    // is named too.
    messageUnless: (message) =>
      /\b(?:wendy ?house|play ?house|cubby(?: ?house)?|kennel|dog ?house|chicken coop|hen ?house|coop|hutch)\b/.test(
        message,
      ) &&
      !/\b(?:house'?s? roof|main roof|our roof|my roof|(?:two|2|three|3)[- ]stor(?:e)?y|second stor(?:e)?y|upstairs|gutters?)\b/.test(
        message,
      ),
    // "A weatherboard with a tile roof" describes the house.
    sentenceNeeds:
      /\b(?:on (?:the |our |my |a |that |this )?(?:\w+ )?roof\w*|up (?:on|there|onto|top|the ladder)|(?:get|go|climb)\w* up|onto (?:the |our |my |a |that |this )?(?:\w+ )?(?:roof\w*|ladder|garage|shed|porch|extension|lean-?to|carport)|climb\w*|get\w* (?:on|onto|to|at)|fix\w*|repair\w*|replac\w*|clean\w*|patch\w*|reach\w*|ladders?|shingles?|gutters?|moss|vents?|flashing|tiles?(?! roof)|install\w*|mount\w*|shovel\w*|rak\w*)\b/,
    // "The roofer fixed the flashing" is the roofer's climb; "the cooler on the roof" is where
    // a machine sits, not work up there.
    unless: (sentence) =>
      PAST_ONLY(sentence) ||
      SURVEY_FINDING(sentence) ||
      reportedRepair(sentence) ||
      // "Bangs like somebody dropped a brick on the roof": a sound likened, no one up there.
      /\blike (?:a |an |the )?(?:\w+ ){0,7}(?:on|onto|off|hit\w*) (?:the |our )?roof\b/.test(
        sentence,
      ) ||
      // A boat's or a caravan's roof is a step up from the towpath or the ground.
      /\b(?:narrow ?boats?|canal ?boats?|boats?|barges?|caravans?|campervans?|motorhomes?)\b/.test(
        sentence,
      ) ||
      // "Under the roof overhang by the back door": sheltered by the roof, not up on it.
      (/\bunder (?:the |our |my )?(?:roof ?(?:overhang|line)?|eaves|overhang)\b|\b(?:underside|inside) of (?:the |her |his |their |our |my )?roof\b/.test(
        sentence,
      ) &&
        !/\b(?:climb\w*|ladders?|get\w* up|go\w* up|up there|on (?:the |our |my )?roof)\b/.test(
          sentence,
        )) ||
      // "My partner thinks someone's on the roof": a noise put down to someone else up there.
      /\b(?:someone|somebody|something|possums?|birds?|cats?|rats?|animals?|an animal)(?:'s| is| was| are| were)? (?:\w+ )?(?:on|up on|walking on|running on|across|in) (?:the |our |my )?roof\b/.test(
        sentence,
      ) ||
      // A disclosure's "roof leak over the back bedroom 2021, repaired": someone else's climb.
      (/\broof\w*(?: [\w',]+){0,6} (?:was |were |been |got |had been )?(?:repaired|fixed|replaced|redone|patched|re-?roofed)\b/.test(
        sentence,
      ) &&
        !ROOF_WORK_STILL_AHEAD.test(sentence)) ||
      (/\broof(?:er|ing)? (?:guy|man|bloke|company|crew|contractor)s?\b|\broofers?\b/.test(
        sentence,
      ) &&
        /\b(?:fixed|repaired|replaced|patched|sealed|did|came|redid|sorted)\b/.test(sentence) &&
        !/\b(?:myself|ourselves|diy|quot\w*)\b/.test(sentence)) ||
      // Things on the roof, or the roof described ("the roof ridge", "snow on the roof").
      (/\b(?:cool\w*|cooler|units?|panels?|solar|aerial|antenna|dish|ac|a\/c|air ?con\w*|vents?|turbines?|tanks?|heaters?|geysers?|kw|snow|ice|moss|leaves|weight|load) (?:\w+ ){0,3}on (?:the |our |my )?(?:\w+ )?roof\b|\broof (?:ridge|line|pitch|struts?|purlins?|timbers?|trusses|rafters?|structure|load|shape|space|void)\b/.test(
        sentence,
      ) &&
        !/\b(?:climb\w*|get\w* up|go\w* up|up there|ladders?|clean\w*|fix\w*|repair\w*|replac\w*|install\w*|mount\w*|servic\w*|check\w*|adjust\w*|walk\w*)\b/.test(
          sentence,
        )),
  },
  {
    // Climbing into a tree to cut: work at height with a saw.
    id: 'height',
    triggers: [
      /\bclimb\w* (?:up )?(?:in |into |up )?(?:the |a |that )?(?:\w+ )?(?:trees?|branch\w*|trunk|limbs?)\b|\bsit\w* (?:on|in) (?:the |a )?(?:\w+ )?(?:branch\w*|limbs?|fork)\b|\bclimb\w* up\b/,
    ],
    messageNeeds: /\b(?:trees?|branch\w*|limbs?|trunk)\b/,
  },
  {
    // A ladder where the service wires come in: the line crew's distance, not a homeowner's.
    id: 'height',
    stops: 'near-power-lines',
    triggers: [OVERHEAD_WIRES],
    sentenceNeeds:
      /\b(?:above|near|next to|right by|over|where|along|beside|close|by|past|arm'?s length|within reach|onto|bolted|bracket\w*|attached|across)\b/,
    unless: WIRES_FAR_AWAY,
    // A rooftop terrace or a parapet puts people at the line's height as surely as a ladder.
    messageNeeds:
      /\b(?:ladders?|roof\w*|gutters?|christmas lights|fairy lights|string lights|climb\w*|up there|terraces?|parapets?|balcon(?:y|ies)|water tank)\b/,
  },
  {
    // A metal frame, pole or aerial put up within a few metres of the overhead wires (a shade
    // frame on the terrace, a flagpole, a mast): the metal only has to swing or be carried
    // close to them. Utilities and OSHA 1910.333(c)(3) keep unqualified people and what they
    // carry 10 feet (3 m) from overhead lines.
    id: 'height',
    stops: 'near-power-lines',
    triggers: [OVERHEAD_WIRES],
    messageNeeds: [
      /\b(?:gi|iron|steel|metal|alumin(?:i)?um|alu|galvani[sz]ed|ms)\b(?: \w+)? (?:pipes?|poles?|frames?|rods?|posts?|tubes?|tubing|sections?|angles?)\b|\b(?:scaffold\w*|flag ?poles?|antennas?|aerials?|masts?|weld\w*(?! mesh))\b/,
      /\b(?:[0-4](?:\.\d)? ?(?:m|metres?|meters?|mtrs?)\b|(?:[1-9]|1[0-2]) ?(?:ft|feet|foot)\b|arm'?s length|touching distance|within reach|close to|right next to|just above|just below)/,
      /\b(?:put\w* up|erect\w*|build\w*|install\w*|fix\w*|mount\w*|frame will|fabricat\w*|weld\w*|rais\w*|stand\w* up|set\w* up)\b/,
    ],
    // "The cable comes in underground from the pole": nothing overhead to reach.
    unless: (sentence) =>
      DONE_BY_A_PRO.test(sentence) ||
      WIRES_FAR_AWAY.test(sentence) ||
      /\b(?:underground|buried|below ground)\b/.test(sentence),
  },
  {
    // "Our two-storey colonial" describes a house; reaching its upper windows or siding is
    // work at height.
    id: 'height',
    triggers: [
      /\b(?:second|2nd|third|3rd|upper) (?:storey|story|floor)\b|\b(?:two|three|2|3)[- ]?stor(?:e)?y\b/,
    ],
    sentenceNeeds:
      /\b(?:windows?|outside|exterior|siding|cladding|paint\w*|wash\w*|clean\w*|reach\w*|climb\w*|up on|up there|ladders?|gutters?|fascia|soffits?|trim|shutters?|balcony|deck)\b/,
    // "A 1960s two storey with the original windows" describes the house; some job must be done.
    messageNeeds:
      /\b(?:paint\w*|wash\w*|clean\w*|reach\w*|climb\w*|replac\w*|fix\w*|repair\w*|install\w*|caulk\w*|seal\w*|hang\w*|put up|get up|ladders?|scaffold\w*|scrap\w*|strip\w*)\b/,
    // Painting the baseboards inside a two-storey house is floor-level work.
    unless: (sentence) =>
      /\b(?:baseboards?|skirting\w*|door ?frames?|inside|interior|indoors|bedrooms?|hallway|kitchen|living room|lounge|cabinets?)\b/.test(
        sentence,
      ) &&
      !/\b(?:outside|exterior|siding|cladding|gutters?|ladders?|fascia|soffits?|shutters?|balcony|up on|up there|climb\w*|upper windows?)\b/.test(
        sentence,
      ),
  },
  {
    // The felling cuts named ("a face cut on the side I want it to fall, then a back cut"):
    // someone is about to drop a tree, whatever they ask about afterwards.
    id: 'tree-work',
    // "A 2x4 with a notch cut in the end" is a prop, not a felling cut.
    triggers: [
      /\b(?:face|felling|back|hinge|notch|wedge|bore|directional) cuts?\b(?! (?:in|into) (?:the |a |its |one )?(?:end|top|tip)\b)/,
    ],
    messageNeeds: new RegExp(`\\b(?:${TREE}|trunk|chainsaw|stihl|husqvarna|crown)\\b`),
    unless: DONE_BY_A_PRO,
  },
  {
    // Cutting or trimming where a limb touches or hangs over overhead wires: only the utility
    // or a line-clearance arborist works within 10 feet of a line.
    id: 'tree-work',
    stops: 'near-power-lines',
    triggers: [
      new RegExp(
        `\\b(?:${TREE})\\b(?: [\\w']+){0,14} (?:power ?lines?|(?:the |overhead |electric\\w* |service |utility )?wires|service drop|lines? (?:from|to) the (?:pole|house)|(?:\\w+ )?(?:lines?|wires?|cables?) (?:that )?(?:goes |runs |comes )?(?:to|into) (?:our|the|my) (?:house|home))\\b`,
      ),
      /\b(?:power ?lines?|wires|service drop)\b(?: \w+){0,8} (?:limbs?|branch\w*|trees?)\b/,
    ],
    sentenceNeeds: /\b(?:pole|power|overhead|electric\w*|service|utility|wires?|lines?)\b/,
    messageNeeds:
      /\b(?:cut\w*|trim\w*|prun\w*|saw\w*|lop\w*|chop\w*|remov\w*|take (?:it |that |the \w+ )?(?:down|off)|fell\w*|reach|gone|get rid)\b/,
    // The power company's crew cut it off the line: done by the people allowed to.
    unless: DONE_BY_A_PRO,
  },
  {
    // A line down after a storm: every wire on the ground is live until the utility says not.
    id: 'electrical',
    stops: 'near-power-lines',
    triggers: [
      /\b(?:power |electric\w* |utility |overhead |service )?(?:lines?|wires?|cables?) (?:\w+ ){0,3}(?:down|came down|fell|fallen|lying|on the ground|across (?:the |our |my )?(?:road|drive\w*|yard|garden|street|car))\b/,
      // "The power line in the street is down near it": said as a state, further from the line.
      /\b(?:power|electric\w*|utility|overhead|service) (?:lines?|wires?|cables?) (?:\w+ ){0,5}(?:is|are|was|were|'s) (?:now )?(?:down|lying|on the ground)\b/,
      /\b(?:took|brought|knocked|pulled) down (?:a |the |our )?(?:power |electric\w* )?(?:lines?|wires?|cables?)\b|\bdowned (?:power )?lines?\b/,
      new RegExp(
        `(?:${OVERHEAD_WIRES.source})(?: [\\w']+){0,10} (?:sagging|hanging low|pulled|touching|resting|lying|on the (?:ground|gutter|roof))\\b`,
      ),
    ],
    messageNeeds: /\b(?:storm|wind|pole|power|utility|electric\w*|tree|branch|sparking|line)\b/,
    // "Run a cable down inside the stud wall": a cable the user is fitting, not one that fell.
    // "Run the cable down the wall" is wiring; "the cable line runs across the yard" is a
    // buried line's route, not one lying there.
    unless:
      /\b(?:tv|telly|television|monitor|screen|hdmi|sky|speakers?|aerial|coax|ethernet|router|desk|chargers?)\b(?: [\w',()]+){0,8} (?:cables?|wires?|leads?) (?:\w+ ){0,2}hanging\b|\b(?:cables?|wires?|leads?) (?:\w+ ){0,2}hanging (?:down )?(?:\w+ ){0,3}(?:tv|telly|television|monitor|screen|desk)\b|\bmess of (?:cables|wires|leads)\b|\b(?:run|ran|laid|lay|buri|put|feed|drop|pull|fish|thread|bring|take)\w* (?:a |the |new |my |our |their )?(?:\w+ )?(?:cables?|wires?|lines?) down\b|\b(?:cables?|wires?|lines?) (?:\w+ ){0,2}(?:drop|run|go|come|feed|pass)\w* down (?:into|inside|through|behind|in)\b|\b(?:lines?|wires?|cables?) (?:\w+ ){0,2}(?:runs?|running|goes|going) (?:\w+ ){0,3}across\b|\b(?:buried|underground)\b/,
  },
  {
    // "Move the circuit to the non-RCD side of the board", "a cheap non-RCD socket": the "non"
    // is the danger, not a denial.
    id: 'electrical',
    stops: 'protection-bypass',
    negativeSymptom: true,
    triggers: [
      /\b(?:mov|swap|shift|put|chang|replac|switch)\w* (?:\w+ ){0,6}non[- ]?(?:rcd|gfci|gfi|rcbo|protected)\b/,
      // "Move the heat pump breaker over to the side of the board that isn't on the RCD".
      /\b(?:mov|swap|shift|put|chang|switch)\w* (?:\w+ ){0,8}(?:side|part|half|bank|end) of the (?:board|panel|box|consumer unit|switchboard) (?:that )?(?:isn'?t|is not|not|without) (?:on |covered by |protected by )?(?:the |an? )?(?:rcd|gfci|safety switch|earth leakage)\b/,
    ],
  },
  {
    // "Dig a trench to the shed so I can run power for the wheel": a new circuit outdoors.
    id: 'electrical',
    triggers: [
      /\b(?:run|get|bring|lay|bury)\w* (?:\w+ ){0,2}(?:power|electric\w*|a cable|cable|wiring|supply) (?:for|out for)\b|\bwhat (?:cable|wire) (?:do|should) (?:i|we) (?:bury|run|use)\b/,
    ],
    messageNeeds:
      /\b(?:shed|garage|workshop|studio|outbuilding|cabin|barn|trench\w*|greenhouse|summerhouse)\b/,
    unless: DONE_BY_A_PRO,
  },
  {
    // "Switching off at the light switch is enough": a wall switch breaks one wire, and the
    // fitting can still be live; only the breaker or fuse makes it safe to touch.
    id: 'electrical',
    triggers: [
      /\b(?:switch\w*|turn\w*|flick\w*) (?:it |them |the light |the lights )?off at the (?:light |wall )?switch\b(?: [\w']+){0,3} (?:enough|fine|ok|okay|safe|good)\b|\bjust (?:switch|turn|flick) (?:it |them |the light )?off at the (?:light |wall )?switch\b/,
    ],
    unless: DONE_BY_A_PRO,
  },
  {
    // A generator's own CO shut-off sensor unplugged or disabled: what stops it running on
    // while its exhaust fills a carport or a garage.
    id: 'carbon-monoxide',
    triggers: [
      /\b(?:unplug|disabl|bypass|disconnect|defeat|cut|remov|tap|cover|block|jump)\w* (?:out |over )?(?:the |that |its )?(?:\w+ ){0,3}(?:sensor|co guard|co shut-?off|co detector|shut-?off)\b/,
    ],
    messageNeeds: [/\b(?:generator|genny|genset)\b/, /\b(?:co|carbon monoxide)\b/],
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // A bush or wild fire coming: embers landing, the fire on the ridge. Not a smell of smoke
    // from far away, which the smoke rules leave out.
    id: 'smoke-fire',
    triggers: [
      /\bembers? (?:\w+ ){0,3}(?:landing|falling|blowing|coming down|raining|in the (?:yard|garden|gutters?))\b|\bfire (?:is )?(?:on|coming (?:over|down|up)|over) the (?:ridge|hill|road|valley|paddock)\b|\bfire front\b|\bstay and defend\b/,
    ],
    unless: PAST_ONLY,
  },
  {
    // Underpinning dug by the owner, or a whole footing dug out at once: the wall above is left
    // standing on nothing (underpinning is dug in short alternate bays, to an engineer's design).
    id: 'structural',
    triggers: [
      /\bunderpin\w*|\bdig\w* (?:out )?under (?:the |our |my )?(?:\w+ ){0,3}(?:footings?|foundations?|walls?)\b/,
    ],
    // Next door's underpinning is theirs.
    sentenceNeeds: /^(?!.*\b(?:next door|neighbou?rs?)\b)/,
    messageNeeds: ownPlanOr('handy|mini digger|in one go'),
    unless: PAST_OR_DONE_BY_A_PRO,
    alsoRaises: ['permit'],
  },
  {
    // A tank of thousands of litres set on a roof slab, a deck or a balcony: a tonne per
    // thousand litres of water on a structure sized for people.
    id: 'structural',
    triggers: [
      /\b(?:(?:[2-9]|[1-9]\d),?\d{3} ?(?:l|litres?|liters?|ltrs?)|(?:[5-9]\d{2}|[1-9],?\d{3}) ?(?:gallons?|gal))\b(?: [\w',]+){0,8} (?:tank|cistern)s?\b|\b(?:tank|cistern)s?\b(?: [\w',]+){0,8} (?:(?:[2-9]|[1-9]\d),?\d{3} ?(?:l|litres?|liters?|ltrs?)|(?:[5-9]\d{2}|[1-9],?\d{3}) ?(?:gallons?|gal))\b/,
    ],
    messageNeeds:
      /\b(?:on|onto|up on|on top of|sit on|sits on) (?:the |a |our |my |that )?(?:(?:flat|concrete|kitchen|house|garage) ){0,2}(?:roof|slab|deck|balcony|terrace)\b/,
    messageUnless: /\b(?:on the ground|ground level|concrete pad|on a pad|underground|buried)\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // Flares made and lines cut to move a propane or gas appliance: gas pipework by hand.
    id: 'gas-work',
    triggers: [
      /\b(?:flare fittings?|flare nuts?|make a (?:good )?flare|flaring tool|flared)\b|\bbayonets?(?: (?:point|fitting|socket|connector)s?)?\b|\brun (?:a )?(?:new )?(?:bit|length|piece) of (?:copper|pipe)\b|\bcut (?:the )?(?:copper |gas |propane )?(?:line|pipe)\b|\b(?:change|swap|replac)\w* (?:the )?(?:\w+ )?(?:jets?|nozzles?|injectors?|orifices?)\b/,
    ],
    messageNeeds: [
      /\b(?:propane|lpg|natural gas|gas|butane|butagaz)\b/,
      ownPlanOr("i'?d|figured|any tricks|do i|how do i"),
    ],
    // With the meter taken away and the supply cut at the street, the old cooker's hose
    // carries nothing: unplugging it is moving furniture.
    messageUnless: (message) =>
      /\b(?:garden hose|water line|ice maker|fridge)\b/.test(message) ||
      GAS_SUPPLY_REMOVED.test(message),
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // A spare ordinary outlet meant for the place of a tripping GFCI ("same wires on the same
    // screws, right?"): the shock protection by the sink gone.
    id: 'electrical',
    stops: 'protection-bypass',
    triggers: [
      /\b(?:plain|regular|normal|standard|ordinary) (?:\w+ )?(?:outlet|socket|receptacle)\b/,
    ],
    messageNeeds: [
      /\b(?:test\/reset|test and reset|reset buttons?|gfci|gfi|rcd|safety switch)\b/,
      /\btrip\w*/,
      /\b(?:same (?:wires|screws|terminals)|left over|spare|swap\w*|replac\w*|put (?:it|that|one) in)\b/,
    ],
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // The supplier's cut-out fuse pulled or swapped by the user to get a bigger supply: the
    // distribution network's equipment, live on the street side whatever is switched off.
    id: 'main-panel',
    triggers: [
      /\bcut-?out (?:box|fuse)\b|\b(?:main|service|dno|company|supplier'?s?|big) fuse\b(?: [\w']+){0,6} (?:cut-?out|pliers|pull\w*|put a)\b|\bpull\w* (?:\w+ ){0,3}(?:main |service |big )?fuse (?:\w+ ){0,3}(?:out of|from) (?:the )?(?:\w+ )?cut-?out\b/,
    ],
    messageNeeds: /\b(?:pull\w*|swap\w*|replac\w*|put (?:a|in)|pliers|myself|can i|just)\b/,
    unless: (sentence) => PAST_OR_DONE_BY_A_PRO(sentence) || ASKS_WHETHER_NEEDED.test(sentence),
  },
  {
    // A generator run in the garage, door open or not: its exhaust builds up in there and
    // comes into the rooms next to and above it (CPSC: never in a garage, even with the door
    // open). The generator may have been named a message earlier.
    id: 'carbon-monoxide',
    triggers: GENERATOR_IN_THE_GARAGE,
    messageNeeds: GENERATOR_AND_GARAGE,
    messageUnless: FAR_FROM_THE_HOUSE,
    // Where it will run is a danger ahead: the rule after this one.
    unless: (sentence) => PLANNED_NOT_RUNNING(sentence) || PAST_OR_DONE_BY_A_PRO(sentence),
  },
  {
    // A generator running inside the home itself (the living room, the kitchen, a caravan):
    // its exhaust fills the rooms people are in (CPSC: never indoors).
    id: 'carbon-monoxide',
    triggers: [
      new RegExp(
        `\\b(?:${GENERATOR_WORDS})\\b(?: [\\w']+){0,6} (?:running|going|on|runs|is run) (?:\\w+ ){0,2}(?:in|inside) (?:the |our |my )?(?:${LIVING_SPACE})\\b|\\b(?:running|got|have|had|keep|keeping)\\w* (?:the |a |our |my )?(?:${GENERATOR_WORDS}) (?:\\w+ ){0,3}(?:going |running |on )?(?:in|inside) (?:the |our |my )?(?:${LIVING_SPACE})\\b`,
      ),
    ],
    messageUnless:
      /\b(?:solar generators?|(?:portable |battery )?power stations?|battery (?:generators?|backups?)|ecoflow|jackery|bluetti)\b/,
    unless: (sentence) => PLANNED_NOT_RUNNING(sentence) || PAST_OR_DONE_BY_A_PRO(sentence),
  },
  {
    // A petrol or gas pressure washer, pump or saw to be run in the basement or the garage
    // "with the door open so the fumes go out": its exhaust fills the space (NIOSH 96-118).
    id: 'carbon-monoxide',
    foreseen: 'engine-run-indoors',
    triggers: [
      /\b(?:run|running|use|using|start|starting|put|set)\w* (?:it|them|the (?:\w+ )?(?:washer|pump|saw|engine|machine))\b(?: [\w'()]+){0,5} (?:in|inside|down in|down on|on|into) (?:the |our |my )?(?:basement|cellar|garage|crawl ?space|laundry|kitchen|house|bathroom|(?:basement|garage|cellar) floor)\b/,
    ],
    messageNeeds: [
      /\b(?:gas|petrol|gasoline|honda|briggs|engine|2[- ]stroke|4[- ]stroke)\b/,
      /\b(?:pressure washer|power washer|jet ?wash(?:er)?|trash pump|water pump|concrete saw|cut[- ]off saw|demo saw|floor buffer|compactor|plate compactor)s?\b/,
    ],
    messageUnless: /\b(?:electric|battery|cordless|corded)\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // The air vents stuffed or taped over where a stove, fire or fuel heater burns (a boat's
    // mushroom vents, a cottage's air brick by the stove): the fire burns short of air and its
    // carbon monoxide stays in the room. A plan to keep warm, so it is ahead, not happening.
    id: 'carbon-monoxide',
    foreseen: 'vents-blocked-by-a-fire',
    triggers: [
      /\b(?:block\w*|stuff\w*|tap(?:e|ed|es|ing)|gaffer\w*|seal\w*|bung\w*|plug\w*|cover\w*|fill\w*)(?: up| over| in| off)? (?:\w+ ){0,4}(?<!(?:floor|heat\w*|ac|a\/c|air ?con\w*|supply|return|ceiling|dryer|bathroom|fan|soffit|roof|ridge|gable|attic|loft|eaves|subfloor|underfloor|crawl ?space|foundation) )(?:air ?vents?|vents?|air ?bricks?|trickle vents?|ventilators?|vent holes?)\b/,
    ],
    messageNeeds: [
      /\b(?:stoves?|wood ?burners?|log ?burners?|multi-?fuel|squirrel|solid fuel|open fire|fireplace|gas fire|rayburn|aga|range cooker|(?:gas|paraffin|kerosene|diesel|oil|propane|lpg) heaters?|eberspacher|webasto|boiler)\b/,
      /\b(?:overnight|all night|till morning|until morning|ticks? over|bank\w*|turn\w* (?:it )?down|damp\w* (?:it )?down|keep (?:the )?(?:warmth|heat) in|freezing|cold|draughts?|drafts?|warm)\b/,
    ],
    messageUnless: /\b(?:electric|induction)\b(?: [\w']+){0,2} (?:stove|hob|heater|fire)\b/,
    unless: (sentence) =>
      PAST_OR_DONE_BY_A_PRO(sentence) ||
      /\b(?:mice|mouse|rats?|insects?|bugs?|wasps?|bees?|birds?|mesh|fly ?screens?|while (?:i|we) paint\w*|masking|paint\w* (?:over|around))\b/.test(
        sentence,
      ),
  },
  {
    // An outdoor gas burner (a wok or jet burner, a camping or fryer burner) set up in a
    // garage, shed or tent to get out of the wind or rain: made for open air, its fumes build
    // up there and drift into the house. A plan, so it is ahead, not happening.
    id: 'carbon-monoxide',
    foreseen: 'gas-burner-indoors',
    triggers: [
      /\b(?:set\w*|put\w*|us(?:e|ing)|run\w*|light\w*|cook\w*|fir(?:e|ing)) (?:it|them|the (?:\w+ )?(?:burner|ring|cooker|stove))(?: up)?\b(?: [\w'()]+){0,5} (?:in|inside|into) (?:the |our |my )?(?:garage|shed|kitchen|house|basement|carport|tent|caravan|lounge|living room|laundry|workshop)\b/,
    ],
    messageNeeds: [
      /\b(?:(?:wok|jet) burners?|gas rings?|(?:propane|lpg|gas|cast iron|outdoor|camping|camp|turkey fryer|fryer|high pressure|banjo) burners?|camp(?:ing)? stoves?)\b/,
      /\b(?:lpg|propane|gas bottle|gas cylinder|butane|\d+ ?kg (?:lpg |gas )?bottle)\b/,
    ],
    messageUnless: /\b(?:electric|induction)\b(?: [\w']+){0,2} (?:burner|wok|hob|cooktop|stove)\b/,
    unless: (sentence) => PAST_OR_DONE_BY_A_PRO(sentence) || STORED_AWAY.test(sentence),
  },
  {
    // A chiminea, fire pit or brazier wheeled into the garage or under the carport to have a
    // fire out of the rain: its smoke and carbon monoxide build up there and drift into the
    // house. A plan, so it is ahead, not happening.
    id: 'carbon-monoxide',
    foreseen: 'fire-brought-indoors',
    triggers: [
      /\b(?:have|having|light|lighting|make|making|start|starting|build|building|burn|burning) (?:a |the |our )?(?:\w+ )?fire (?:in there|inside|in (?:the |our |my )?(?:garage|shed|carport|porch|workshop|tent|basement))\b|\b(?:wheel|bring|move|put|drag|roll)\w* (?:it|the (?:\w+ )?(?:chiminea|fire ?pit|brazier|fire bowl|pizza oven)) (?:\w+ ){0,2}(?:in|into|inside) (?:the |our |my )?(?:garage|shed|carport|porch|workshop)\b(?: [\w']+){0,10} (?:fire|light|burn)\w*\b/,
    ],
    messageNeeds:
      /\b(?:chimineas?|fire ?pits?|braziers?|fire bowls?|pizza ovens?|solo stove|firepit)\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // The same, planned: where the generator will run.
    id: 'carbon-monoxide',
    foreseen: 'generator-by-the-house',
    triggers: GENERATOR_IN_THE_GARAGE,
    messageNeeds: GENERATOR_AND_GARAGE,
    messageUnless: FAR_FROM_THE_HOUSE,
    sentenceNeeds: PLANNED_WORDS,
    unless: (sentence) =>
      RUNNING_OR_FELT.test(sentence) ||
      PAST_OR_DONE_BY_A_PRO(sentence) ||
      STORED_AWAY.test(sentence),
  },
  {
    // An electric water heater's element or thermostat reached behind its cover, or worked on
    // without finding its switch: the terminals there are at mains voltage.
    id: 'electrical',
    mentionCounts: true,
    triggers: [
      /\bcovers? (?:\w+ ){0,3}(?:off|on the side)\b|\b(?:under|behind|inside) (?:the |that )?(?:\w+ )?(?:cover|panel|plate)\b|\b(?:don'?t|do not|rather not|without) (?:\w+ ){0,4}(?:find|turn\w* off|switch\w* off|flip\w*|kill\w*|isolat\w*) (?:the )?(?:switch|breaker|power|fuse|isolator|circuit)\b|\bstill (?:attached|connected|live)\b/,
    ],
    messageNeeds: [
      /\b(?:water heater|geyser|hot water cylinder|cylinder|immersion|hot water (?:tank|system|heater))\b/,
      /\b(?:elements?|thermostats?|dials?|wires?|wiring|terminals?)\b/,
    ],
    messageUnless: /\bgas (?:water heater|geyser|heater)\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // Digging beside a meter: its service pipe or cable goes into the ground right there.
    id: 'digging',
    triggers: [/\bdig\w*|\bexcavat\w*|\btrench\w*/],
    sentenceNeeds: /\b(?:gas|electric\w*|power|water) meters?\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // Spades and crowbars sent into ground the buried services are said to run under.
    id: 'digging',
    triggers: [/\b(?:spades?|shovels?|crowbars?|pick ?axes?|mattocks?|jcb|digger|excavator)\b/],
    messageNeeds:
      /\b(?:pipes?|cables?|lines?|mains?)\b(?: [\w']+){0,8} (?:under|below|beneath|buried|come in|comes in|runs? (?:under|through|across))\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // A socket or switch moved up or down the wall, its cable chased and lengthened: wiring.
    id: 'electrical',
    triggers: [
      /\bchas\w* (?:it|the cable|the wire|the wall)s? (?:up|down|in|out)\b|\bnew back ?box\b|\b(?:extend|lengthen)\w* (?:the )?(?:cable|wire|circuit)s?\b|\badd\w* (?:a bit )?(?:more |extra )?(?:cable|wire)\b|\b(?:move|raise|lower|shift)\w* (?:the |a |that )?(?:double |single )?(?:socket|outlet|switch|power point|gpo)s? (?:\w+ ){0,3}(?:up|down|higher|lower|along|over)\b/,
    ],
    messageNeeds: /\b(?:sockets?|outlets?|switch(?:es)?|cables?|wires?|power points?|gpos?)\b/,
    unless: (sentence) => PAST_OR_DONE_BY_A_PRO(sentence) || ASKS_WHETHER_NEEDED.test(sentence),
  },
  {
    // New sockets, lights or a circuit the user will run: work on household wiring.
    id: 'electrical',
    triggers: [
      /\b(?:run|add|put in|install|fit|wire)\w* (?:in )?(?:a |an |some |a couple of |two |2 |three |new |extra |more |another )*(?:\w+ )?(?:power points?|gpos?|outlets?|sockets?|receptacles?|light fittings?|downlights?|pot lights?|recessed lights?|circuits?)\b/,
    ],
    messageNeeds: ownPlanOr('how do i'),
    unless: (sentence) => PAST_OR_DONE_BY_A_PRO(sentence) || ASKS_WHETHER_NEEDED.test(sentence),
  },
  {
    // A dryer's or a heater's thermal fuse or high limit bridged with a wire: what stops the
    // appliance overheating is gone, and a packed lint trap is how dryers catch fire.
    id: 'electrical',
    stops: 'protection-bypass',
    triggers: [
      /\b(?:bridg|bypass|jump|short|link|join)\w* (?:out |across |over )?(?:the |them |it )?(?:two |2 |\w+ ){0,12}(?:wires?|terminals?|leads?|it|them|fuse|spades?|contacts?)\b|\bjumper(?: wire)?\b/,
      // "Wire nut the two wires together and skip it".
      /\bwire[- ]?nut\w* (?:the |them |it )?(?:\w+ ){0,2}together\b|\b(?:skip|cut) (?:it|that|the \w+) out\b|\bskip (?:it|that)\b/,
    ],
    messageNeeds:
      /\b(?:thermal fuse|thermal cut-?off|thermal cut[- ]?out|high[- ]limit|limit (?:switch|stat)|thermostat fuse|tco|fire ?stat|fusible link)s?\b/,
    unless: DONE_BY_A_PRO,
  },
  {
    // Unclipping or pushing the service cable aside to work round it: only the network
    // operator moves it, even when it is insulated.
    id: 'electrical',
    stops: 'near-power-lines',
    triggers: [
      /\b(?:unclip|push|lift|prop|hold|mov|tie|hook|shift|bend)\w* (?:it|them|the (?:\w+ )?(?:cable|wire|line)s?) (?:\w+ ){0,4}(?:up|aside|out of the way|away|back|over|higher)\b/,
      // "Push the rope up over the wires with a long steel pipe": reaching across the line.
      /\b(?:push|lift|throw|toss|pass|hoist|feed|swing|flick)\w* (?:the |a |my |our )?(?:rope|string|lights?|garland|cable|banner|bunting|line|jhalar) (?:\w+ ){0,3}(?:over|above|across|past|between|through) (?:the )?(?:\w+ )?(?:wires|lines|power ?lines?|cables)\b/,
    ],
    messageNeeds: OVERHEAD_WIRES,
    unless: (sentence) => DONE_BY_A_PRO.test(sentence) || WIRES_FAR_AWAY.test(sentence),
  },
  {
    // A limb resting on the wires: only the utility's line crew may clear it.
    id: 'tree-work',
    stops: 'near-power-lines',
    triggers: [
      /\b(?:limbs?|branch(?:es)?|trees?|it|it's|its)(?: \w+){0,4} (?:resting|lying|leaning|sitting|hanging|caught|tangled|touching|draped|pressing) (?:on|against|in|over|across) (?:the |our |a )?(?:\w+ )?(?:power |electric\w* |service |overhead |utility )?(?:lines?|wires?|cables?)\b/,
    ],
    messageNeeds: /\b(?:pole|power|electric\w*|service|overhead|utility|house|roof|lines?)\b/,
  },
  {
    // Felling or cutting a tree with the service wires beside it.
    id: 'tree-work',
    stops: 'near-power-lines',
    triggers: [OVERHEAD_WIRES],
    messageNeeds: [
      new RegExp(`\\b(?:${TREE})\\b`),
      /\b(?:cut\w*|fell\w*|drop\w*|saw\w*|chain ?saw|trim\w*|prun\w*|lop\w*|chop\w*|take (?:it |that |the \w+ )?(?:down|off))\b/,
    ],
    // "A permanent power line from the garage out to the lawn": the user's own buried cable.
    unless: (sentence) =>
      DONE_BY_A_PRO.test(sentence) ||
      WIRES_FAR_AWAY.test(sentence) ||
      /\b(?:power|electric\w*) (?:line|cable)s? (?:from|out of) (?:the |our |my )?(?:garage|house|shed|panel|box|consumer unit)\b|\b(?:run|running|lay|laying|trench\w*|bury|burying|put(?:ting)? in|planning) (?:a |the |an )?(?:\w+ )?(?:power|electric\w*) (?:line|cable)\b/.test(
        sentence,
      ),
  },
  {
    // A chainsaw put to wood; not one that won't start or a saw maker's share price.
    id: 'tree-work',
    triggers: [/\bchain ?saws?\b|\bpole saw\b/],
    messageNeeds:
      /\b(?:cut\w*|fell\w*|limb\w*|prun\w*|trim\w*|buck\w*|logs?|firewood|trees?|branch\w*|stumps?|hedges?)\b/,
    // "Chainsaw or sawzall for the post?": a tool for sawn timber, not a tree.
    unless: (sentence) =>
      NOT_A_GROWING_TREE.test(sentence) ||
      /\bchain ?saws?\b(?: [\w']+){0,4} (?:for|on|through) (?:the |a |my |our |those |these )?(?:\w+ )?(?:posts?|beams?|sleepers?|lumber|studs?|joists?|pallets?|boards?|plywood|ice)\b/.test(
        sentence,
      ),
  },
  {
    id: 'tree-work',
    triggers: [
      /\b(?:cut\w*|fell\w*|tak\w*|remov\w*|drop\w*|bring\w*) (?:down |out )?(?:a |the |that |this |our |my |some |big |dead |large |huge |old |leaning )?(?:\w+ )?trees?\b/,
      /\b(?:limbs?|branch(?:es)?|trees?) (?:\w+ ){0,3}(?:over|above|hanging over|touching|near|on) (?:the |my |our )?(?:house|roof|power ?lines?|lines|wires|garage|driveway|car)\b/,
      /\b(?:dead|leaning|dying|split|rotten|hollow) (?:\w+ )?trees?\b|\bclimb\w* (?:the |a |up )?(?:\w+ )?trees?\b/,
    ],
    // "A tree crew cut it up and hauled it away": their job, done.
    unless: (sentence) => NOT_A_GROWING_TREE.test(sentence) || PAST_OR_DONE_BY_A_PRO(sentence),
  },
  {
    // Felling told by its method: the saw's brand, the notch, which way it should fall.
    id: 'tree-work',
    triggers: [
      /\b(?:stihl|husqvarna|husky|ryobi saw|echo saw)\b/,
      /\b(?:cut\w*|take|taking|make|making) (?:a |the )?(?:wedge|notch|scarf|felling cut|back ?cut)\b/,
      /\b(?:fall|drop|land|come down) (?:that way|this way|towards|toward|onto|on|into) (?:the )?(?:\w+ )?(?:fence|house|shed|garage|road|yard|garden|street|lawn)\b/,
    ],
    messageNeeds: /\b(?:trees?|gum|oak|maple|pine|palm|eucalyptus|conifer|trunk|limbs?)\b/,
    unless: /\bchristmas tree|family tree\b/,
  },
  {
    id: 'digging',
    triggers: [
      /\b(?:excavat\w*|trench\w*|backhoe)\b/,
      /\bsoak ?aways?\b|\bsoak ?pits?\b|\b(?:recharge|percolation|rain ?water|rainwater) pits?\b|\bfrench drains?\b|\bdry wells?\b|\bpost[- ]?holes?\b|\bpost hole digger\b|\bauger\b|\bfence posts?\b|\b(?:bury|burying) (?:a |the )?(?:line|cable|wire|pipe|conduit)\b|\bbur(?:y|ying|ied) (?:it|them)\b(?: [\w',]+){0,6} (?:deep|depth|lawn|garden|yard|ground|trench)\b|\bspade'?s? depth\b/,
      /\b(?:set|setting|sink|sinking|install\w*|put\w* in) (?:\w+ )?(?:fence |deck |mailbox )?posts?\b/,
      /\bhow deep (?:\w+ ){0,3}(?:hole|dig|bury|plant)\w*|\bplant\w* (?:a |the |some )?(?:\w+ )?(?:trees?|shrubs?|hedge)\b|\bdig\w* (?:a )?hole\b/,
      // Stakes and earth rods driven a yard or more into the lawn reach gas and power lines
      // as a spade does.
      /\b(?:[2-9]|two|three|four|five)[- ]?(?:foot|ft|feet)(?: long)? (?:rebar |steel |metal |ground |earth(?:ing)? |star )?(?:stakes?|rods?|pins?|pickets?)\b|\b(?:driv\w*|drove|hammer\w*|bang\w*|pound\w*|bash\w*|knock\w*) (?:in )?(?:a |an |the |new |some )?(?:\w+ )?(?:ground|earth(?:ing)?) rods?\b|\brebar (?:stakes?|pins?|rods?)\b/,
      // "The tree hole should be about 60cm deep": a hole in the ground, however it is dug.
      /\b(?:holes?|trench|pit)\b(?: [\w']+){0,6} (?:\d+(?:\.\d)? ?(?:cm|mm|in|inch\w*|ft|feet|foot|m|metres?|meters?)) (?:deep|down)\b/,
      // "4x4 posts set in concrete about 2 ft down": the posts' depth is the hole's.
      /\b(?:posts?|4 ?x ?4s?|uprights|poles)\b(?: [\w']+){0,6} (?:\d+(?:\.\d)?|one|two|three|four) ?(?:cm|mm|in|inch\w*|ft|feet|foot|m|metres?|meters?|') (?:deep|down|into the ground|in the ground)\b/,
    ],
    unless: (sentence) =>
      // "We've got 2 solid fence posts one side": posts already in the ground to hang from.
      (/\b(?:got|have|has|there'?s|there are|existing|solid|sturdy|strong|between (?:the|two|2))\b (?:\w+ ){0,2}fence posts?\b/.test(
        sentence,
      ) &&
        !/\b(?:dig\w*|holes?|concrete|sink\w*|set(?:ting)?|install\w*|replac\w*|new posts?|rott\w*|footings?)\b/.test(
          sentence,
        )) ||
      /\b(?:drain|toilet|closet|sink) auger\b|\bauger (?:drill )?bits?\b|\bwhere (?:the )?(?:kids|children|dogs?|chickens|hens|birds) (?:\w+ )?dig\b|\bdig (?:into|through) (?:the )?(?:settings|menu|details)|\bdigging (?:out )?(?:the )?(?:lint|hair|gunk)/.test(
        sentence,
      ) ||
      OTHERS_CALLED_BEFORE_DIGGING.test(sentence) ||
      // "The deck posts are sitting about 2 ft down on the builder's footings": posts already
      // in, described, with nothing to dig.
      (/\bposts?\b(?: [\w']+){0,3} (?:are|were|was|is) (?:\w+ )?(?:sitting|set|sunk|buried|in|about)\b/.test(
        sentence,
      ) &&
        !/\bdig\w*|\bdug\b|\bholes?\b/.test(sentence) &&
        !OWN_PLAN.test(sentence)) ||
      // The plumber's auger in the drain line.
      /\bauger\w* (?:it|them|the (?:line|main|drain|pipe|sewer))\b|\bauger\w* (?:\w+ ){0,3}(?:out of|from|in) the (?:\w+ )?(?:line|main|drain|pipe|sewer)\b|\b(?:line|main|drain|pipe|sewer|roots)\b(?: [\w',]+){0,6} auger\w*/.test(
        sentence,
      ),
    messageUnless: DIGGING_NOT_IN_THE_GROUND,
  },
  {
    // Digging, when it is the ground being dug (not grout or lint).
    id: 'digging',
    triggers: [/\b(?:dig|digs|digging|dug)\b/],
    sentenceNeeds:
      /\b(?:yard|ground|garden|lawn|holes?|posts?|trench|fence|soil|dirt|footings?|foundation|lines?|pipes?|trees?|shrubs?|stump|bed|patio|driveway|drive|path|pathway|soakaway|deep)\b/,
    // A "dug well" is a kind of well; digging a meter out of the snow is not digging the ground.
    unless: (sentence) =>
      /\b(?:grout|lint|caulk|splinter)\b|\b(?:hand[- ])?dug wells?\b/.test(sentence) ||
      DUG_OUT_OF_STORAGE.test(sentence) ||
      OTHERS_CALLED_BEFORE_DIGGING.test(sentence) ||
      DUG_OUT_OF_WATER.test(sentence) ||
      DUG_IN_THE_LOFT(sentence),
    messageUnless: (message) =>
      DIGGING_NOT_IN_THE_GROUND(message) ||
      DIGGING_OUT_OF_SNOW(message) ||
      DUG_BY_AN_ANIMAL(message),
  },
  {
    // PVC, vinyl or faux leather under a laser gives off hydrogen chloride (chlorine gas with
    // the moisture in the air): laser makers list them as never to cut or engrave.
    id: 'chemicals',
    triggers: [/\b(?:pvc|vinyl|(?:faux|fake|vegan|pu) leather|pleather|leatherette)\b/],
    sentenceNeeds:
      /\b(?:cut\w*|engrav\w*|etch\w*|burn\w*|laser\w*|settings?|power|speed|passes|do|doing|batch|going to|gonna|tonight|next)\b/,
    messageNeeds: /\blaser\w*\b/,
    unless: (sentence) =>
      PAST_ONLY(sentence) ||
      /\b(?:never|not|don'?t|won'?t|avoid\w*|no)\b(?: [\w']+){0,4} (?:pvc|vinyl)\b/.test(sentence),
  },
  {
    // Unwell from a resin's, a varnish's or a stripper's fumes where the user works with it.
    id: 'chemicals',
    triggers: [UNWELL_FROM_FUMES],
    sentenceNeeds: PRODUCT_WITH_FUMES,
    unless: PAST_ONLY,
  },
  {
    id: 'chemicals',
    triggers: [
      /\bbleach\b(?: \w+){0,6} (?:ammonia|vinegar|acid|drain cleaner|toilet bowl cleaner|rust remover)/,
      /\b(?:ammonia|vinegar|acid|drain cleaner|toilet bowl cleaner)(?: \w+){0,6} bleach\b/,
      /\bcaustic (?:soda|crystals?|drain\w*)\b|\b(?:brick|patio|concrete) (?:cleaning )?acid\b|\bmuriatic\b|\bhydrochloric\b|\bsulfuric\b|\bsulphuric\b|\bbattery acid\b|\blye\b|\bmethylene chloride\b|\bpaint stripper\b|\bdrano\b|\bliquid[- ]plumr\b|\b(?:chemical |caustic )?(?<!\b(?:enzyme|enzymatic|bacterial|biological|bio|natural) )drain (?:cleaners?|openers?)\b|\boxalic acid\b|\btsp\b/,
    ],
  },
  {
    // Petrol (gasoline) poured or squirted into a wasps' nest, an ant mound, a burrow or a
    // stump, or on a fire: its vapour spreads, sinks and finds a flame or a spark far from
    // where it was poured (fuel labels: use only as a motor fuel).
    id: 'chemicals',
    triggers: [/\b(?:petrol|gasoline)\b/],
    sentenceNeeds:
      /\b(?:pour\w*|squirt\w*|tip\w*|splash\w*|soak\w*|douse\w*|spray\w*|chuck\w*|throw\w*|fill\w*|bottle)\b/,
    messageNeeds:
      /\b(?:wasps?|hornets?|yellow ?jackets?|bees?|nests?|ants?|ant (?:hills?|mounds?|nests?)|mounds?|burrows?|holes?|gophers?|moles?|rats?|snakes?|stumps?|bonfire|burn pile|brush pile|light (?:it|the)|set (?:light|fire))\b/,
    unless: (sentence) =>
      PAST_ONLY(sentence) ||
      /\b(?:mower|car|truck|engine|generator|chainsaw|strimmer|trimmer|tank|can|jerry can|station|prices?|tap|pump)\b/.test(
        sentence,
      ),
  },
  {
    // 2K paint or clear (mixed with a hardener or activator) sprayed at home: the hardener's
    // isocyanates cause asthma for life, and a dust mask does nothing (HSE and OSHA: spray
    // booths and air-fed masks).
    id: 'chemicals',
    triggers: [/\bspray\w*\b|\bhvlp\b|\b(?:spray|paint) ?guns?\b/],
    // "Pay a sparky 2k" is money.
    messageNeeds:
      /\b(?:2k (?:clear|paint|primer|urethane|lacquer|top ?coat|clear ?coat|base)|two[- ]pack|two[- ]part (?:paint|clear|primer|urethane)|isocyanates?|hardener|activator|catalys\w*)\b/,
    messageUnless: /\b(?:epoxy|resin|river table|bondo|body filler)\b(?![^.]*\bspray)/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // A two-part spray foam kit sprayed by the homeowner: its A side is isocyanate (MDI), the
    // mist needs a respirator, goggles and covered skin, and the house is left empty while it
    // cures (EPA guidance on spray polyurethane foam; the kits' own instructions). A can of
    // one-part gap filler is not this.
    id: 'chemicals',
    triggers: [
      /\b(?:froth[- ]?paks?|(?:two|2)[- ](?:part|component) (?:spray )?foam|spray[- ]?foam (?:kits?|rigs?|guns?)|(?:closed|open)[- ]cell (?:spray )?foam kits?|diy spray[- ]?foam)\b/,
      /\bspray[- ]?foam\w*\b(?: [\w']+){0,8} (?:myself|ourselves|diy|kits?)\b/,
    ],
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // Pool shock (cal hypo) or chlorine tablets mixed with acid in one bucket: chlorine gas,
    // and cal hypo with other chlorine can start a fire (CDC pool chemical safety).
    id: 'chemicals',
    triggers: [/\b(?:pre-?mix\w*|mix\w*|combin\w*|same bucket|together|in with)\b/],
    sentenceNeeds:
      /^(?=.*\b(?:shock|cal[- ]?hypo|calcium hypochlorite|chlorine|trichlor|tabs|tablets)\b)(?=.*\b(?:acid|muriatic|ph (?:down|minus|decreaser)|dry acid)\b)/,
  },
  {
    // "Which cleaners should never go together?": the answer is the mixing warning itself.
    id: 'chemicals',
    triggers: [
      /\b(?:never|not|shouldn'?t|don'?t|can'?t|cannot|safe to|ok to|okay to)\b(?: \w+){0,2} (?:be )?(?:mix\w*|go together|combin\w*|used together)\b/,
    ],
    sentenceNeeds: /\b(?:clean\w*|chemicals?|bleach|ammonia|products?|sprays?)\b/,
    mentionCounts: true,
  },
  {
    // Solvent paint sprayed where a heater burns: the vapour reaches the flame (NFPA 33 keeps
    // spraying away from open flames; every oil-based can says so).
    id: 'chemicals',
    triggers: [
      /\bspray\w*\b|\brattle ?cans?\b|\bhvlp\b|\blacquer\b|\bcontact (?:cement|adhesive)\b/,
    ],
    messageNeeds: [
      /\b(?:oil[- ]based|solvent|lacquer|enamel|spray paint|rattle ?cans?|thinners?|acetone|contact (?:cement|adhesive)|xylene|toluene)\b/,
      /\b(?:heater|pilot|flame|furnace|wood ?stove|burner|water heater|boiler)s? (?:is |was |are )?(?:running|going|on|lit)\b|\b(?:propane|kerosene|paraffin|gas|buddy) heater\b|\bpilot light\b|\bopen flame\b/,
    ],
    unless:
      /\b(?:turn\w* (?:the |it |that )?(?:heater|pilot) off|heater off|no heater|outside|outdoors)\b/,
  },
  {
    // A solvent product spread over a room where a furnace, boiler or water heater burns, with
    // the windows shut: solvent adhesive removers' and thinners' labels say to put out every
    // flame and pilot light and ventilate, because the vapour is heavier than air and finds the
    // burner, and breathing it gives the headache.
    id: 'chemicals',
    triggers: [
      /\b(?:adhesive|glue|mastic|tar|paint) removers?\b|\bsolvent\b|\b(?:lacquer |paint )?thinners?\b|\bmineral spirits?\b|\bwhite spirits?\b|\bacetone\b|\bxylene\b|\btoluene\b|\bcontact (?:cement|adhesive)\b/,
      /\b(?:coat|coats|pour\w*|spread|mop\w*|roll\w*|brush\w*|soak\w*|put (?:it |the \w+ )?down|applied|apply\w*|whole (?:floor|basement|room))\b/,
    ],
    messageNeeds: [
      /\b(?:adhesive|glue|mastic|tar|paint) removers?\b|\bsolvent\b|\b(?:lacquer |paint )?thinners?\b|\bmineral spirits?\b|\bwhite spirits?\b|\bacetone\b|\bxylene\b|\btoluene\b|\bcontact (?:cement|adhesive)\b/,
      /\b(?:furnace|boiler|(?:gas )?water heater|hot water (?:tank|heater)|pilot(?: light)?s?|gas dryer|heater)\b/,
      /\b(?:windows? (?:\w+ ){0,3}(?:are |were |is |'re )?(?:shut|closed)|(?:shut|closed) (?:\w+ )?windows?|no (?:ventilation|window|airflow)|smell (?:is |was |'s )?(?:really |very |super |so )?(?:strong|bad|overpowering)|fumes|headache|dizzy|light-?headed)\b/,
    ],
    unless: (sentence) =>
      PAST_ONLY(sentence) ||
      /\b(?:turn\w* (?:the |it |that )?(?:heater|pilot|furnace|boiler) off|pilots? (?:are |is )?(?:out|off)|outside|outdoors)\b/.test(
        sentence,
      ),
  },
  {
    // A solvent stripper (the skull on the can) used where the fumes cannot get out, by any
    // of its shop names ("a can of Aircraft Remover").
    id: 'chemicals',
    triggers: [
      /\bstripper\b|\bskull\b|\bcrossbones\b|\baircraft remover\b|\b(?:paint|varnish|coating|finish|epoxy|enamel) remover\b|\bcitri-?strip\b|\bnitromors\b|\bklean-?strip\b/,
    ],
    messageNeeds: /\b(?:paint|varnish|finish|strip\w*|fumes)\b/,
    unless:
      /\b(?:wire strip\w*|wallpaper strip\w*|floor strip\w*|stripper machines?|steam\w*|stripper pole)\b/,
  },
  {
    // A heater or another heavy load run on an extension reel left wound on its drum: the coiled
    // cable heats itself (reel makers rate it at a fraction of its load wound up; BS EN 61242).
    id: 'electrical',
    triggers: [
      /\b(?:wound|coiled|rolled) (?:up )?on (?:the |its )?(?:drum|reel)\b|\b(?:leave|leaving|left|keep|keeping)\b(?: \w+){0,4} (?:wound|coiled|rolled) up\b/,
    ],
    messageNeeds: [
      /\b(?:reel|drum|extension)\b/,
      /\b(?:heaters?|\d(?:\.\d)? ?kw|kettle|radiator|dehumidifier|compressor|welder|pressure washer|\d{4} ?w(?:atts?)?)\b/,
    ],
    unless: PAST_ONLY,
  },
  {
    // Phosphide fumigant tablets (Celphos, Phostoxin, "wheat tablets") put down rat holes or
    // used anywhere near where people live: they give off phosphine, which kills through walls
    // and floors and has no antidote (CDC and WHO poisoning guidance; the labels restrict them
    // to licensed fumigators, never in or under homes).
    id: 'chemicals',
    triggers: [
      /\b(?:celphos|phostoxin|quickphos|alphos|fumitoxin|phosphine|(?:aluminium|aluminum|zinc|magnesium) phosphide|fumigation (?:tablets?|pellets?)|(?:wheat|rice|grain) (?:tablets?|pills?))\b/,
    ],
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // Pool chlorine mixed with the pH-down acid, or anything else, in one bucket.
    id: 'chemicals',
    triggers: [/\b(?:pre-?mix\w*|mix\w*|combin\w*|together|same bucket|one bucket)\b/],
    messageNeeds: [
      /\b(?:chlorine|shock|hypochlorite|bleach|trichlor|dichlor)\b/,
      /\b(?:acid\w*|ph (?:down|minus|decreaser)|ammonia|vinegar|muriatic|algaecide)\b/,
    ],
  },
  {
    // Calcium hypochlorite shock poured in with trichlor tablets (a floater, a feeder, the
    // skimmer) can burst into flame or give off chlorine gas: pool chemical labels say never to
    // mix two kinds of chlorine.
    id: 'chemicals',
    triggers: [
      /\b(?:pour|put|add|dump|drop|tip|throw|sprinkl)\w* (?:[\w-]+ ){0,6}(?:into|in|on top of|in with|onto) (?:the |my |our )?(?:floater|feeder|chlorinator|skimmer|tabs|tablets|pucks)\b/,
    ],
    messageNeeds: [
      /\b(?:cal[- ]?hypo|calcium hypochlorite|shock|granul\w*)\b/,
      /\b(?:trichlor\w*|tabs|tablets|pucks|dichlor\w*|stabili[sz]ed)\b/,
    ],
  },
  {
    // Acid poured after bleach or pool shock into the same water (a well being shock-
    // chlorinated, a bucket, a drain): acid on hypochlorite gives off chlorine gas. The
    // bleach and pool-chemical labels, and well-disinfection guides, say never add acid.
    id: 'chemicals',
    triggers: [
      /\b(?:muriatic|hydrochloric|ph (?:down|minus|decreaser)|(?:brick|concrete|patio) acid|acid)\b/,
    ],
    sentenceNeeds: /\b(?:pour\w*|add\w*|dump\w*|put\w*|tip\w*|use\w*|throw\w*)\b/,
    messageNeeds: [
      /\b(?:bleach|chlorine|pool shock|shock (?:it|the (?:well|water|system))|hypochlorite|cal[- ]?hypo)\b/,
      /\b(?:well|bucket|tank|cistern|drain|toilet|pipes?|the water|down (?:it|both|the))\b/,
    ],
    unless: (sentence) =>
      PAST_ONLY(sentence) ||
      /\b(?:rins\w*|days? (?:later|after)|next (?:day|week))\b/.test(sentence),
  },
  {
    // Hay or grain baled damp and gone mouldy: its spores, shaken out by hand every day, cause
    // farmer's lung, the cough and fever that lift away from the barn (NIOSH).
    id: 'mould',
    triggers: [
      /\b(?:rained on|mou?ldy|musty|clumped|caked|dust like smoke|puff of (?:\w+ ){0,2}dust|(?:white|grey|gray) dust)\b/,
    ],
    messageNeeds: [
      /\b(?:hay|bales?|straw|grain|silage|haylage)\b/,
      /\b(?:cough\w*|tight chest|chest (?:is )?tight|feverish|fever|achey|achy|aches|wheez\w*|short of breath|breathless\w*|flu[- ]?like|asthma)\b/,
    ],
    unless: PAST_ONLY,
  },
  {
    // Pool acid kept over or beside the chlorine: a leaking jug on the granules gives off
    // chlorine gas in the shed.
    id: 'chemicals',
    triggers: [
      /\b(?:above|next to|beside|on top of|over|right over|under|below) (?:the |a |my |our )?(?:\w+ )?(?:chlorine|shock|granules|cal[- ]?hypo|muriatic|acid)\b/,
    ],
    messageNeeds: [
      /\b(?:chlorine|shock|hypochlorite|cal[- ]?hypo|trichlor)\b/,
      /\b(?:acid\w*|muriatic|ph (?:down|minus|decreaser))\b/,
    ],
  },
  {
    // Rust removed by electrolysis gives off hydrogen at the electrodes: in a closed cupboard
    // or beside a pilot light it can ignite.
    id: 'chemicals',
    triggers: [
      /\belectrolysis\b|\b(?:pilot|flames?|cupboard|closet|indoors|inside|lid|sealed|overnight|laundry)\b/,
    ],
    messageNeeds: [
      /\belectrolysis\b/,
      /\b(?:pilot|flames?|gas (?:heater|water heater|boiler|hot water)|cupboard|closet|indoors|inside|lid|sealed|overnight|laundry)\b/,
    ],
    unless: PAST_ONLY,
  },
  {
    // Bleach in one sentence, an acid or ammonia cleaner in another.
    id: 'chemicals',
    triggers: [
      /\bbleach\w*\b|\b(?:clorox|domestos|domex|zonrox|javex|jik|parazone|hypochlorite)\b/,
    ],
    messageNeeds:
      /\b(?:star ?san|ammonia|vinegar|acid\w*|toilet bowl cleaner|drain cleaner|rust remover|lime[- ]?away|limescale|descal\w*|clr|windex|limescale remover|descaler|scale remover|kettle descaler|mould remover|grout cleaner|harpic|toilet cleaner|window cleaner|glass cleaner)\b/,
  },
  {
    // A drain or a toilet moved to a new place, or a concrete slab cored to do it: plumbing
    // work that needs a permit and its inspection (IRC R105.1 and P2503; IPC 106; UPC 103),
    // and in a condo the board's consent, since the slab is common property (in a
    // post-tensioned slab a core can cut a tendon).
    id: 'permit',
    triggers: [
      // "Break up the concrete floor and tie into the main drain" for a new bathroom.
      /\b(?:break\w*|cut\w*|jackhammer\w*|dig\w*) (?:up |out |into |through )?(?:the )?(?:concrete |basement )?(?:floor|slab)\b(?: [\w']+){0,4} (?:tie|connect|hook|plumb)\w* (?:it )?(?:in)?(?:to|into) (?:the )?(?:main )?(?:drain|sewer|stack|soil pipe|waste)\b/,
      /\b(?:mov|relocat|shift)\w* (?:the |a |our |my )?(?:\w+ )?(?:drains?|toilets?|soil (?:stack|pipe)|waste (?:pipe|line)s?|rough[- ]?ins?)\b(?: [\w']+){0,4} (?:\d+ ?(?:ft|feet|foot|inch\w*|in|cm|mm|m|metres?|meters?)\b|over to|across|to the (?:other|opposite)|to where)|\bdrains?\b(?: [\w']+){0,3} (?:moves|would move|will move|moving|gets moved|relocat\w*)\b|\bcor(?:e|ed|ing) (?:the |a |through (?:the )?)?(?:concrete )?(?:slab|floor)\b/,
    ],
    unless: PAST_ONLY,
  },
  {
    // A detached shed or workshop bigger than the codes exempt needs a building permit: the
    // IRC (R105.2) exempts 200 ft² since 2015 and 120 ft² before, which many towns still use;
    // England's Building Regulations (Schedule 2, class VI) exempt 15 m².
    id: 'permit',
    triggers: [
      new RegExp(
        `\\b(?:${TO_BUILD}|put\\w* in|add\\w*)\\b(?: [\\w²'-]+){0,6} (?:shed|workshop|garage|studio|cabin|outbuilding|garden (?:room|office|studio|gym|bar|pod)|office pod|she ?shed|man ?cave|summer ?house|barn|bunkie|coop|chicken coop|hen ?house|chicken house|stable|pole barn)s?\\b`,
      ),
    ],
    // With the slab poured or the frame up, the permit was a question for before.
    unless: (sentence) =>
      !floorAreaOverExempt(sentence) ||
      /\b(?:slab|footings?|foundations?|base|frame)\b(?: \w+){0,2} (?:got |was |were |has been |have been |is |are )?(?:poured|done|down|in|up)\b/.test(
        sentence,
      ),
  },
  {
    // A building someone will sleep or live in, or with a bathroom or a kitchen in it, needs a
    // building permit or consent whatever its size: it is habitable space with plumbing and
    // drainage (IRC R105.1; NZ Building Act Schedule 1 exempts small detached buildings only
    // without sanitary facilities; England's Schedule 2 class VI excludes sleeping
    // accommodation).
    id: 'permit',
    triggers: [
      new RegExp(
        `\\b(?:${TO_BUILD}|add\\w*)\\b(?: [\\w²'-]+){0,6} (?:sleep-?outs?|granny (?:flats?|annex\\w*|pods?)|guest ?(?:houses?|cottages?|suites?)|backyard (?:cottages?|homes?|units?)|adus?|accessory dwelling(?: units?)?|tiny (?:houses?|homes?)|in-?law (?:suites?|units?|apartments?|cottages?)|bunk ?houses?)\\b(?! (?:on|trailer))`,
      ),
      new RegExp(
        `\\b(?:${TO_BUILD})\\b(?: [\\w²'-]+){0,6} (?:shed|workshop|studio|cabin|outbuilding|garden (?:room|office|studio|gym|pod)|office pod|summer ?house|bunkie)s? (?:\\w+ ){0,3}(?:with|and) (?:a |an |its own )?(?:\\w+ )?(?:bathroom|toilet|loo|wc|shower|ensuite|en-suite|kitchen\\w*|bedroom)\\b`,
      ),
      /\b(?:want|need|put\w*|add\w*|fit\w*|plumb\w*|install\w*)\b(?: [\w']+){0,3} (?:a |an )?(?:little |small |tiny )?(?:wc|toilet|loo|bathroom|shower|kitchenette)\b(?: [\w']+){0,3} (?:in|into) (?:it|the (?:shed|studio|cabin|office|outbuilding|garden room|workshop))\b/,
    ],
    // A tiny house on a trailer is a vehicle, registered rather than permitted.
    messageUnless:
      /\b(?:on (?:a |the |its )?(?:trailer|wheels)|trailer|caravan|motorhome|rv|bus conversion)\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // "We're getting a garden room built ... 35 sqm, with a shower room and a sofa bed": a
    // building someone else puts up is still the owner's to permit when it is over the
    // exempt size or has a bathroom or a bed in it (as the two rules above).
    id: 'permit',
    triggers: [
      /\b(?:get|gets|getting|got|have|having|had)\b (?:a |an |the |our |my )?(?:new |big |small |little |custom )?(?:\w+ )?(?:garden (?:room|office|studio|gym|pod)|shed|workshop|cabin|log cabin|studio|outbuilding|summer ?house|office pod|sleep-?out|granny (?:flat|annex\w*|pod))s? (?:\w+ ){0,2}(?:built|put up|erected|installed|delivered and (?:built|installed))\b/,
    ],
    messageUnless: (message) =>
      !floorAreaOverExempt(message) &&
      !/\b(?:shower\w*|toilet|loo|wc|bathroom|ensuite|en-suite|kitchen\w*|sofa ?bed|(?:a |spare |double |single )bed|sleep\w*|stay over|(?:can|could|will|to) stay)\b/.test(
        message,
      ),
    unless: PAST_ONLY,
  },
  {
    // A rainwater tank joined to the mains, or shower and laundry water piped to the garden: a
    // licensed plumber's job with a backflow device, and a greywater system needs approval
    // (AS/NZS 3500.1 backflow prevention; state greywater rules; UPC Chapter 15 and IPC
    // Appendix C; the UK Water Supply (Water Fittings) Regulations 1999).
    id: 'permit',
    triggers: [
      /\b(?:tee|teeing|connect\w*|plumb\w*|join\w*|cut\w*|tap\w*) (?:it |them )?(?:\w+ ){0,6}(?:into|to|onto) (?:the )?(?:water )?mains(?: (?:line|pipe|supply|water))?\b/,
      /\b(?:divert\w*|cut\w* into|plumb\w*|pip(?:e|ing)|connect\w*) (?:\w+ ){0,4}(?:waste pipes?|gr[ae]y ?water|(?:shower|laundry|bath) (?:and \w+ )?(?:waste|water))\b/,
    ],
    messageNeeds:
      /\b(?:rain ?water|rain) tanks?\b|\bgr[ae]y ?water\b|\brain[- ]to[- ]mains\b|\b\d[\d,]* ?(?:l|litres?|liters?|gallons?) tank\b|\b(?:shower|laundry|bath) (?:and \w+ )?(?:waste|water)\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // Dropping the kerb or ramping a drive over the footpath needs the council's consent (in
    // England a highways application under the Highways Act 1980, s.184; city curb-cut
    // permits in the US).
    id: 'permit',
    triggers: [
      /\b(?:break|drop|lower|cut|knock|grind)\w* (?:\w+ ){0,3}(?:kerbs?|curbs?)\b|\bdropped kerb\b|\bcurb cut\b|\b(?:ramp|concrete) (?:\w+ ){0,3}over the (?:pavement|footpath|sidewalk|curb|kerb)\b/,
    ],
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // A loft someone will sleep in is a habitable room: it needs the building regulations'
    // fire escape, a fixed stair and a floor made for it (England's Approved Documents B and
    // K; IRC R310 emergency escape and R311.7 stairways), not boards on the ceiling joists
    // and a pull-down ladder.
    id: 'permit',
    triggers: [
      /\b(?:he|she|they|we|i|son|daughter|lad|boy|girl|kids?|teen\w*|guests?|lodger|tenant|student|nan|gran\w*|mum|mom|dad)\b(?: [\w']+){0,3} (?:move|moving|moves|sleep|sleeping|sleeps|live|living|lives|stay|staying)\b(?: in)? (?:up there|up in (?:the |our )?(?:loft|attic)|in (?:the |our )?(?:loft|attic))\b/,
    ],
    messageNeeds: /\b(?:loft|attic)\b/,
    // Converted by builders and signed off: done the right way.
    messageUnless:
      /\b(?:signed off|completion certificate|building (?:control|regs?|regulations) (?:approved|passed|signed)|permitted|with (?:a |the )?permit)\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // "No switchboard work so it doesn't need a sparky, right?": new fixed wiring is licensed
    // or notifiable work in most places, board or no board (Australian states' electrical
    // licensing and certificates of compliance; England's Part P for new circuits and outdoor
    // work; US permits for new wiring).
    id: 'permit',
    mentionCounts: true,
    triggers: [
      /\b(?:don'?t|do not|won'?t|doesn'?t|does not|no) (?:even )?(?:need|needs|require|requires) (?:a |an |to (?:get|call|have|pay) (?:a |an )?)?(?:licensed |qualified |registered |proper )?(?:sparky|sparkie|sparks|electrician)s?\b|\bno need for (?:a |an )?(?:licensed |qualified |registered )?(?:sparky|sparkie|electrician)\b/,
    ],
    messageNeeds:
      /\b(?:wire|wiring|cable|tps|romex|circuits?|junction box|j-?box|downlights?|power ?points?|outlets?|sockets?|gpos?|fans?)\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // "Do I need to get anything signed off?", "do we need any permission from anyone?" for
    // a carport, a conversion or an extension: the answer is the permit, named plainly
    // (IRC R105.1; England's Building Regulations and planning permission).
    id: 'permit',
    triggers: [
      /\b(?:do|does|would|will) (?:i|we|you|they|it) (?:\w+ )?need (?:to get )?(?:any |a |an |the )?(?:\w+ ){0,3}(?:permission|consent|approval|sign[- ]?off|paperwork)\b|\bget (?:anything|it|this|that|the \w+) signed off\b|\bneeds? (?:to be )?signed off\b/,
    ],
    messageNeeds: NEEDS_APPROVAL,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // "Don't really want to deal with the county for something this small": the same question,
    // answered by the wish to skip it. The "don't" is the point, not a denial.
    id: 'permit',
    mentionCounts: true,
    triggers: [
      /\b(?:deal(?:ing)? with|go(?:ing)? through|bother(?:ing)? with|involv\w*) (?:the )?(?:county|council|city|town|municipality|building (?:department|dept|control)|inspectors?|permits?|planning)\b/,
    ],
    messageNeeds: NEEDS_APPROVAL,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // In a conservation area (England and Wales) outbuildings beside the house, cladding,
    // dormers and side extensions need planning permission that elsewhere would be permitted
    // development (the General Permitted Development Order 2015, article 2(3) land).
    id: 'permit',
    triggers: [/\bconservation area\b/],
    messageNeeds:
      /\b(?:build\w*|extend\w*|put\w* (?:up|in)|install\w*|replac\w*|demolish\w*|knock\w* down|clad\w*|render\w*|add\w*|convert\w*|fit\w*)\b(?: [\w']+){0,4} (?:extension|outbuilding|office|studio|shed|garage|dormer|windows?|doors?|roof\w*|solar panels?|satellite dish|porch|fence|wall|cladding|render)\b/,
    unless: (sentence) =>
      PAST_OR_DONE_BY_A_PRO(sentence) ||
      /\bnot (?:looking|planning|going|wanting) to\b|\bdon'?t want to\b/.test(sentence),
  },
  {
    // A bedroom in a basement needs an emergency escape window (IRC R310.1); a windowless one
    // will not pass, and finishing a basement is permitted work.
    id: 'permit',
    negativeSymptom: true,
    triggers: [
      /\bno (?:egress )?windows?\b|\bwithout (?:a |an |any )?(?:egress )?windows?\b|\bwindowless\b|\bno way out\b/,
      // "The only window is one of those little ones up near the ceiling": too small to climb
      // out of.
      /\b(?:little|small|tiny|narrow|skinny|hopper)\b(?: [\w']+){0,3} (?:up )?(?:near|by|at|under|below) the ceiling\b|\bonly window\b(?: [\w']+){0,6} (?:little|small|tiny|narrow|skinny|hopper)\b/,
    ],
    messageNeeds: [
      /\b(?:basement|cellar|lower level|downstairs)\b/,
      /\b(?:bedroom|sleep\w*|bed|rent (?:it|the room|the basement|it out)|tenants?|lodgers?|boarders?|students?|guest room)\b/,
    ],
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // "The builder says it's agricultural so we don't need planning": being told the approval
    // is not needed is exactly when to check it with the council or building department.
    id: 'permit',
    mentionCounts: true,
    triggers: [
      /\b(?:don'?t|do not|won'?t|doesn'?t|does not|no) (?:even )?(?:need|needs|require|requires) (?:any |a |to )?(?:planning|permits?|consent|approval|building regs|plans|submit (?:any )?plans)\b|\bno paperwork\b/,
    ],
    messageNeeds:
      /\b(?:build\w*|stables?|extension|garage|shed|stoep|stoop|porch|conservatory|sunroom|annex\w*|granny flat|cabin|studio|deck|loft|wall|enclos\w*|convert\w*)\b/,
    // Unless the council or the building department said so itself.
    unless: (sentence) =>
      PAST_OR_DONE_BY_A_PRO(sentence) ||
      /\b(?:council|city|county|building (?:department|dept|control|inspector|official)|municipality|planning (?:office|department|dept|officer))\b(?: [\w']+){0,3} (?:says?|said|told|confirmed|checked)\b/.test(
        sentence,
      ),
  },
  {
    // Replacement windows are notifiable building work in England and Wales (Building
    // Regulations 2010, reg. 12 and Schedule 1 Part L): a fitter registered with a competent
    // person scheme (FENSA, Certass) certifies them, otherwise building control must be told;
    // many US and Canadian towns want a permit too. Asked as "do I need any paperwork", or a
    // fitter "not registered with anything".
    id: 'permit',
    triggers: [
      /\b(?:replac\w*|new|fit\w*|install\w*|swap\w*|chang\w*)\b(?: [\w']+){0,6} (?:windows?|upvc|double glaz\w*|glazing)\b/,
    ],
    messageNeeds:
      /\b(?:not registered|unregistered|fensa|certass|paperwork|building control|building regs|sign(?:ed)?[- ]off|certificate|permit)\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // Impact windows are fitted under a permit and an inspection where hurricanes call for
    // them (Florida Building Code, Building 105.1); the insurance discount depends on it.
    id: 'permit',
    triggers: [/\b(?:impact|hurricane)(?:[- ]rated)? (?:\w+ )?windows?\b/],
    messageNeeds:
      /\b(?:myself|ourselves|diy|doing (?:all|them|it)|install\w*|fit\w*|put (?:them |it )?in|anchor\w*|tapcons?|screw\w*)\b/,
    unless: DONE_BY_A_PRO,
  },
  {
    // The supplier's seal on the cutout or meter cut to reach the main fuse: the network's
    // work, and the fuse behind it has nothing upstream to switch it off.
    id: 'main-panel',
    triggers: [
      /\b(?:cut|break|snip|remov|clip)\w* (?:off )?(?:the |a |its |that )?(?:wire |lead |meter |utility |dno |plastic )?seals?\b/,
    ],
    messageNeeds:
      /\b(?:main fuse|service fuse|supply fuse|cut-?out|meter|dno|utility|electricity board)\b/,
    unless: DONE_BY_A_PRO,
  },
  {
    // "Council wants plans… honestly no one can see under there from the street": the approval
    // the council asked for, skipped. The "no one" is the point, not a denial.
    id: 'permit',
    mentionCounts: true,
    triggers: [
      /\b(?:no ?one|nobody|council|the inspector|they)(?:'s| is)?(?:'ll| will| would| can| could| is going to| are going to)?(?:n'?t| not| never)? (?:\w+ ){0,3}(?:see|know|find out|notice|check)\b/,
    ],
    messageNeeds: [
      /\b(?:council|permits?|certifier|approval|inspector|plans|building control|consent|city|county)\b/,
      /\b(?:build\w*|wall\w*|extension|convert\w*|room|bedroom|shower|deck|install\w*|wir\w*|plumb\w*|roof\w*)\b/,
    ],
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // A septic tank or drain field dug or replaced by the owner: health departments and
    // councils permit and inspect these, and a failed field contaminates wells and streams.
    id: 'permit',
    triggers: [
      /\b(?:dig\w*|build\w*|put\w* in|install\w*|replac\w*|lay\w*|redo\w*|new) (?:\w+ ){0,4}(?:drain ?field|leach ?field|septic (?:tank|system|field)|soakaway|soak ?pit|leach lines?)s?\b/,
      // "The drain field is done… I'll dig a new field next to the old one myself."
      /\b(?:dig\w*|build\w*|put\w* in|install\w*|lay\w*) (?:a |the |our |my )?(?:new |replacement )?(?:field|tank)\b/,
    ],
    messageNeeds: /\b(?:septic|drain ?field|leach ?field|soakaway|soak ?pit)\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // A terrace, balcony, porch or carport closed in to make a room: a change to the building
    // most councils and building owners must approve.
    id: 'permit',
    triggers: [
      /\b(?:clos\w*|enclos\w*|glaz\w*|wall(?:ing|ed) in|box(?:ing|ed) in|convert\w*|turn\w*) (?:in |up )?(?:the |our |my |a |that |this )?(?:\w+ ){0,2}(?:terrace|balcony|porch|veranda|verandah|patio|carport|lanai|stoep|stoop)\b(?! (?:doors?|blinds?|screens?|gates?|umbrellas?|curtains?|shutters?|awnings?|furniture|heaters?|lights?)\b)/,
    ],
    messageNeeds: /\b(?:room|windows?|walls?|roof|extension|glass|glazing|enclos\w*|cerramiento)\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    id: 'permit',
    // "He's got the permit, all sorted", "permit closed", "the electrician replaced it last
    // month, permit and inspection and everything": already done.
    unless: (sentence) =>
      PERMIT_IN_HAND.test(sentence) ||
      // "Clearing the loft before the conversion starts", "measuring up for conversion quotes":
      // a conversion the builders will do, named in passing.
      (/\bconversion\b/.test(sentence) &&
        /\b(?:quotes?|quoted|starts|builders?|architects?|before the|company|firm)\b/.test(
          sentence,
        ) &&
        !/\bpermit|\bmyself\b|\bourselves\b|\bdiy\b/.test(sentence)) ||
      (DONE_BY_A_PRO.test(sentence) &&
        !/\bwithout (?:a |any )?permits?\b|\bno permits?\b|\b(?:didn'?t|did not|never) (?:get|pull|take out)\b/.test(
          sentence,
        )),
    mentionCounts: true,
    triggers: [
      // "The portable aircon for the loft conversion": a room that was converted long ago.
      /(?<!\b(?:in|for|into|from|of|up|at|to) (?:the|our|my|his|her|their|mum'?s|mom'?s) )\b(?:garage|loft|attic|basement|porch|shed) conversion\b|\b(?:convert\w*|turn\w*) (?:the |our |my |an? )?(?:\w+ ){0,2}(?:garage|loft|attic|basement|porch|shed) (?:\w+ ){0,2}(?:into|to) (?:a |an )?(?:[\w-]+ ){0,2}(?:bedroom|room|living|office|flat|apartment|suite|studio|gym)\b/,
      /\bpermits?\b|\b(?:nobody|no one|no-one|the council) (?:needs|has|have|need) to know\b|\bunder the radar\b|\b(?:do|does) (?:we|i|you) (?:need|have) to (?:tell|inform|notify|ask) (?:anybody|anyone|the (?:township|council|city|county|town|municipality))\b|\bwithout (?:telling|asking|going to|going through|involving) (?:the )?(?:council|city|county|inspector|building department)\b|\b(?:don'?t|do not|not|never) (?:want to |wanna |planning to |going to |gonna |plan to |intend to |bothering to )?(?:involve|tell|bother|get|inform|notify) (?:the )?(?:city|council|county|town|inspectors?|building (?:department|control))\b/,
      // Not a buyer's pre-purchase "building inspection report" (Australia, New Zealand) and
      // what it noted: that is a survey of the house, not the council's.
      /(?<!\b(?:pest and|pest &|pre-?purchase|pre-?sale|vendor'?s?|buyers?'?) )\bbuilding (?:inspector|inspection|department|code)\b(?!(?:'s|s')? reports?| mentions| says| said| noted| notes| flagged| wrote| found| picked| ticked|(?:'s| is| was| has)? (?:done|back|came|come|clean|passed|all clear))|\bcode inspection\b/,
      /\b(?:get|getting) the (?:city|county|council|town) involved\b|\bpull\w* (?:a |the |any )?permits?\b|(?<!\b(?:barely|hardly|scarcely|hood|fan|extractor|vacuum|hoover) )\bpull\w* anything\b(?! (?:out|up|off|down|apart))/,
      /\b(?:rental|legal|secondary|in-?law|granny|basement|self-contained) (?:suite|unit|flat|apartment|annex\w*)\b(?: [\w']+){0,6} (?:(?:build|frame|framing|add|turn|convert|create)\w*|mak(?:e|ing) (?:it|them|a|an|into|the)\b|rent(?:ing)? (?:it |them )?out)|\b(?:build|frame|framing|add|turn|convert|make|create|put in)\w* (?:[\w'-]+ ){0,9}(?:rental|legal|secondary|in-?law|granny|basement|self-contained) (?:suite|unit|flat|apartment|annex\w*)\b|\bfinish(?:ing|es)? (?:the |our |my )?basement\b(?! (?:floor|slab|stairs|steps))|\b(?:add|adding|put in|putting in) (?:a |another )?(?:bathroom|bedroom|addition)\b/,
    ],
  },
  {
    // A septic tank or its drain field put in or moved by the owner: an onsite wastewater
    // permit or consent, because a field near a stream or a well pollutes them (U.S. EPA
    // SepticSmart; state and regional health codes; setbacks from wells and water).
    id: 'permit',
    triggers: [
      /\b(?:new|put\w* in|install\w*|build\w*|replac\w*|relocat\w*|mov\w*|extend\w*|trench\w*|dig\w*|lay\w*)\b(?: \w+){0,4} (?:(?:drain|leach|soakage|disposal|absorption|septic|effluent) )?(?:field|bed|lines|trenches|tank)\b/,
    ],
    messageNeeds:
      /\b(?:septic|soakage|leach ?field|drain ?field|soakaway|effluent|wastewater|cesspit|cesspool)\b/,
    unless: (sentence) => PAST_OR_DONE_BY_A_PRO(sentence) || PRO_BOOKED.test(sentence),
  },
  {
    // An outbuilding told by its size ("24x32 pole building in the back corner") in a message
    // about building it: bigger than the codes exempt, it needs a permit (IRC R105.2).
    id: 'permit',
    triggers: [
      /\b\d+ ?(?:x|by|×) ?\d+(?: ?(?:ft|foot|feet|m|metres?|meters?))? (?:\w+ )?(?:shop|workshop|garage|shed|pole (?:building|barn)|barn|cabin|outbuilding|studio)\b/,
    ],
    messageNeeds:
      /\b(?:pulling the trigger|plan\w*|going to|gonna|site prep|slab|footings?|pour\w*|kit|build\w*|put\w* up|erect\w*|quotes?)\b/,
    unless: (sentence) =>
      !floorAreaOverExempt(sentence) ||
      PAST_OR_DONE_BY_A_PRO(sentence) ||
      /\b(?:permits?|approved|approval)\b/.test(sentence),
  },
  {
    // A deck built high off the ground or fixed to the house.
    id: 'permit',
    triggers: [
      /\b(?:build\w*|add\w*|put\w* up|attach\w*)\b(?: \w+){0,4} (?:deck|balcony)\b|\b(?:want|planning|plan)\w* (?:a |to (?:build|put|add) a )?(?:\w+ )?deck\b/,
      /\b(?:rebuild\w*|extend\w*|enlarg\w*)\b(?: [\w']+){0,4} (?:deck|balcony|it)\b|\b(?:deck|balcony)\b(?: [\w',]+){0,12} (?:rebuild\w*|bigger|larger|new (?:posts|footings))\b/,
      // "Since we're rebuilding anyway I want to go bigger", of the deck named before.
      /\b(?:rebuild\w*|replac\w*)\b(?: [\w']+){0,6} (?:go|going|make it|build it) (?:a (?:bit|lot) )?(?:bigger|larger|higher)\b/,
    ],
    messageNeeds:
      /\b(?:second|2nd|upper|first) (?:floor|storey|story)\b|\b(?:[4-9]|1\d|2\d) ?(?:ft|feet|foot|'|m|metres?|meters?) (?:up|high|off the ground)\b|\bup (?:about |around )?(?:[4-9]|1\d|2\d) ?(?:ft|feet|foot)\b|\b(?:[2-9](?:\.\d)?|1\.[5-9]) ?(?:m|metres?|meters?) (?:up|high|off the ground|above)\b|\bledger\b|\b(?:drops?|falls?|drop of|fall of) (?:about |around |nearly |roughly |over |a good )?(?:(?:[1-9](?:\.\d)?) ?(?:m|metres?|meters?)|(?:[3-9]|1\d) ?(?:ft|feet|foot))\b|\b(?:bolted|attached|fixed|fastened|lagged|screwed|tied) (?:\w+ ){0,2}(?:to|onto|into) the (?:house|wall|house wall|building|brick\w*)\b/,
  },
  {
    // A wood burner or flue fitted by the owner: a building consent and an inspection.
    id: 'permit',
    triggers: [
      /\b(?:put|install|fit)\w* (?:it |the \w+ |a \w+ )?(?:in )?(?:myself|ourselves)\b|\brun\w* (?:new |a new )?flue\b/,
      // "Run single wall pipe straight up and cut a hole in the roof": the flue put in by hand.
      /\brun\w* (?:\w+ ){0,3}(?:pipe|flue|stove ?pipe|chimney)\b(?: \w+){0,3} (?:up|out|through)\b|\bcut\w* (?:a )?hole (?:\w+ )?(?:in|through) the (?:roof|wall|ceiling)\b/,
    ],
    messageNeeds:
      /\b(?:wood ?burner|log burner|wood ?stove|flue|fireplace|chimney liner|(?:airtight|pot[- ]?belly|cast iron|box|tent|cylinder|multi-?fuel) stoves?)\b/,
  },
  {
    id: 'electrical',
    triggers: [
      /\b(?:plain|regular|normal|standard|ordinary|old|spare|leftover) (?:\w+ )?(?:outlet|socket|receptacle)\b(?: \w+){0,8} (?:instead|in (?:its|it'?s) place)|\bput (?:that|it|one) in instead\b/,
      /\b(?:wir(?:e|es|ed|ing)|rewir\w*|splic\w*|tap\w* into|replac\w*|install\w*|swap\w*|chang\w*|add\w*|mov\w*|connect\w*|hook\w* up|hang\w*|put\w* (?:in|up)|take (?:down|out)|taking (?:down|out)|run\w*|hook\w* (?:it |them |that )?(?:up )?(?:to|into)) (?:[\w-]+ ){0,5}(?:outlets?|receptacles?|sockets?|switch(?:es)?|light fixtures?|light fittings?|pendants?|chandeliers?|boob lights?|ceiling lights?|ceiling fans?|ceiling roses?|dimmers?|gfcis?|afcis?|wires|wiring|junction box|thermostat wires|doorbell transformer|chandelier|pendant light|sconces?|flush[- ]mounts?|semi[- ]flush\w*|light(?![- ](?:framed|weight\w*|duty|colou?red|wood|oak|grey|gray|blue|green|brown)\b)|circuits?|spurs?)\b/,
      /\bput\w* (?:a |an |the |in |up )?(?:new )?(?:double |twin |single |extra |usb |switched )?(?:ceiling fan|light fixture|light fitting|pendant|chandelier|dimmer|outlet|socket|gfci)\b|\bspur\w* (?:\w+ ){0,3}(?:off|from) (?:the )?(?:ring|ring main|radial|circuit)\b/,
      // Matching wire colours, or the new fitting's terminals: the wiring is being done.
      /\b(?:14|12|10)\/[23]\b|\btap\w* off (?:that |the |a )?(?:box|junction box|circuit|light|spur)\b|\b(?:black|white|red|brown|blue) to (?:the )?(?:black|white|red|brown|blue)\b|\b(?:l,? n,? (?:and|&) (?:e|earth)|live,? neutral,? (?:and|&) earth)\b|\b(?:three|two|3|2) reds?\b/,
      // Power run out to an outbuilding: a new circuit, buried or overhead.
      /\b(?:run\w*|bring\w*|get\w*|lay\w*|tak\w*|feed\w*) (?:\w+ ){0,3}(?:power|electric\w*|a cable|cable|wiring|supply|a circuit) (?:\w+ ){0,3}(?:to|into|out to|down to|over to) (?:the |my |a |our )?(?:\w+ ){0,2}(?:shed|garage|workshop|barn|studio|outbuilding|cabin|office|summerhouse|greenhouse|gazebo|pergola|pool house)\b/,
      /\b\d{3} ?v (?:outdoor |outside |garden |external )?(?:sockets?|outlets?|power points?|gpos?)\b/,
      // "Another plug in the bedroom", "a plug out on the deck": a new outlet, however named.
      /\b(?:another|extra|second|more) (?:double |outdoor |outside )?(?:plugs?|plug points?|power points?|gpos?|outlets?|sockets?)\b|\b(?:put|run|add|fit|install)\w* (?:a |an )?(?:light and a )?plugs? (?:out |on |in )(?:on |in |at )?(?:the |a |our |my )?(?:\w+ )?(?:deck|garden|bedroom|room|kitchen|garage|shed|wall|side|back|yard|patio|porch|hall\w*|office|bathroom|loft|attic|lounge)\b/,
      /\b(?:run|go|going|come|take|taking|spur)\w* (?:\w+ ){0,4}(?:off|from) (?:the back of )?(?:(?:that|this) one|(?:the |that |this )?(?:existing |old )?(?:plug|outlet|socket|power point))\b/,
      /\b(?:twin and earth|twin & earth|romex|nm-?b|uf cable|uf-b|direct burial (?:cable|wire)|armou?red cable|swa cable)\b/,
      /\b(?:electrics?|electrical|wiring|power) (?:for|to) (?:the )?(?:pool|pump|hot tub|spa|shed|garage|workshop|pond)(?: \w+)?\b(?: [\w']+){0,3} (?:on us|on me|ourselves|myself|diy|up to us|up to me)\b/,
      /\b(?:hot wire|neutral wire|ground wire|live wire|black wire|white wire|bare copper(?! (?:pipes?|tubes?|lines?))|red wire)s?\b/,
      /\b(?:wires?|cables?|wiring)\b(?: [\w',]+){0,6} (?:chewed|gnawed|nibbled|frayed|exposed)\b|\b(?:chewed|gnawed|frayed|exposed|bare) (?:\w+ ){0,2}(?:wires?|cables?|wiring)\b|\bshiny copper\b/,
      /\b(?:outlets?|sockets?|receptacles?|switch(?:es)?) (?:\w+ ){0,3}(?:dead|not working|stopped working|loose|doesn'?t work|won'?t work)\b/,
      /\b(?:outlets?|receptacles?|switch(?:es)?|light fixtures?|ceiling fans?) (?:\w+ ){0,3}(?:and )?(?:put|install|swap|wire|replace|hook|connect)\w*/,
    ],
    unless: (sentence) => DONE_BY_A_PRO.test(sentence) || LIGHT_COVER_OFF_TO_CLEAN(sentence),
  },
  {
    // A water heater's high-temperature cutoff bridged with a jumper: the thermostat's backup
    // against boiling water and a burst tank (UL 174; the maker's instructions).
    id: 'scalding',
    stops: 'safety-bypass',
    triggers: [
      /\b(?:jumper|bridg\w*|bypass\w*|short\w*|jump\w*) (?:\w+ ){0,3}(?:across|out|over) (?:it|them|that|the \w+)\b|\bjumper (?:wire|lead)\b/,
    ],
    messageNeeds: [
      /\b(?:water heater|hot water heater|geyser|boiler|cylinder|immersion|tank)\b/,
      /\b(?:high[- ]?temp\w* (?:cut-?off|cut-?out|limit|switch)|cut-?off|cut-?out|eco|high[- ]limit|limit switch|reset (?:button|switch)|tco)\b/,
    ],
    unless: DONE_BY_A_PRO,
  },
  {
    // Black "soot" that is furry and spreading round a water mark after rain is mould.
    id: 'mould',
    triggers: [/\b(?:furry|fuzzy|hairy)\b/],
    messageNeeds: [
      /\b(?:soot\w*|black|dark|green)\b/,
      /\b(?:leak\w*|damp\w*|water (?:mark|stain)|condensation|musty)\b/,
    ],
  },
  {
    // Working on a socket or a switch without turning its circuit off, or wiring its
    // terminals: electrical work on live parts.
    id: 'electrical',
    triggers: [
      /\b(?:without|not|never|won'?t|wasn'?t going to|no need to) (?:bother\w* )?(?:with )?(?:turning|switching|turn|switch|shutting|shut) (?:anything|it|the power|the breaker|the circuit|the electric\w*|the mains) off\b/,
      /\b(?:red|black|brown|blue|green and yellow|yellow and green|bare|earth) (?:wire )?(?:goes|go|to) (?:to|on|in|into) (?:the )?(?:l|n|e|live|neutral|earth|line|load|terminal)\b/,
      /\bwhich (?:colou?r(?:ed)? )?wires? (?:go|goes|connect\w*|join\w*) (?:together|where|to)\b/,
    ],
    messageNeeds:
      /\b(?:sockets?|outlets?|plugs?|switch(?:es)?|lights?|light fittings?|fixtures?|pendants?|power points?|gpos?)\b/,
  },
  {
    // "Turn it into a little studio to let": the garage named, the conversion pronounced.
    id: 'permit',
    triggers: [
      /\b(?:turn|convert|make|do)\w* (?:it|this|that|them) (?:\w+ )?into (?:a |an )?(?:\w+ )?(?:studio|flat|bedroom|granny flat|annex\w*|airbnb|rental|office|living space|apartment|suite)\b/,
    ],
    messageNeeds: /\b(?:garage|loft|attic|basement|shed|barn|outbuilding|cellar|carport)\b/,
    unless: DONE_BY_A_PRO,
  },
  {
    // Chlorinated brake cleaner near a welding arc makes phosgene; two-pack paint sprayed with
    // a dust mask puts isocyanates in the lungs (HSE guidance on isocyanates; AWS safety).
    id: 'chemicals',
    triggers: [
      /\bbrake (?:parts )?cleaner\b|\bchlorinated (?:solvent|cleaner|degreaser)s?\b|\bpaper (?:dust )?masks?\b|\bdust masks?\b/,
    ],
    messageNeeds:
      /\b(?:weld\w*|mig|tig|arc|torch|plasma|2k|isocyanates?|2 ?pack|two[- ]pack|spray\w* (?:\w+ )?(?:clear|paint|lacquer|primer)|hvlp)\b/,
  },
  {
    // Digging where the plans show a gas main or cables, by hand or with a digger: the utility
    // locates and stands over it (811; Dial Before You Dig; HSG47).
    id: 'digging',
    triggers: [/\b(?:dig|digs|digging|dug|digger|excavator|backhoe|mini ?ex)\b/],
    messageNeeds:
      /\b(?:gas (?:main|pipe\w*|line)|pipeline|underground (?:cables?|lines?|pipes?|wires?)|cables? (?:\w+ ){0,3}underground|water (?:main|line)|buried|before ?u ?dig|standover|locate\w*)\b/,
    messageUnless: DIGGING_OUT_OF_SNOW,
    // "Started after the city dug up the water main": someone else's digging, done.
    unless: (sentence) =>
      PAST_ONLY(sentence) ||
      DUG_OUT_OF_STORAGE.test(sentence) ||
      DUG_IN_THE_LOFT(sentence) ||
      DUG_OUT_OF_WATER.test(sentence) ||
      /\b(?:grout|lint|caulk|splinter)\b|\b(?:hand[- ])?dug wells?\b|\b(?:city|council|county|utility|water (?:board|company)|crew|they)(?: \w+)? (?:dug|had dug|have dug|has dug|were digging)\b/.test(
        sentence,
      ),
  },
  {
    // A hole cored through a concrete beam or column, or a storey added on a slab: what holds
    // the building up is being changed without an engineer.
    id: 'structural',
    triggers: [
      /\bholes? (?:\w+ ){0,5}(?:through|in|into) (?:the |a )?(?:concrete |rcc |steel |main )?(?:beams?|columns?|lintels?|joists?|rafters?)\b|\bcor(?:e|ing|ed) (?:\w+ ){0,4}(?:through|into) (?:the |a )?(?:concrete |rcc )?(?:beams?|columns?|lintels?)\b/,
      /\b(?:add|build|put|construct)\w* (?:a |an |another |one more )?(?:first|second|third|upper|new|extra|top) (?:floor|storey|story|level)\b/,
    ],
    // "Some of them run through holes in the joists": holes there already, nothing cut.
    unless: (sentence) =>
      PAST_OR_DONE_BY_A_PRO(sentence) ||
      /\b(?:run|runs|running|ran|go|goes|going|pass\w*|threaded|fed|come|comes)\b(?: \w+){0,2} through (?:the )?(?:existing |old )?holes? in\b/.test(
        sentence,
      ),
  },
  {
    // The earth pin joined to neutral: the metal case is live the moment the neutral breaks.
    id: 'electrical',
    stops: 'protection-bypass',
    triggers: [
      /\b(?:connect|join|link|wire|tie|bridg|jump)\w* (?:\w+ ){0,5}(?:earth|ground)\w*(?: \w+){0,6} (?:to|with|and) (?:the )?neutral\b|\bneutral (?:\w+ ){0,3}(?:as|for) (?:an? |the )?(?:earth|ground)\b|\bbootleg ground\w*/,
    ],
    unless: DONE_BY_A_PRO,
  },
  {
    // A pool barrier is built to a standard and inspected (AS 1926.1 and the states' pool
    // laws; IRC Appendix G / ISPSC 305): a fence is what keeps a toddler out of the water.
    id: 'permit',
    triggers: [/\bpool (?:fence|fencing|barrier|gate)s?\b/],
    // Built, moved or replaced, not one that is there ("the pool fence has steel posts").
    messageNeeds:
      /\b(?:install\w*|build\w*|put\w* (?:in|up)|diy|myself|ourselves|replac\w*|mov\w*|remov\w*|(?:set|setting|concret\w*|sink\w*|dig\w*) (?:\w+ ){0,2}(?:posts?|spigots?|panels?))\b/,
    unless: DONE_BY_A_PRO,
  },
  {
    // An above-ground or kit pool deep enough to need a barrier and, in many places, a permit
    // (Western Australia: pools over 300 mm; the ISPSC and IRC Appendix G: over 24 inches).
    id: 'permit',
    triggers: [
      /\b(?:above[- ]ground|blow[- ]up|inflatable|kit|portable|frame|soft[- ]sided) (?:swimming )?pools?\b/,
    ],
    // Being bought or put up, not one already closed for its first winter.
    messageNeeds: [
      /\b(?:council|permits?|approval|consent|fenc\w*|barriers?|(?:0\.[3-9]|1(?:\.\d)?|2) ?m (?:deep|high|tall|walls?)|(?:[2-5]\d|[6-9]\d) ?(?:inch(?:es)?|in|cm)(?: deep| high| walls?)?)\b/,
      /\b(?:put\w* (?:up|in)|set\w* (?:\w+ ){0,2}up|install\w*|bought|buy\w*|getting|get (?:one|a)|thinking (?:of|about)|plan\w*|going to|gonna|want to|this weekend|order\w*)\b/,
    ],
    unless: DONE_BY_A_PRO,
  },
  {
    // A pool or pond pump run from an extension reel on the grass: a lead in the wet, often
    // without an RCD, beside the water people are in.
    id: 'electrical',
    triggers: [/\bextension (?:reel|lead|cord|cable)s?\b|\bpower (?:strip|board)s?\b/],
    messageNeeds: [
      /\b(?:paddling pool|pool pump|filter pump|pond pump|pump|hot tub|spa|fountain)\b/,
      /\b(?:grass|lawn|garden|outside|outdoors?|wet|puddle|rain)\b/,
    ],
  },
  {
    // Hot water measured hot: 66 °C scalds a child in about a second (CPSC; WHO; the
    // plumbing codes' 49-50 °C at the tap).
    id: 'scalding',
    triggers: [
      /\bthermometer\b(?: [\w']+){0,6} (?:read|reads|said|says|showed|shows|hit|was|is) (?:about |around |over )?(?:5[5-9]|[6-9]\d)\b/,
    ],
    messageNeeds: /\b(?:hot water|hot tap|bath|tap|shower|basin)\b/,
  },
  {
    // A filled hot tub weighs as much as a car; a balcony or deck is rarely built for it.
    id: 'structural',
    triggers: [
      /\b(?:hot tub|spa pool|jacuzzi|swim spa|inflatable spa|plug[- ](?:and|n|&)[- ]play spa|portable spa|hire spa|(?:\d+|four|five|six|seven|eight)[- ]?(?:seater|person) spa)s?\b/,
    ],
    messageNeeds:
      /\b(?:balcony|upstairs|upper deck|(?:\d+)(?:st|nd|rd|th) floor|rooftop|roof terrace|(?:deck|balcony|platform)\b(?: [\w']+){0,4} (?:\d+|ten|eight|twelve) ?(?:ft|feet|foot|m|metres?) (?:up|high|off the ground))\b/,
    unless: (sentence) =>
      DONE_BY_A_PRO.test(sentence) ||
      /\bengineer (?:\w+ ){0,3}(?:said|says|checked|confirmed|signed)\b/.test(sentence),
  },
  {
    // A gas pipe bent or moved by hand to fit a cupboard: the joints and the pipe are a gas
    // fitter's (Gas Safety (Installation and Use) Regulations 1998; NFPA 54).
    id: 'gas-work',
    triggers: [
      /\b(?:bend|bent|reroute|push|shift|mov|pull)\w* (?:it|them|the (?:\w+ )?(?:pipe|line))\b(?: \w+){0,4} (?:to the side|over|across|out of the way|aside|back|along|\d+ ?(?:cm|mm|inch\w*))\b/,
    ],
    messageNeeds: /\bgas (?:pipe|line|supply|feed)\b/,
    unless: DONE_BY_A_PRO,
  },
  {
    // Drilling above or below a socket or switch: the cable runs straight up or down from it
    // (BS 7671 522.6.202 safe zones; the same habit in every country).
    id: 'electrical',
    triggers: [
      /\bdrill\w* (?:\w+ ){0,6}(?:straight |right |directly )?(?:above|below|over|under) (?:the |a )?(?:\w+ ){0,2}(?:socket|outlet|switch|plug|power point)s?\b|\b(?:straight |right |directly )(?:above|below|over|under) (?:the |a )?(?:\w+ ){0,2}(?:socket|outlet|switch|plug|power point)s?\b/,
    ],
    messageNeeds: /\bdrill\w*\b/,
  },
  {
    // A gas water heater or furnace that sat in flood water: its controls are replaced, not
    // dried and relit (manufacturers' flood guidance; NFPA 54).
    id: 'gas-work',
    triggers: [
      /\brelight\w*|\blight (?:the |it |them )?(?:pilot|burner)s?\b|\b(?:turn|switch|fire|start)\w* (?:it|them|the (?:\w+ )?(?:heater|furnace|boiler)) (?:back )?(?:on|up)\b|\bbefore (?:i|we) try\b/,
    ],
    messageNeeds: [
      /\bgas\b|\bpilot\b/,
      /\b(?:sat|sitting|stood|standing) in (?:the )?(?:flood ?)?water\b|\bunder ?water\b|\bsubmerged\b|\bflooded\b|\bwater (?:got|came) (?:into|up to|over)\b/,
    ],
    unless: DONE_BY_A_PRO,
  },
  {
    // A crack you can fit a pencil in, or that runs corner to corner, after a quake or a
    // settlement: an engineer's look before filler.
    id: 'structural',
    triggers: [
      /\bcrack\w*\b(?: [\w',()-]+){0,20} (?:fit|get|put|slide|stick) (?:a |my |the )?(?:\w+ )?(?:pencil|finger|coin|pound coin|screwdriver)\b|\bcrack\w*\b(?: [\w',]+){0,6} (?:corner to corner|from corner to corner)\b/,
    ],
    // A pane, a mirror or a tile cracked corner to corner is glass or a tile, not the house.
    unless: (sentence) =>
      PAST_ONLY(sentence) ||
      /\b(?:panes?|glass|glazing|windscreen|windshield|mirror|screen|tiles?)\b(?: [\w']+){0,3} (?:cracked|crack\w*)\b/.test(
        sentence,
      ),
  },
  {
    // A gas engineer's red "immediately dangerous" tag, or a flue "spilling" back into the room:
    // the fumes of a burning appliance are coming inside (Gas Industry Unsafe Situations
    // Procedure; NFPA 54).
    id: 'carbon-monoxide',
    triggers: [
      /\bimmediately dangerous\b|\bflue\b(?: [\w'"]+){0,6} (?:spill\w*|back ?draft\w*|back ?draught\w*)|\bspill\w* (?:\w+ ){0,3}(?:into|back into) the (?:kitchen|room|house|flat)\b/,
    ],
    // The engineer who tagged it found the danger; it stays until the appliance is replaced.
    unless: PAST_ONLY,
  },
  {
    // A hiss inside a wall with the carpet going squelchy: a pipe is spraying in the wall now.
    id: 'active-flooding',
    triggers: [/\bhiss\w*\b(?: [\w',]+){0,10} (?:walls?|floor|ceiling|skirting)\b/],
    messageNeeds:
      /\b(?:squelch\w*|soak\w*|sodden|puddle|water (?:coming|pouring|seeping|running)|wet)\b/,
    messageUnless: /\b(?:toilet|cistern|fill valve|radiator)\b/,
  },
  {
    // A campervan's or caravan's gas pipe run to the hob by its owner: the locker, the pipe and
    // the drop vent are a gas fitter's job (BS EN 1949; NFPA 1192).
    id: 'gas-work',
    triggers: [
      /\b(?:copper|gas) pip(?:e|ing)\b(?: [\w']+){0,8} (?:to|from) (?:the )?(?:\w+ )?(?:hob|cooker|stove|heater|bottle|cylinder|regulator|locker|oven|fire)\b|\bcompression (?:olives|fittings?)\b/,
    ],
    messageNeeds: [
      /\b(?:propane|lpg|butane|gas (?:bottle|locker|cylinder)|bottled gas)\b/,
      ownPlanOr('self[- ]build'),
    ],
    unless: DONE_BY_A_PRO,
  },
  {
    // A tube television gutted for a prop: its picture tube and capacitors hold a charge for
    // years after it was unplugged.
    id: 'capacitor',
    triggers: [
      /\bcrt\b|\btube (?:tv|telly|television|monitor)s?\b|\b(?:boxy|old|big) (?:\w+ )?(?:tv|telly|television)\b(?: [\w']+){0,4} (?:from the )?(?:80s|90s|nineties|eighties)\b/,
    ],
    messageNeeds:
      /\b(?:insides? out|take (?:\w+ )?apart|taking (?:\w+ )?apart|gut\w*|open\w* (?:it|the back)|back off|strip\w*|prop|inside)\b/,
  },
  {
    // A blown 3 A plug fuse replaced with a 13 A one: the fairy lights' thin flex is no longer
    // protected (BS 1362; the manufacturer's rating on the plug).
    id: 'circuit-upsizing',
    triggers: [/\b13 ?a(?:mp)?s?\b(?: ones?)?/],
    messageNeeds: [/\bfuses?\b/, /\b(?:3|5) ?a(?:mp)?s?\b/, /\b(?:blown|blew|blow\w*|gone)\b/],
    // A 2 kW fire or a kettle takes the 13 A fuse by design.
    messageUnless:
      /\b\d(?:\.\d)? ?kw\b|\b\d{4} ?w(?:atts?)?\b|\b(?:heater|electric fire|fire|kettle|toaster|iron|hair ?dryer|microwave|washing machine)\b/,
  },
  {
    // "Found a 25A in the spares box, I'll stick that in": a bigger fuse for one that blows.
    id: 'circuit-upsizing',
    triggers: [
      /\ban? (?:[2-9]\d|1[0-2]\d) ?(?:a|amps?)\b(?: [\w',]+){0,8} (?:stick|pop|put|fit|swap|use) (?:it|that|this|one) in\b/,
    ],
    messageNeeds: [/\b(?:fuses?|breakers?|mcbs?)\b/, /\b(?:blow\w*|blew|blown|trip\w*)\b/],
  },
  {
    // A retaining wall tall enough, or holding up a driveway or a house above it, to need a
    // design and a permit: IRC R404.4 (over 4 ft, or 24 in with a surcharge); NZ Building Act
    // Schedule 1 exempts only walls up to 1.5 m with no surcharge.
    id: 'permit',
    triggers: [/\bretaining walls?\b/],
    messageNeeds:
      /\b(?:1\.[2-9]|[2-9](?:\.\d)?) ?(?:m|metres?|meters?)\b|\b(?:[4-9]|1\d) ?(?:ft|feet|foot|')(?= |$|\W)|\bsurcharge\b|\b(?:driveway|road|house|garage|carport|car ?park)s?\b(?: [\w']+){0,6} (?:above|on top|along the top|at the top|behind)\b/,
    unless: DONE_BY_A_PRO,
  },
  {
    // Grid-connected solar fitted by the homeowner: the inverter and the array's DC wiring are
    // a licensed (and in Australia an accredited) electrician's job (AS/NZS 5033, AS/NZS 4777;
    // NEC Article 690).
    id: 'electrical',
    triggers: [
      /\b(?:do|doing|did)\w* (?:our|my|the) own solar\b|\b(?:install|fit|wire|hook|connect)\w* (?:up )?(?:the |a |our |my )?(?:own )?(?:solar|inverter|panels?)\b(?: [\w']+){0,6} (?:myself|ourselves)\b|\bsolar\b(?: [\w']+){0,6} (?:myself|ourselves|diy)\b/,
    ],
    unless: DONE_BY_A_PRO,
  },
  {
    // A gas appliance's flame-safety part swapped by the owner: the thermocouple and gas valve
    // are what stop unburnt gas, and in the UK only a Gas Safe engineer may work on them (Gas
    // Safety (Installation and Use) Regulations 1998, regulation 3).
    id: 'gas-work',
    triggers: [
      /\b(?:swap|replac|chang|fit|install|do)\w* (?:it|them|one|that|this|the (?:\w+ )?(?:thermocouple|thermopile|valve)) (?:\w+ ){0,2}(?:myself|ourselves|yourself)\b|\b(?:i'?ll|i will|can i|gonna|going to) (?:just )?(?:swap|replac|chang|fit)\w* (?:the |a )?(?:new )?(?:thermocouple|thermopile|gas valve)\b/,
    ],
    messageNeeds: [/\bgas\b/, /\b(?:thermocouple|thermopile|gas valve|flame failure|pilot)\b/],
    messageUnless: /\b(?:water heater|hot water heater|hot water tank)\b/,
    unless: (sentence) => DONE_BY_A_PRO.test(sentence) || RADIATOR_VALVES.test(sentence),
  },
  {
    // A chimney breast taken out holds up whatever is above it until it is supported: the
    // breast upstairs and the stack (Building Regulations Part A; a structural engineer's
    // design for the gallows brackets or a beam).
    id: 'structural',
    triggers: [
      /\b(?:knock|take|tak|remov|rip|demolish|get\w* rid of)\w* (?:out |down )?(?:the |a |our |that |this )?(?:\w+ )?(?:chimney )?breasts?\b(?: out| down)?|\bchimney breast\b(?: [\w']+){0,6} (?:out|remov\w*|down)\b/,
    ],
    messageNeeds: /\b(?:chimney|breast|fireplace|hearth|flue)\b/,
    unless: PAST_OR_DONE_BY_A_PRO,
  },
  {
    // A leaning chimney, or a ceiling bulging from its laths: it can come down.
    id: 'structural',
    triggers: [
      /\bchimney\b(?: [\w']+){0,8} (?:has a lean|leans?|leaning|tilt\w*|out of plumb|lean to it)\b/,
      /\bceiling\b(?: [\w',]+){0,8} (?:bulge|bulging|bellied|bellying)\b|\b(?:bulge|bulging|belly) in (?:the )?(?:bedroom |kitchen |lounge |hall\w* |living room )?ceiling\b/,
    ],
    messageUnless:
      /\b(?:water|leak\w*|drip\w*|wet|soak\w*|overflow\w*|burst|flood(?!lights?\b)\w*|damp)\b/,
    unless: PAST_ONLY,
  },
  {
    // Alterations to a listed building need listed building consent (Planning (Listed
    // Buildings and Conservation Areas) Act 1990, section 7), uPVC windows and new plaster
    // included.
    id: 'permit',
    triggers: [
      /\bgrade (?:i|ii|ii\*|1|2|2\*|a|b\+?|b|c) listed\b|\blisted (?:building|cottage|house|property|barn|home)\b|\bheritage[- ]listed\b/,
    ],
    messageNeeds:
      /\b(?:swap\w*|replac\w*|remov\w*|hack\w*|knock\w*|strip\w*|extend\w*|alter\w*|upvc|double glaz\w*|render\w*|demolish\w*|take (?:out|off|down)|rip\w*)\b/,
    // "The landlord won't replace them (listed building)": the reason nothing will change.
    unless: (sentence) =>
      DONE_BY_A_PRO.test(sentence) ||
      /\b(?:won'?t|will not|refuses? to|not allowed to|can'?t|cannot)\b (?:\w+ ){0,2}(?:replac|chang|alter|touch|do)\w*/.test(
        sentence,
      ),
  },
];
