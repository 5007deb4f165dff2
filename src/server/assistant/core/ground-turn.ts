import type { Entry } from '../knowledge/knowledge-base';
import { conversationTopic } from '../retrieve/conversation-topic';
import { retrieve, type EntryMatch } from '../retrieve/retrieve';
import {
  detectSafety,
  extendFindings,
  type SafetyFindings,
  withoutForeseen,
} from '../safety/detect-safety';
import {
  levelOf,
  type EmergencyClassId,
  type ForeseenId,
  type ReminderClassId,
  type SafetyClassId,
  type StopSituationId,
  type WarningClassId,
} from '../safety/safety-class-ids';
import { OLD_HOUSE, PAST_ONLY, SAID_NOT_LOAD_BEARING } from '../safety/safety-rules';
import {
  BACK_INTO_IT,
  DANGER_OVER,
  DONE_BY_A_PRO,
  HANDLED,
  KNOBS_OFF,
  PRO_BOOKED,
  PRO_CLEARED,
  REPAIRED,
  SETTLED_BY_ITSELF,
  SOMEONE_CAME,
  SUPPLY_OFF,
  WATER_RECEDED_WORDS,
} from '../safety/dealt-with';
import type { HomeProfile } from '../../../shared/home/home-profile-options';
import { homeSafetyContext } from './home-context';
import type { ChatTurn } from '../engine';
import { followUpNeeds, refersBack, type FollowUpNeed } from '../understand/follow-up';
import {
  asksIn,
  asksOrTellsAFault,
  SEVERAL_ANNOUNCED,
  detectSmallTalk,
  preferredEntryKind,
  type Ask,
  type SmallTalk,
} from '../understand/message-kind';
import {
  LIST_ITEM_START,
  normalizeMessage,
  splitListItems,
  splitSentences,
} from '../understand/normalize';
import { analyzeQuestion } from '../understand/text-terms';

export interface TurnInput {
  message: string;
  /** Earlier turns, oldest first, without `message`. */
  history: readonly ChatTurn[];
  /** The entry stored with the conversation by an earlier answer. */
  conversationEntryId?: string;
  /** The signed-in user's home profile: its age counts as context, its tools as owned. */
  home?: HomeProfile;
}

/**
 * Everything the writers (built-in composer or a model) need for one reply: what the message
 * asks, the dangers in it, the entries that answer it and what the conversation is about.
 */
export interface Grounding {
  message: string;
  /** The message is plainly about something other than a home. */
  offTopic: boolean;
  asks: Ask[];
  smallTalk?: SmallTalk;
  safety: SafetyFindings;
  /** The entry the reply is about, when one fits confidently. */
  primary?: EntryMatch;
  /** Further entries for other questions in the same message. */
  others: EntryMatch[];
  /** Close but not confident: offered as suggestions only. */
  nearby: EntryMatch[];
  /** The conversation's topic before this message. */
  topic?: Entry;
  /** Set when the message continues the topic rather than starting a new one. */
  followUp?: { entry: Entry; needs: FollowUpNeed[] };
  /** Tools the user owns (from their home profile), marked as such instead of to buy. */
  ownedTools: readonly string[];
  /** What the user said, this message first, then earlier ones: warnings pick their words from it. */
  heard: readonly string[];
}

const MAX_OTHER_QUESTIONS = 2;

// Cautions a diagnosis carries in its own text ("switch the breaker off first"); as a callout
// on every entry of a trade they would drown out the warnings that matter. The message's own
// words raise these classes when they apply.
const GENERIC_WARNINGS: ReadonlySet<WarningClassId> = new Set([
  'electrical',
  'height',
  'permit',
  'chemicals',
  'mould',
  'circuit-upsizing',
  'capacitor',
  'structural',
  'scalding',
  'digging',
  'tree-work',
]);
// A how-to's steps carry their own ladder, ventilation, breaker-off, shoring and permit advice;
// the callouts for these are kept for when the message itself says it (a roof, a stripper, a
// wall with joists on it). Shown from the entry alone they fired on every question the entry
// happened to match: a chirping CO alarm matched "test smoke alarms" and got "electrical".
const GENERIC_HOW_TO_WARNINGS: ReadonlySet<WarningClassId> = new Set([
  'capacitor',
  'height',
  'chemicals',
  'electrical',
  'structural',
  'digging',
  'mould',
  'scalding',
  'permit',
]);
// Asked outright how to do a job the message names ("how do I take out this wall?"), the job's
// own dangers (the wall's joists, its permit) are shown from the entry even when the user's
// words do not say them; its steps still carry the rest themselves.
const STEPS_CARRY_THEIR_OWN: ReadonlySet<WarningClassId> = new Set([
  'height',
  'chemicals',
  'electrical',
  'mould',
  'digging',
  'scalding',
]);
// A strong match that names the job's object: not a chirping alarm matching "test smoke alarms".
const NAMED_JOB_STRENGTH = 16;
// Dangers of old materials and old wiring: shown with an entry only when the house is said
// to be old.
const OLD_MATERIAL_WARNINGS: ReadonlySet<WarningClassId> = new Set([
  'asbestos',
  'lead-paint',
  'aluminium-wiring',
  'knob-and-tube',
]);
// Asbestos and lead paint are raised from what the user says they will disturb (a popcorn
// ceiling, sanding 1950s trim), not from the entry: a wall opened in a 1930s house is about
// its joists, and every old house's entry would otherwise warn of both. Knob-and-tube comes
// from what the user sees (ceramic knobs, cloth-wrapped wires), not from a 1950s rewire quote.
const FROM_THE_USERS_WORDS: ReadonlySet<WarningClassId> = new Set([
  'asbestos',
  'lead-paint',
  'knob-and-tube',
]);

// Subjects that are plainly not about a home, even when a word ("roof", "squeal") matches.
const OFF_TOPIC =
  /\b(?:recipes?|banana bread|cook(?:ing)? (?:dinner|chicken)|tax(?:es)?|deduct\w*|irs|honda|toyota|ford|chevy|civic|brake pads?|my car (?:makes|won'?t|is making)|oil change|transmission|stock market|invest\w*|doctor|prescription|homework|poem|weather forecast|dating|crypto)\b/;

/**
 * A how-to's specific warnings (asbestos in an old ceiling, a capacitor, a tree) apply whenever
 * its steps are shown, on every branch; a diagnosis raises the dangers it is about (a sagging
 * floor: structural). Neither raises its trade's generic cautions, which its own text carries.
 */
function hazardsShownWith(entry: Entry, context: string, askedForJob: boolean): WarningClassId[] {
  const old = OLD_HOUSE.test(context);
  const generic =
    entry.kind !== 'how-to'
      ? GENERIC_WARNINGS
      : askedForJob
        ? STEPS_CARRY_THEIR_OWN
        : GENERIC_HOW_TO_WARNINGS;
  const notBearing = SAID_NOT_LOAD_BEARING(context);
  return (entry.hazards ?? []).filter(
    (h) =>
      !generic.has(h) &&
      !(h === 'structural' && notBearing) &&
      (old ? !FROM_THE_USERS_WORDS.has(h) : !OLD_MATERIAL_WARNINGS.has(h)),
  );
}

// A new confident entry replaces the topic mid-conversation only when it is clearly named.
const SWITCH_STRENGTH = 6;

// "Different thing, …", "another question": a new subject, whatever came before.
const NEW_SUBJECT =
  /^(?:(?:a |one )?(?:different|another|new|separate|unrelated) (?:thing|question|topic|issue|problem)|unrelated|on another note|switching gears|changing the subject)\b/;

/** The message names something the previous question named ("the gas", "the stove"). */
function sharesSubject(message: string, previous: string): boolean {
  const before = new Set(analyzeQuestion(previous).flatMap((w) => w.stems));
  return analyzeQuestion(message).some((w) => w.stems.some((stem) => before.has(stem)));
}

// Said of the flood the conversation was about: wider than the rules' WATER_GONE, which reads a
// single message, because here the flood itself was already told a turn before.
const FLOOD_OVER = new RegExp(
  `\\b(?:${WATER_RECEDED_WORDS}|went down|water'?s (?:gone|out|all out)|water is (?:gone|out)|drying (?:it )?out)\\b`,
);

/**
 * Dealt with, told after the danger: "I replaced the tap myself, now a fitting has popped off
 * and water is pouring out" names the repair as the cause, and "the pond pump stopped" a turn
 * before the socket buzzed is a symptom. Only what no emergency or stop told after it
 * contradicts ends it;
 * what comes after is read with what came before ("the chirping's stopped, but my son has a
 * headache" after the CO alarm).
 */
function dealtWithAfterTheDanger(turns: readonly string[]): boolean {
  const text = turns.map((turn) => normalizeMessage(turn).replace(KNOBS_OFF, '')).join(' . ');
  const last = [...text.matchAll(DEALT_WITH_WORDS)].at(-1);
  if (!last) return false;
  const told = detectSafety(text.slice(last.index + last[0].length), text.slice(0, last.index));
  return !told.emergency && !told.stop && !told.situation;
}
const DEALT_WITH_WORDS = new RegExp(`${HANDLED.source}|${REPAIRED.source}`, 'g');

/** "He replaced the socket and tested the circuit", "the gas people came and capped it". */
function tellsItDealtWith(sentence: string): boolean {
  return HANDLED.test(sentence) || REPAIRED.test(sentence) || DONE_BY_A_PRO.test(sentence);
}

// Arguing with the warning ("this lead thing is way overblown", "I've done this for 30
// years") is still the same conversation, whatever new job it names.
const PUSHBACK =
  /\b(?:overblown|overreact\w*|overkill|over the top|paranoid|nanny|scaremonger\w*|never had (?:a |any )?(?:lick of )?(?:trouble|problems?|issues?)|been doing (?:this|it|that) for|done (?:this|it|that) (?:for|loads|hundreds|many)|(?:years|decades) (?:of experience|in the trade)|you'?re (?:being )?(?:dramatic|overreacting|too cautious)|calm down)\b/;

// How many earlier questions still speak for the conversation's dangers.
const CARRIED_TURNS = 2;
// With the power off, a sparking outlet is an electrical job again.
const ELECTRICAL_EMERGENCIES: ReadonlySet<SafetyClassId> = new Set([
  'electrical-fire',
  'water-and-electricity',
]);

/** The dangers of the last few questions, each read with the one before it as context. */
function recentDangers(earlierTurns: readonly string[]) {
  const turns = earlierTurns.slice(-CARRIED_TURNS);
  return {
    turns,
    findings: turns.map((turn, i) => detectSafety(turn, turns.slice(0, i).join(' . '))),
  };
}

/**
 * A fact told later can complete an earlier question's warning: "house is 1915", a turn after
 * "fastest way to get the peeling paint off the porch?", makes that paint job a lead-paint
 * job. Only warnings are completed this way; whether an emergency or a stop is still live is
 * read from what was said after it (`carriedDangers`), not by re-reading it.
 */
function completedByLaterFacts(
  recent: ReturnType<typeof recentDangers>,
  message: string,
): SafetyFindings[] {
  const { turns } = recent;
  return recent.findings.map((own, i) => {
    const before = turns.slice(0, i).join(' . ');
    const after = [...turns.slice(i + 1), message].join(' . ');
    const completed = detectSafety(turns[i]!, `${before} . ${after}`).classes.filter(
      (id) => levelOf(id) === 'warning' && !own.classes.includes(id),
    );
    return completed.length === 0 ? own : extendFindings(own, completed);
  });
}

interface CarriedDangers {
  classes: SafetyClassId[];
  reminders: ReminderClassId[];
  situation?: StopSituationId;
  foreseen: ForeseenId[];
}

function carriedDangers(recent: ReturnType<typeof recentDangers>, message: string): CarriedDangers {
  // Only a conversation that carries on gets here: the later facts are read only then.
  const findings = completedByLaterFacts(recent, message);
  // Water pumped out or gone down is a flood that is over, whatever else is still open.
  const floodOver = FLOOD_OVER.test(normalizeMessage(message));
  const carried = findings
    .flatMap(withoutForeseen)
    .filter((id) => !(floodOver && id === 'active-flooding'));
  // A danger still ahead stays ahead ("how full do I fill the pot?" after the fryer in the
  // garage), until someone deals with it.
  const foreseen = findings.flatMap((turnFindings) => turnFindings.foreseen);
  const situation = findings.find((turnFindings) => turnFindings.situation)?.situation;
  // Nothing to carry: whether it was dealt with changes nothing, and reading that (which runs
  // the safety layer again) is skipped on the ordinary follow-up.
  if (carried.length === 0 && !situation && foreseen.length === 0)
    return { classes: [], reminders: [], foreseen: [] };
  // "The gas company came and capped it" may have been said in the earlier message itself.
  const text = normalizeMessage(message).replace(KNOBS_OFF, '');
  const earlierText = normalizeMessage(recent.turns.join(' . ')).replace(KNOBS_OFF, '');
  const settledByItself =
    (SETTLED_BY_ITSELF.test(text) || SETTLED_BY_ITSELF.test(earlierText)) &&
    !someoneCame(text) &&
    !someoneCame(earlierText) &&
    !SUPPLY_OFF.test(`${earlierText} . ${text}`);
  const handled =
    !settledByItself &&
    (HANDLED.test(text) ||
      dealtWithAfterTheDanger([message]) ||
      dealtWithAfterTheDanger(recent.turns) ||
      DONE_BY_A_PRO.test(text) ||
      DONE_BY_A_PRO.test(earlierText));
  const booked = PRO_BOOKED.test(text);
  // "The plumber came and replaced the split section", said a turn ago, still holds now.
  const cleared = clearedIn(text) || clearedIn(earlierText);
  const walkingBackIn = !cleared && BACK_INTO_IT.test(text);
  if ((!handled && !booked && !cleared) || walkingBackIn) {
    return { classes: carried, reminders: [], ...(situation && { situation }), foreseen };
  }
  // A professional who came and did the stop-class job ("the engineer came Friday and capped
  // it") leaves only a reminder; one who cleared everything leaves nothing to remind.
  const proDid = SOMEONE_CAME.test(text);
  // Capped or tagged is safe for now, not finished: the reminder stays until it is reconnected.
  const clearedAt = clearedIn(text)
    ? recent.turns.length
    : recent.turns.findLastIndex((turn) => clearedIn(normalizeMessage(turn)));
  const raisedBeforeTheRepair = new Set(
    findings.slice(0, Math.max(0, clearedAt)).flatMap((turnFindings) => turnFindings.classes),
  );
  const fullyCleared = cleared && !safeForNowOnly(text);
  const remembered = (id: SafetyClassId) =>
    !fullyCleared && (isEmergency(id) || ((booked || proDid) && levelOf(id) === 'stop'));
  const reminders = carried.filter((id): id is ReminderClassId => remembered(id));
  const classes = carried.flatMap((id): SafetyClassId[] => {
    if (fullyCleared && (isEmergency(id) || levelOf(id) === 'stop')) return [];
    // A professional who cleared it ("rewired the whole house, passed inspection") leaves
    // nothing of what came before to warn about; what the same message noticed afterwards
    // (the carpet still soaked) stays.
    if (fullyCleared && raisedBeforeTheRepair.has(id)) return [];
    if (!remembered(id)) return [id];
    // Until an electrician has seen it, a sparking outlet is an electrical job.
    return ELECTRICAL_EMERGENCIES.has(id) && !cleared ? ['electrical'] : [];
  });
  return { classes, reminders, foreseen: [] };
}

// Capped, tagged or isolated is safe for now, not finished, unless a repair is told after it
// ("the fire brigade isolated the circuit, the electrician replaced the fitting next morning"),
// signed off as finished, or the supply was taken away for good ("disconnected us completely
// and took the meter").
const MADE_SAFE_FOR_NOW = /\b(?:capped|red[- ]?tag\w*|tagged|disconnected|isolated)\b/g;
const FINISHED_AFTER =
  /\b(?:replaced|fixed|repaired|rewired|swapped|reconnected|renewed|signed (?:it |us )?off|took (?:away )?(?:the |our )?meter|meter (?:removed|taken))\b/;
function safeForNowOnly(text: string): boolean {
  const last = [...text.matchAll(MADE_SAFE_FOR_NOW)].at(-1);
  return !!last && !FINISHED_AFTER.test(text.slice(last.index + last[0].length));
}

/**
 * A professional cleared it, or the user says the danger is over in a message that tells who
 * came ("they come and make safe the power line … no more danger now"). The user's word alone
 * ("I switched it off so no more danger now") does not end an emergency.
 */
function clearedIn(text: string): boolean {
  return PRO_CLEARED.test(text) || (DANGER_OVER.test(text) && someoneCame(text));
}

// Someone who came about it, not the boiler's service "in March by a Gas Safe bloke", told as
// history before the alarm went off.
function someoneCame(text: string): boolean {
  return splitSentences(text).some(
    (sentence) => SOMEONE_CAME.test(sentence) && !PAST_ONLY(sentence),
  );
}

function isEmergency(id: SafetyClassId): id is EmergencyClassId {
  return levelOf(id) === 'emergency';
}

function stopMarkdownApplies(findings: SafetyFindings): boolean {
  return !!(findings.emergency || findings.stop || findings.situation);
}

/**
 * The entries the message's answer leads with. A numbered list ("1) the fan barely pulls steam
 * 2) the kitchen tap drips 3) the door sticks") leads with its first item, the rest follow as
 * further questions: words from different items added up ("steam", "kitchen", "extractor")
 * would otherwise find an entry none of them is about (a range hood).
 */
function leadingMatches(message: string, prefer: ReturnType<typeof preferredEntryKind>) {
  const items = splitListItems(message).filter((item) => LIST_ITEM_START.test(item));
  if (items.length >= 2) {
    const first = retrieve(items[0]!, { prefer });
    if (first[0]?.confident) return first;
  }
  return retrieve(message, { prefer });
}

// How strongly what is left of a later message must name its subject to be answered instead
// of the retold story: a shared word or two ("back", "wall") is not a new subject.
const BEYOND_THE_STORY_STRENGTH = 10;

/**
 * A later message's entries. When it first retells how the earlier trouble was dealt with
 * ("the electrician replaced the socket, all tested fine. There's a scorch mark on the paint
 * above it. How do I cover that?"), the story names the old subject strongly enough to keep
 * the answer there; what the message says beyond it is the question, so that leads when it
 * clearly names a subject of its own.
 */
function laterTurnMatches(message: string, prefer: ReturnType<typeof preferredEntryKind>) {
  const sentences = splitSentences(message);
  const beyond = sentences.filter((sentence) => !tellsItDealtWith(normalizeMessage(sentence)));
  if (beyond.length > 0 && beyond.length < sentences.length) {
    const fromRest = retrieve(beyond.join(' '), { prefer });
    const best = fromRest[0];
    if (best?.confident && best.namesObject && best.strength >= BEYOND_THE_STORY_STRENGTH) {
      return fromRest;
    }
  }
  return leadingMatches(message, prefer);
}

/** Confident entries for the message's other sentences that the primary does not cover. */
function otherQuestions(
  message: string,
  text: string,
  primary: EntryMatch | undefined,
): EntryMatch[] {
  // "1) hang a mirror 2) the outside tap drips 3) the back door sticks" is three questions even
  // when the list runs on in one sentence.
  const sentences = splitSentences(message).flatMap((s) => splitListItems(s));
  if (sentences.length < 2) return [];
  const several = SEVERAL_ANNOUNCED.test(text);
  const found: EntryMatch[] = [];
  for (const sentence of sentences) {
    const said = normalizeMessage(sentence);
    const asks = asksIn(said);
    const best = retrieve(sentence, { prefer: preferredEntryKind(asks), limit: 1 })[0];
    // A further question names its own subject and asks about it; a sentence of the story
    // ("It sat under a cover all winter") or one about the same thing ("What's wrong with
    // it?") is not one.
    if (!best?.confident || !best.namesObject) continue;
    if (!several && !asksOrTellsAFault(said, asks)) continue;
    const seen = [primary, ...found].some((m) => m?.entry.id === best.entry.id);
    const related = primary?.entry.related?.includes(best.entry.id) ?? false;
    if (!seen && !related) found.push(best);
  }
  return found.slice(0, MAX_OTHER_QUESTIONS);
}

export function groundTurn(input: TurnInput): Grounding {
  const message = input.message.trim();
  const text = normalizeMessage(message);
  const asks = asksIn(text);
  const earlierTurns = input.history.filter((t) => t.role === 'user').map((t) => t.content);
  const recent = recentDangers(earlierTurns);
  // A story told after a danger ("cheers, genny's in the garage with the door up, kids asleep
  // 👍") carries the conversation on, dangers and all: only a plain thank-you or greeting is
  // small talk there.
  const smallTalk = detectSmallTalk(message, {
    stories: !recent.findings.some((findings) => findings.classes.length > 0),
  });
  const matches =
    earlierTurns.length > 0
      ? laterTurnMatches(message, preferredEntryKind(asks))
      : leadingMatches(message, preferredEntryKind(asks));
  // The home profile speaks first, as if the user had said it: "the house was built in 1962".
  const earlier = [homeSafetyContext(input.home), ...earlierTurns].filter(Boolean).join(' . ');
  const ownFindings = detectSafety(message, earlier);
  // "Taxes" next to a basement bedroom cut into the foundation is still a home question.
  const offTopic = OFF_TOPIC.test(text) && ownFindings.classes.length === 0;
  // A greeting or an off-topic question is not answered from a weak accidental match.
  const best =
    matches[0]?.confident &&
    !offTopic &&
    // A thank-you or a happy update asks nothing, whatever guide its story shares words with;
    // "hi, my tap drips" names its subject strongly enough to be answered.
    (!smallTalk || (smallTalk === 'greeting' && matches[0].strength >= SWITCH_STRENGTH))
      ? matches[0]
      : undefined;
  const nearby = offTopic ? [] : matches.filter((m) => !m.confident && m.strength >= 2).slice(0, 3);
  const topic =
    input.history.length > 0
      ? conversationTopic(input.history, input.conversationEntryId)
      : undefined;

  let primary = best;
  let followUp: Grounding['followUp'];
  if (topic && !smallTalk) {
    const switches =
      best &&
      best.entry.id !== topic.id &&
      (best.strength >= SWITCH_STRENGTH || !refersBack(message));
    if (!switches && (refersBack(message) || !best)) {
      followUp = { entry: topic, needs: followUpNeeds(message) };
      primary = undefined;
    }
  }

  const shown = followUp?.entry ?? primary?.entry;
  // A message that carries on the conversation carries on its dangers: "can I run back in for
  // the dog?" is still about the gas smell, "can we just do the kitchen?" still about the
  // knob-and-tube wiring. A new subject starts clean.
  // Without a topic entry (a gas smell matches none) the conversation still goes on, unless
  // the user plainly starts something else.
  const continues =
    !smallTalk &&
    earlierTurns.length > 0 &&
    !NEW_SUBJECT.test(text) &&
    (!!followUp ||
      PUSHBACK.test(text) ||
      // Right after an emergency or a stop, the next question is about that situation ("how
      // much petrol will it burn overnight?") unless the user says it is something else.
      (recent.findings.at(-1) !== undefined && stopMarkdownApplies(recent.findings.at(-1)!)) ||
      !primary ||
      primary.entry.id === topic?.id ||
      primary.strength < SWITCH_STRENGTH ||
      // "How long would a 4x5 m room take?" shares a phrase with "Dryer takes too long" but
      // names no new thing: still the job that was being talked about.
      !primary.namesObject ||
      refersBack(message) ||
      sharesSubject(message, earlierTurns.at(-1) ?? ''));
  const carried = continues ? carriedDangers(recent, message) : undefined;
  const fromMessage = carried
    ? extendFindings(ownFindings, carried.classes, {
        ...(carried.situation && { situation: carried.situation }),
        reminders: carried.reminders,
        foreseen: carried.foreseen,
      })
    : ownFindings;
  // An emergency or a stop replaces the entry's content, so its warnings would only distract.
  const context = normalizeMessage(`${earlier} . ${message}`);
  const entryHazards =
    shown && !stopMarkdownApplies(fromMessage)
      ? hazardsShownWith(
          shown,
          context,
          !!primary &&
            !followUp &&
            primary.namesObject &&
            primary.strength >= NAMED_JOB_STRENGTH &&
            (asks.includes('how-to') || asks.includes('instructions')),
        )
      : [];
  const safety = extendFindings(fromMessage, entryHazards);

  return {
    message,
    offTopic,
    asks,
    ...(smallTalk && { smallTalk }),
    safety,
    ...(primary && { primary }),
    others: followUp || offTopic ? [] : otherQuestions(message, text, primary),
    nearby: primary || followUp ? [] : nearby,
    ...(topic && { topic }),
    ...(followUp && { followUp }),
    ownedTools: input.home?.tools ?? [],
    heard: [message, ...earlierTurns.toReversed()],
  };
}
