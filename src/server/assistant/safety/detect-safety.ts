import { normalizeMessage, splitSentences, yearsAsDigits } from '../understand/normalize';
import {
  emergencyClassIds,
  FORESEEN_CLASS,
  levelOf,
  safetyClassIds,
  stopClassIds,
  type EmergencyClassId,
  type ForeseenId,
  type SafetyClassId,
  type StopClassId,
  type StopSituationId,
  type ReminderClassId,
  type WarningClassId,
} from './safety-class-ids';
import { readDangers } from './danger-classifier';
import {
  clearedByWhoeverCame,
  DONE_BY_A_PRO,
  DONE_BY_A_PRO_SO_FAR,
  OWN_PLAN,
  PERMIT_IN_HAND,
  PRO_CLEARED,
  PRO_WORK_AHEAD,
  reportedRepair,
} from './dealt-with';
import {
  alarmChirpOnly,
  CO_ALARM_QUIET,
  carbonMonoxideOnlyFeared,
  choosingAnAlarm,
  explainedBurning,
  FAINT_SMELL_LEFT,
  NOTHING_ELECTRIC_NAMED,
  onlyATreeBends,
  paintMayBeBefore1978,
  SAFETY_RULES,
  SERVICE_TAP,
  SMELL_LEFT_BEHIND,
  type SafetyRule,
} from './safety-rules';
import { fixTypos, namesIn } from './typo-fixes';

export interface SafetyFindings {
  /** Every class raised, most urgent first. */
  classes: SafetyClassId[];
  /** The most urgent emergency, if any: the reply opens with its stop block. */
  emergency?: EmergencyClassId;
  /** A job that is not for a homeowner: no DIY steps. */
  stop?: StopClassId;
  warnings: WarningClassId[];
  /** A warning class in a situation that is not for a homeowner: no DIY steps either. */
  situation?: StopSituationId;
  /**
   * Emergencies from earlier in the conversation that the user says were dealt with: still
   * raised and recalled in a callout ("don't run the red-tagged furnace"), but no stop block.
   */
  reminders: ReminderClassId[];
  /**
   * Emergencies the user's own plan would bring on (a chimney caked in tar lit for Christmas):
   * their classes are raised, told as a warning of what is ahead, with no stop block.
   */
  foreseen: ForeseenId[];
}

// Words that deny what follows them in the same clause ("there's no gas smell", "it's not
// load bearing"), and hedges that undo the denial ("I'm not sure it's not load bearing").
const NEGATOR =
  /\b(?:no|not|non|never|without|nothing|none|neither|nor|nobody'?s?|no one'?s?|no-one'?s?|noone|isn'?t|aren'?t|wasn'?t|weren'?t|don'?t|doesn'?t|didn'?t|hasn'?t|haven'?t|cannot|can'?t|ruled out)\b/;
const HEDGE =
  /\b(?:not sure|unsure|no idea|don'?t know|do not know|not certain|can'?t tell|cannot tell|don'?t think|wondering|whether|not 100|can'?t (?:i|we|you)|cant (?:i|we)|couldn'?t (?:i|we)|why not|won'?t (?:it|that)|wouldn'?t (?:it|that)|isn'?t (?:it|that)|don'?t (?:i|we) just)\b/;
// A clause ends at punctuation or a contrast word: "no sparks, but the plate is hot".
const CLAUSE_BREAK = /[,;:()]| but | however | although | though | and | so | except /g;
const NEGATION_WINDOW = 48;
// Being overwhelmed denies nothing: "the wet vac can't keep up, it's 3 inches and rising".
const OVERWHELMED = /\b(?:can'?t|cannot|couldn'?t) (?:keep up|cope|keep on top|stop it)\b/g;

function isNegated(sentence: string, index: number): boolean {
  let before = sentence
    .slice(Math.max(0, index - NEGATION_WINDOW), index)
    .replace(OVERWHELMED, ' ');
  let last = -1;
  for (const match of before.matchAll(CLAUSE_BREAK)) last = match.index + match[0].length;
  if (last >= 0) before = before.slice(last);
  return NEGATOR.test(before) && !HEDGE.test(before);
}

// An emergency told in a sentence that reports a professional's finished repair ("the sparky
// came out, replaced the isolator and said water had been getting in for years") is what was,
// not what is, unless the sentence says it is back.
// Coming out or tagging the appliance is not a repair; these are, and so is capping the supply.
const REPAIR_REPORTED =
  /\b(?:replaced|fixed|repaired|swapped|sorted|tightened|sealed|capped|reconnected|rewired|all good|all clear|signed (?:it )?off|tested)\b/;
const IT_IS_BACK =
  /\b(?:again|still|came back|is back|back again|started again|since then|now (?:it|there)(?:'s| is)?)\b/;

// A mark that came back after the repair, not the one it left behind.
const MARKED_AGAIN =
  /\b(?:again|came back|is back|back again|started again|since then|new (?:marks?|patch|scorch\w*))\b/;

// Told after an all-clear, the danger back without its own words ("this morning it's back").
// Sentences after the all-clear are read by the rules anyway, so "the smell is still there"
// needs no help here; "so it doesn't happen again" and "since then the igniter clicks" are not
// the danger back.
const BACK_SINCE =
  /\b(?:came back|come back|coming back|is back|it'?s back|back again|started (?:up )?again|(?:smell\w*|hiss\w*|spark\w*|smok\w*|leak\w*|buzz\w*|crackl\w*|trip\w*|alarm\w*|beep\w*)(?: \w+){0,3} again)\b/;
// What a fire or a fault leaves behind, against what it does while it is still going on.
// "Black from the spark": the mark's cause, told in the past, is no sign now.
const ITS_CAUSE =
  /\bfrom the (?:old |first |last )?(?:sparks?|fire|burn\w*|heat|short|arc\w*|smoke)\b/g;
const TRACE_ONLY = (sentence: string) =>
  /\b(?:scorch\w*|soot\w*|black(?:ened)? marks?|black from the|burn marks?|melted|charred|discolou?r\w*|brown\w*)\b/.test(
    sentence,
  ) &&
  !/\b(?:smok(?:e|ing)|spark\w*|flames?|smell\w*|hot|warm|buzz\w*|crackl\w*|fizz\w*)\b/.test(
    sentence.replace(ITS_CAUSE, '').replace(FAINT_SMELL_LEFT, ''),
  );

// An all-clear from long before ("an engineer came last year and capped the old one") is the
// house's history: it says nothing of the smell by the other fire tonight.
const LONG_BEFORE =
  /\b(?:last (?:year|winter|summer|spring|autumn|fall|month)|(?:\d+|a few|a couple of|two|three|several|many) (?:years|months) ago|years ago|(?:back )?in (?:19|20)\d\d)\b/;

/**
 * Where a message's emergencies start to count: after a professional's all-clear told later in
 * the message ("since then there's a rotten egg smell. The ATCO guy came with his detector, zero
 * gas"), what came before it is what was, not what is. Nothing after the all-clear may say the
 * danger is back.
 */
function clearedFrom(sentences: readonly string[]): number {
  const last = sentences.findLastIndex(
    (sentence, i) =>
      clearedByWhoeverCame(sentence, sentences[i - 1]) && !LONG_BEFORE.test(sentence),
  );
  if (last < 0 || sentences.slice(last + 1).some((sentence) => BACK_SINCE.test(sentence))) return 0;
  // "The electrician came, checked the panel, changed the wet outlets and said all good": the
  // all-clear's own sentence tells the danger as over too, unless it goes on to something still
  // wrong ("…said it's fine, but it's still buzzing").
  return /\b(?:still|but|however|except|yet)\b/.test(sentences[last]!) ? last : last + 1;
}

// "Found the little valve under the basin and turned it, water's stopped now": the user shut
// the flow off, and the flood told before it is over.
const WATER_STOPPED_NOW =
  "(?:(?:waters?'?s?|water (?:has|is)|it'?s|it has|leak'?s|leak has|flow'?s?) (?:now )?stopped|no more water(?: (?:coming|running|coming (?:in|out)))?)\\b";
const FLOW_SHUT_OFF = new RegExp(
  `\\b(?:valve|stopcock|isolat\\w*|main|screw)\\b(?: [\\w',]+){0,12} (?:turn|shut|clos|twist)\\w*\\b(?: [\\w',]+){0,8} ${WATER_STOPPED_NOW}|\\b(?:turn|shut|clos|twist)\\w* (?:[\\w',]+ ){0,10}(?:valve|stopcock|isolator|main|water off)\\b(?: [\\w',]+){0,8} ${WATER_STOPPED_NOW}|\\b(?:taps?|valve|stopcock|main|water)(?:'s| is| are) (?:now )?(?:off|shut|closed)\\b(?: [\\w',]+){0,6} ${WATER_STOPPED_NOW}`,
);
function floodShutOffFrom(sentences: readonly string[]): number {
  const last = sentences.findLastIndex((sentence) => FLOW_SHUT_OFF.test(sentence));
  if (last < 0) return 0;
  const after = sentences.slice(last + 1);
  return after.some((sentence) => BACK_SINCE.test(sentence) || /\bstill\b/.test(sentence))
    ? 0
    : last + 1;
}

function matchesUnless(rule: SafetyRule, sentence: string, repairedInMessage: boolean): boolean {
  if (
    levelOf(rule.id) === 'emergency' &&
    ((!IT_IS_BACK.test(sentence) && reportedRepair(sentence) && REPAIR_REPORTED.test(sentence)) ||
      // "He replaced the socket and tested it. Now there's a sooty mark above the new one":
      // what the fault left behind, in a message that reports its repair, unless it is new.
      (repairedInMessage && TRACE_ONLY(sentence) && !MARKED_AGAIN.test(sentence)))
  ) {
    return true;
  }
  if (!rule.unless) return false;
  const excepted = exceptedBy(rule.unless, sentence);
  if (!excepted || levelOf(rule.id) !== 'emergency' || rule.foreseen) return excepted;
  // "The electrician is coming Friday to replace it" deals with the job, not with the smoke
  // today: a visit still ahead, and nothing done so far, is asked again without the booking.
  if (!PRO_WORK_AHEAD.test(sentence) || DONE_BY_A_PRO_SO_FAR.test(sentence)) return true;
  return exceptedBy(rule.unless, sentence.replace(globalOf(PRO_WORK_AHEAD), ' '));
}

function exceptedBy(unless: NonNullable<SafetyRule['unless']>, sentence: string): boolean {
  return typeof unless === 'function' ? unless(sentence) : unless.test(sentence);
}

// matchAll needs the global flag; each pattern's global twin is compiled once, not per message.
const globalTwins = new WeakMap<RegExp, RegExp>();
function globalOf(pattern: RegExp): RegExp {
  let twin = globalTwins.get(pattern);
  if (!twin) globalTwins.set(pattern, (twin = new RegExp(pattern.source, 'g')));
  return twin;
}

function hasUnnegatedMatch(pattern: RegExp, sentence: string, negativeSymptom: boolean): boolean {
  const global = globalOf(pattern);
  for (const match of sentence.matchAll(global)) {
    // "the outlet is not warm": the denial can sit inside the matched words too, unless the
    // symptom itself is a negative ("the fan doesn't spin").
    const deniedInside = !negativeSymptom && NEGATOR.test(match[0]) && !HEDGE.test(match[0]);
    if (!deniedInside && !isNegated(sentence, match.index)) return true;
  }
  return false;
}

function meetsMessageNeeds(rule: SafetyRule, whole: string): boolean {
  const needs = rule.messageNeeds;
  return !needs || (Array.isArray(needs) ? needs : [needs]).every((re: RegExp) => re.test(whole));
}

function ruleFires(
  rule: SafetyRule,
  sentences: readonly string[],
  whole: string,
  repairedInMessage: boolean,
  /** This message's own words, when earlier turns were read with it. */
  ownWords?: string,
): boolean {
  const unlessMessage = rule.messageUnless;
  if (unlessMessage) {
    const holdsOn = (text: string) =>
      typeof unlessMessage === 'function'
        ? unlessMessage(text, sentences)
        : unlessMessage.test(text);
    // An exception told in this message ("the fire department came and put it out") holds even
    // where the earlier turns, read with it, would defeat it ("there's flames" in the first
    // turn): what the user says now is the latest word on the danger they told before.
    if (holdsOn(whole) || (ownWords !== undefined && holdsOn(ownWords))) return false;
  }
  if (!meetsMessageNeeds(rule, whole)) return false;
  return sentences.some(
    (sentence) =>
      (!rule.sentenceNeeds || rule.sentenceNeeds.test(sentence)) &&
      !matchesUnless(rule, sentence, repairedInMessage) &&
      rule.triggers.some((trigger) =>
        rule.mentionCounts
          ? trigger.test(sentence)
          : hasUnnegatedMatch(trigger, sentence, rule.negativeSymptom ?? false),
      ),
  );
}

/**
 * A rule for this class found its trigger words where it applies and chose not to fire: its
 * exceptions or a negation said no. A rule whose trigger matched where it does not apply (a
 * battery rule that needs the battery named in the same sentence) has judged nothing.
 */
function declinedByARule(id: SafetyClassId, sentences: readonly string[], whole: string): boolean {
  return SAFETY_RULES.some((rule) => {
    // A rule about an emergency still ahead that declined says only that none is ahead.
    if (rule.id !== id || rule.foreseen || !meetsMessageNeeds(rule, whole)) return false;
    return sentences.some(
      (sentence) =>
        (!rule.sentenceNeeds || rule.sentenceNeeds.test(sentence)) &&
        rule.triggers.some((trigger) => trigger.test(sentence)),
    );
  });
}

// The classes a stop situation belongs to.
const SITUATION_CLASSES: Record<StopSituationId, readonly SafetyClassId[]> = {
  'near-power-lines': ['tree-work', 'height', 'electrical'],
  'safety-bypass': ['scalding'],
  'protection-bypass': ['electrical', 'circuit-upsizing'],
  'failing-balcony': ['structural'],
  'failing-retaining-wall': ['structural'],
  'failing-structure': ['structural'],
};

// Some dangers always bring another with them: work on old wiring or in the panel is work on
// live electrical parts, and so is an air conditioner's capacitor, wired to its own circuit.
// A microwave's capacitor is inside an unplugged appliance: the capacitor warning is the one.
const HARDWIRED_EQUIPMENT =
  /\b(?:ac|a\/c|air ?con\w*|aircon|condenser|outside unit|outdoor unit|heat pump|compressor|pool pump|well pump|furnace|blower|hvac|disconnect)\b/;
const IMPLIED: ReadonlyArray<
  readonly [SafetyClassId, readonly SafetyClassId[], ((whole: string) => boolean)?]
> = [
  ['capacitor', ['electrical'], (whole) => HARDWIRED_EQUIPMENT.test(whole)],
  ['aluminium-wiring', ['electrical']],
  ['knob-and-tube', ['electrical']],
  ['main-panel', ['electrical']],
];

// The service fuse, the meter or the main itself worked on, a breaker fitted into a live
// panel ("can I do it live if I'm careful?"), or a tap on the service conductors above the main
// ("insulation piercing taps on the big wires coming into the top of the panel"): panel work
// whatever else is asked.
const SERVICE_WORK = new RegExp(
  `${SERVICE_TAP.source}|${/\b(?:pull|remov|cut|swap|replac|tak|break|open|undo)\w* (?:\w+ ){0,3}(?:service fuse|dno fuse|supplier'?s fuse|company fuse|meter|main fuse|main breaker|seal|cut-?out|service cable|service head)s?\b|\bcut-?out (?:box|fuse)\b|\b(?:do|work on|fit|install|wire) (?:it|this|that|them) (?:while |when )?live\b|\blive panel\b|\bleav\w* (?:everything|it all|it|the power|the main|the panel) (?:on|live)\b|\b(?:big|main|thick|incoming|service) (?:wires|cables|conductors) (?:\w+ ){0,6}(?:panel|meter)\b/.source}`,
);

const FIRE_SIGN =
  /\b(?:spark\w*|arc(?:s|ing|ed)?|fizz\w*|flash\w*|crackl\w*|sizzl\w*|smok\w*|burn\w*|smell\w*)\b/;
const A_LINE = /\b(?:wires?|lines?|cables?|powerlines?|poles?|transformers?)\b/;
const HOUSE_SIDE =
  /\b(?:outlets?|sockets?|power ?points?|panel|breakers?|plugs?|switch(?:es)?|meter|fuses?|fuse ?box|consumer unit|inside|indoors|in the house|extension)\b/;
/**
 * Every sign of fire told is at a line, none at the house's own wiring. "The frond is hanging
 * on the wires from the pole. Sparks a little when the wind blows it": a sign told right after
 * the line, naming nothing of the house, is at the line too.
 */
function sparksOnlyAtTheLine(sentences: readonly string[]): boolean {
  const atTheLine = (i: number) =>
    !HOUSE_SIDE.test(sentences[i]!) &&
    (A_LINE.test(sentences[i]!) || (i > 0 && A_LINE.test(sentences[i - 1]!)));
  const told = sentences.flatMap((sentence, i) => (FIRE_SIGN.test(sentence) ? [i] : []));
  return told.length > 0 && told.every(atTheLine);
}

// "Dig out the old grout": digging into a joint, not the ground.
const DUG_OUT_OF_A_JOINT = (ownWords: string) =>
  /\b(?:grout|mortar|caulk|sealant|silicone|putty|pointing)\b/.test(ownWords) &&
  /\bdig\w* (?:\w+ ){0,4}out\b/.test(ownWords) &&
  !/\b(?:yard|garden|lawn|trench\w*|post ?holes?|soil|ground|shovel|spade|excavat\w*)\b/.test(
    ownWords,
  );

/**
 * Per class, whether the classifier's reading of a topic stands. It does not when the user's
 * own words say the sign is absent or explained (a burning smell from a new stove's paint
 * curing, a CO alarm that reads zero), nor for lead paint unless the conversation says the
 * paint may be from before 1978.
 */
const READING_STANDS: ReadonlyMap<SafetyClassId, (ownWords: string, whole: string) => boolean> =
  new Map([
    ['electrical-fire', (ownWords: string) => !explainedBurning(ownWords)],
    ['smoke-fire', (ownWords: string) => !explainedBurning(ownWords)],
    ['digging', (ownWords: string) => !DUG_OUT_OF_A_JOINT(ownWords)],
    [
      'carbon-monoxide',
      (ownWords: string) =>
        !CO_ALARM_QUIET.test(ownWords) &&
        !choosingAnAlarm(ownWords) &&
        !alarmChirpOnly(ownWords) &&
        !carbonMonoxideOnlyFeared(ownWords),
    ],
    ['lead-paint', (_ownWords: string, whole: string) => paintMayBeBefore1978(whole)],
    // A storm-bent tree with a cracked trunk is tree work, not the house's structure.
    ['structural', (ownWords: string) => !onlyATreeBends(ownWords)],
    // "The plumber pulled the permit and the inspector signed it off": the permit is in hand.
    ['permit', (ownWords: string) => !PERMIT_IN_HAND.test(ownWords)],
  ]);

function isEmergencyClass(id: SafetyClassId): id is EmergencyClassId {
  return levelOf(id) === 'emergency';
}

const RANK = new Map<SafetyClassId, number>(safetyClassIds.map((id, i) => [id, i]));

/** Orders classes by urgency: emergencies, then stops, then warnings, each in list order. */
export function byUrgency(classes: Iterable<SafetyClassId>): SafetyClassId[] {
  return [...new Set(classes)].sort((a, b) => (RANK.get(a) ?? 0) - (RANK.get(b) ?? 0));
}

// On an emergency the reply is what to do now; trade-wide cautions there are noise.
const QUIET_IN_EMERGENCY: ReadonlySet<SafetyClassId> = new Set([
  'electrical',
  'height',
  'permit',
  'chemicals',
]);
// Unless the user means to climb to deal with it ("should I get up on the shed roof and hose
// it?"): then the fall is a second danger of their own making, and the height warning stays.
const CLIMBING_PLAN =
  /\b(?:get|getting|go|going|climb\w*|hop|jump)(?: back)? up (?:on|onto|to) (?:the |a |our |my )?(?:\w+ )?roof\b|\bup (?:on|onto) (?:the |a )?(?:\w+ )?roof\b|\bclimb\w* up (?:the |a )?roof\b|\b(?:put|prop|lean|set)\w* (?:the |a |my )?(?:\w+ ){0,2}ladder (?:up )?(?:against|on) (?:the )?(?:house|wall|gutter|roof|shed|garage|side)\b/;

export function findingsOf(
  classes: Iterable<SafetyClassId>,
  options: {
    situation?: StopSituationId;
    reminders?: readonly ReminderClassId[];
    foreseen?: readonly ForeseenId[];
    /** The emergency that leads when several are raised; else the most urgent. */
    lead?: EmergencyClassId;
    /** The user's own words plan a climb, which keeps the height warning beside an emergency. */
    climbing?: boolean;
  } = {},
): SafetyFindings {
  const { situation } = options;
  let ordered = byUrgency(classes);
  if (ordered.some((id) => levelOf(id) === 'emergency')) {
    // The emergency block supersedes any stop ("don't relight the pilot" is part of it),
    // except panel work beside a burning or flooded panel or an indoor generator backfed into
    // it (who may touch the panel is the point), and gas work planned beside a gas or CO
    // emergency ("can I relight it myself?").
    const panelEmergency =
      ordered.includes('electrical-fire') ||
      ordered.includes('water-and-electricity') ||
      ordered.includes('carbon-monoxide');
    const fuelEmergency = ordered.includes('gas-leak') || ordered.includes('carbon-monoxide');
    ordered = ordered.filter(
      (id) =>
        (levelOf(id) !== 'stop' ||
          (panelEmergency && id === 'main-panel') ||
          (fuelEmergency && id === 'gas-work')) &&
        // A safety device defeated beside the emergency ("tape the RCD up till the
        // electrician comes") is no trade-wide caution: its class stays. So are solvent fumes
        // beside a gas or CO emergency: they are a second reason for the headache and the
        // smell, and they catch at the pilot light.
        (!QUIET_IN_EMERGENCY.has(id) ||
          (situation && SITUATION_CLASSES[situation].includes(id)) ||
          (fuelEmergency && id === 'chemicals') ||
          (options.climbing && id === 'height')),
    );
  }
  const emergency =
    options.lead && ordered.includes(options.lead)
      ? options.lead
      : ordered.find((id): id is EmergencyClassId =>
          (emergencyClassIds as readonly string[]).includes(id),
        );
  const stop = emergency
    ? undefined
    : ordered.find((id): id is StopClassId => (stopClassIds as readonly string[]).includes(id));
  const warnings = ordered.filter((id): id is WarningClassId => levelOf(id) === 'warning');
  // Raised again in this message, a danger is an emergency, not a reminder.
  const reminders = [...new Set(options.reminders ?? [])].filter(
    (id) => !ordered.includes(id) && !emergency && !stop,
  );
  // Happening now, or beside an emergency, a danger ahead is not told separately. Beside a
  // stop it is: "backfeed the dryer outlet, the generator in the garage" needs both.
  const foreseen = [...new Set(options.foreseen ?? [])].filter(
    (id) =>
      !ordered.includes(FORESEEN_CLASS[id]) &&
      !emergency &&
      !reminders.includes(FORESEEN_CLASS[id]),
  );
  return {
    classes: [...ordered, ...reminders, ...new Set(foreseen.map((id) => FORESEEN_CLASS[id]))],
    ...(emergency && { emergency }),
    ...(stop && { stop }),
    warnings,
    // Kept beside an emergency, which the reply puts first, so the next merge keeps its class.
    ...(situation && { situation }),
    reminders,
    foreseen,
  };
}

/** The classes raised as happening or as warnings, without the emergencies still ahead. */
export function withoutForeseen(findings: SafetyFindings): SafetyClassId[] {
  const ahead = new Set(findings.foreseen.map((id) => FORESEEN_CLASS[id]));
  return findings.classes.filter((id) => !ahead.has(id as EmergencyClassId));
}

/**
 * Findings with more classes raised beside them. The base's situation, reminders, dangers
 * ahead and leading emergency carry over, so a flood's shut-off steps stay on top when a
 * later turn adds a warning; `extra` adds what the merge brings (a carried situation is used
 * only when the base has none).
 */
export function extendFindings(
  base: SafetyFindings,
  more: Iterable<SafetyClassId>,
  extra: {
    situation?: StopSituationId;
    reminders?: readonly ReminderClassId[];
    foreseen?: readonly ForeseenId[];
  } = {},
): SafetyFindings {
  const situation = base.situation ?? extra.situation;
  return findingsOf(
    [...withoutForeseen(base).filter((id) => !base.reminders.includes(id as never)), ...more],
    {
      ...(situation && { situation }),
      reminders: [...base.reminders, ...(extra.reminders ?? [])],
      foreseen: [...base.foreseen, ...(extra.foreseen ?? [])],
      ...(base.emergency && { lead: base.emergency }),
      // A height warning the base kept beside its emergency was kept for a planned climb.
      climbing: Boolean(base.emergency) && base.classes.includes('height'),
    },
  );
}

// "The hall smelt of gas": the British past tense is a word, so the typo fixer leaves it, and
// every rule is written with "smelled". An Irish "hot press" is an airing cupboard, not
// something hot. A Portuguese "disjuntor" or Spanish "disyuntor" is a breaker; a New Zealand
// "multibox" is a power strip.
function regionalWords(sentence: string): string {
  return (
    yearsAsDigits(sentence)
      .replace(/\bsmelt\b/g, 'smelled')
      .replace(/\bhot press\b/g, 'airing cupboard')
      // "Saves you the headache", "what a headache of a job": trouble, not a symptom. "The
      // smell gives me a headache" stays one.
      .replace(
        /\b(?:(?:save|saves|saved|saving|spare|spares|spared|avoid|avoids) (?:you |me |us |them |yourself |myself )?(?:the |a |all the |a lot of )?|(?:what|such) an? )headaches?\b|\bheadaches? (?:of|to deal with|with the (?:council|paperwork|permits?|insurance))\b/g,
        'hassle',
      )
      // "Mate's a spark, came round": the electrician (British and Australian slang), not a
      // spark; "there was a spark" stays one.
      .replace(
        /(?<!\b(?:there|it|that|which|what) ?)(\b(?:is|'s|was|am|'m|are|'re) an?) spark\b(?! (?:when|from|in|at|out|of|inside|behind|as|then|every|each|like|came out|flew)\b)/g,
        '$1 electrician',
      )
      // A gas smell and the cooker in the words French, Spanish, Portuguese, German and Dutch
      // speakers keep when they write in English.
      .replace(
        /\b(?:[cç]a sent le gaz|sent le gaz|odeur de gaz|huele a gas|olor a gas|cheira a g[aá]s|cheiro (?:de|a) g[aá]s|gasgeruch|riecht nach gas|ruik(?:t)? gas|gaslucht)\b/g,
        'smells of gas',
      )
      .replace(/\bcuisini[eè]re\b/g, 'cooker')
      .replace(/\bfournaise\b/g, 'furnace')
      .replace(/\bdis(?:juntor|yuntor|junctor)(e?s)?\b/g, 'breaker$1')
      .replace(/\bmulti-?(?:box|plug|board)(e?s)?\b/g, 'power strip$1')
      // "A B16", "a spare C32": a breaker by its rating with its trip curve in front (BS EN
      // 60898).
      .replace(/\b[bcd](6|10|13|16|20|25|32|40|45|50|63)\b/g, '$1 amp')
      // "The reset plug thing", "the plug with the test and reset buttons": a GFCI, by what
      // its owner sees on it.
      .replace(
        /\b(?:reset|test(?: and |\/| ?& ?)reset) (?:plug|outlet|socket|receptacle|breaker|box)s?(?: thing\w*)?\b|\b(?:plug|outlet|socket|receptacle)s? with (?:the |a |two |2 )?(?:little )?(?:test(?: and |\/| ?& ?))?reset buttons?\b/g,
        'gfci',
      )
      .replace(EUROPEAN_PANEL_WORDS, (word) => europeanPanelWord(word))
  );
}

// The consumer unit and its parts in the words of continental Europe and Latin America, as
// people writing in English keep them: a Dutch "meterkast" with its "aardlekschakelaar", a
// German "FI-Schalter", an Argentine "térmica", a French "disjoncteur différentiel".
const EUROPEAN_PANEL_WORDS =
  /\b(?:meterkast|groepenkast|sicherungskasten|verteilerkasten|cuadro (?:el[eé]ctrico|de luz)|quadro (?:el[eé]trico|de luz)|tableau [eé]lectrique|quadro elettrico|aardlek(?:schakelaar)?s?|fi[- ]?schalter|rcd[- ]?schalter|interruptor diferencial|diferencial|interrupteur diff[eé]rentiel|disjoncteur diff[eé]rentiel|interruttore differenziale|salvavita|(?<!wi[- ]?)fi|hoofdschakelaar|hauptschalter|t[eé]rmicas?|llave t[eé]rmica|magnetot[eé]rmicos?|disjoncteurs?|interruttore magnetotermico|leitungsschutzschalter|sicherungsautomat\w*|groepen)\b/g;
function europeanPanelWord(word: string): string {
  if (
    /^(?:meterkast|groepenkast|sicherungskasten|verteilerkasten|cuadro|quadro|tableau)/.test(word)
  )
    return 'consumer unit';
  if (
    /^(?:aardlek|fi|rcd|interruptor|diferencial|interrupteur|disjoncteur diff|interruttore differenziale|salvavita)/.test(
      word,
    )
  )
    return 'rcd';
  if (/^(?:hoofdschakelaar|hauptschalter)/.test(word)) return 'main switch';
  if (word === 'groepen') return 'circuits';
  return 'breaker';
}

/**
 * The dangers in a user's own words. Deterministic and shared by every engine: the same
 * message always raises the same classes, whichever writer composes the reply.
 */
export function detectSafety(message: string, context = ''): SafetyFindings {
  const names = namesIn(`${context} ${message}`);
  const sentences = splitSentences(message).map((s) =>
    fixTypos(regionalWords(normalizeMessage(s)), names),
  );
  // What the conversation said before ("the furnace") can complete what this message says
  // ("we all wake up with headaches"); only this message's own words raise a class.
  const whole = [fixTypos(regionalWords(normalizeMessage(context)), names), ...sentences].join(
    ' . ',
  );
  const raised = new Set<SafetyClassId>();
  const foreseen = new Set<ForeseenId>();
  let situation: StopSituationId | undefined;
  const ownWords = sentences.join(' . ');
  const repairedInMessage = PRO_CLEARED.test(ownWords) || reportedRepair(ownWords);
  // With earlier turns read alongside, this message alone is read for its own exceptions too.
  const messageAlone = context.trim() ? ownWords : undefined;
  const allClearAt = clearedFrom(sentences);
  // After the all-clear, a smell left in the house ("whole flat smells of smoke") is what the
  // emergency left behind, unless it is back or getting worse.
  const afterTheAllClear = sentences
    .slice(allClearAt)
    .filter((sentence) => allClearAt === 0 || !SMELL_LEFT_BEHIND(sentence));
  const afterTheWaterWasShut = sentences.slice(Math.max(allClearAt, floodShutOffFrom(sentences)));
  for (const rule of SAFETY_RULES) {
    // A rule that stops the reply, or brings another class with it, is checked even when its
    // own class is already raised.
    const stillAdds =
      !raised.has(rule.id) ||
      (rule.stops && !situation) ||
      (rule.alsoRaises ?? []).some((also) => !raised.has(also));
    const ruleSentences =
      rule.id === 'active-flooding'
        ? afterTheWaterWasShut
        : levelOf(rule.id) === 'emergency'
          ? afterTheAllClear
          : sentences;
    if (rule.foreseen) {
      if (ruleFires(rule, sentences, whole, repairedInMessage, messageAlone))
        foreseen.add(rule.foreseen);
      continue;
    }
    if (stillAdds && ruleFires(rule, ruleSentences, whole, repairedInMessage, messageAlone)) {
      raised.add(rule.id);
      situation ??= rule.stops;
      for (const also of rule.alsoRaises ?? []) raised.add(also);
    }
  }
  const upsizingByARule = raised.has('circuit-upsizing');
  // The classifier reads the same words for dangers no rule was written for; it only adds.
  // Where a rule for that emergency or stop read its own words and declined them ("just a
  // chirp, nobody's unwell", "the gas company fixed it last winter"), the rule's judgement
  // stands: a mistaken emergency replaces the whole answer. So does a professional's repair
  // reported in the message ("the electrician swapped the fuse box for a new panel").
  const proDealtWithIt = DONE_BY_A_PRO.test(ownWords) || PRO_CLEARED.test(ownWords);
  // A professional's job with nothing left for the user to do ("the power company came out
  // and cut the limb off the line") is a report, not work ahead: the classifier's reading of
  // its topic adds no warning either. Work of their own ("can I turn it down myself?", "how do
  // I label the breakers?") does.
  const proDidItAll =
    proDealtWithIt &&
    !OWN_PLAN.test(ownWords) &&
    !/\bhow (?:do|can|should|would) (?:i|we)\b/.test(ownWords);
  // The emergency a rule found leads the reply: a second one read by the classifier alone
  // ("water pouring through the ceiling" read as water on the wiring too) is raised beside it,
  // not in its place at the top.
  const ruleLead = byUrgency(raised).find(isEmergencyClass);
  const read = readDangers(message);
  for (const id of read.classes) {
    const accountedFor = !(READING_STANDS.get(id)?.(ownWords, whole) ?? true);
    // A stop is about the user's own hands: after the gas company's visit, "I'll relight
    // the pilots myself" is work ahead. ("How do I label the breakers?" is not.)
    const level = levelOf(id);
    // An emergency is dealt with only by what was done: a visit booked for Friday leaves a
    // faceplate that is hot today as it is.
    const dealtWith =
      level === 'emergency'
        ? DONE_BY_A_PRO_SO_FAR.test(ownWords) || PRO_CLEARED.test(ownWords)
        : proDealtWithIt && !OWN_PLAN.test(ownWords);
    const adds =
      level === 'warning'
        ? !proDidItAll && !accountedFor
        : !dealtWith && !accountedFor && !declinedByARule(id, sentences, whole);
    // Where a rule read the emergency as ahead in the plan, the classifier's reading is that.
    if (adds && ![...foreseen].some((ahead) => FORESEEN_CLASS[ahead] === id)) raised.add(id);
  }
  // A situation the classifier is sure of stops the reply when its class is raised.
  if (
    !situation &&
    !proDealtWithIt &&
    read.situation &&
    SITUATION_CLASSES[read.situation].some((id) => raised.has(id))
  ) {
    situation = read.situation;
  }
  // Sparks where branches, a kite or a pole touch an overhead line are the utility's line, not
  // the house's wiring: the stop for lines says what to do, the wiring fire block would not.
  if (
    situation === 'near-power-lines' &&
    raised.has('electrical-fire') &&
    sparksOnlyAtTheLine(sentences)
  ) {
    raised.delete('electrical-fire');
  }
  // A smudge stick smouldering in a bin, a stove's flue scorching the wall: with the fire
  // itself raised and nothing electric anywhere in the story, the burning smell is that fire's,
  // not the wiring's. (Without the fire raised, a burning smell stays the wiring emergency.)
  if (raised.has('electrical-fire') && raised.has('smoke-fire') && NOTHING_ELECTRIC_NAMED(whole)) {
    raised.delete('electrical-fire');
  }
  for (const [id, implied, when] of IMPLIED) {
    if (raised.has(id) && (!when || when(whole))) implied.forEach((c) => raised.add(c));
  }
  // "Can I put a bigger breaker in?" is answered with why not and what to do instead, which
  // the panel stop would hide; the upsizing warning already says the panel is not DIY.
  // Only a rule's upsizing does this: a tandem breaker in a full panel the classifier also
  // reads as upsizing is still panel work.
  // Likewise a GFCI or RCD defeated: its own stop says what to do instead, and why it trips.
  if ((upsizingByARule || situation === 'protection-bypass') && !SERVICE_WORK.test(ownWords)) {
    raised.delete('main-panel');
  }
  return findingsOf(raised, {
    situation,
    foreseen: [...foreseen],
    ...(ruleLead && { lead: ruleLead }),
    climbing: CLIMBING_PLAN.test(ownWords),
  });
}
