import type { ProjectData } from '../../../shared/assistant/project-data';
import type { Grounding } from '../core/ground-turn';
import { formatHours, type Entry } from '../knowledge/knowledge-base';
import type { EntryMatch } from '../retrieve/retrieve';
import type { TextTest } from '../safety/dealt-with';
import type {
  EmergencyClassId,
  SafetyClassId,
  StopClassId,
  StopSituationId,
} from '../safety/safety-class-ids';
import { normalizeMessage } from '../understand/normalize';
import { analyzeQuestion, stems } from '../understand/text-terms';
import type { SmallTalk } from '../understand/message-kind';
import {
  costMarkdown,
  diagnosisMarkdown,
  entryTopic,
  faqMarkdown,
  howToMarkdown,
  matchingFaq,
  sourcesLine,
  whoFindsTheCause,
} from './entry-parts';
import { followUpMarkdown } from './follow-up-reply';
import { blocks } from './markdown';
import { projectFromHowTo } from './project-card';
import { stopMarkdown, warningMarkdown } from './safety-blocks';

export type ReplyKind =
  | 'emergency'
  | 'stop'
  | 'diagnosis'
  | 'how-to'
  | 'follow-up'
  | 'no-match'
  | 'off-topic'
  | 'small-talk';

export interface ComposedReply {
  kind: ReplyKind;
  markdown: string;
  /** The entry the conversation is about after this reply. */
  entryId?: string;
  /** Project Details: only for a how-to answer, never for "stop, call a pro". */
  project?: ProjectData;
  /** Every safety class the reply raised. */
  safety: SafetyClassId[];
  /** Entries the reply drew on. */
  citations: Array<{ id: string; title: string }>;
}

const INVITE =
  'Ask me anything about it: a step in more detail, what to do if it still happens, or what a pro would charge.';
const MODEL_NOTE =
  'With a language model configured (`AI_PROVIDER`), Fixwise can also reason about questions its knowledge base does not cover, still behind the same safety checks.';

function entryBody(entry: Entry, ownedTools: readonly string[], skipCauses = 0): string {
  return entry.kind === 'how-to'
    ? howToMarkdown(entry, ownedTools)
    : diagnosisMarkdown(entry, { skipCauses });
}

function cite(entries: readonly Entry[]) {
  return entries.map((e) => ({ id: e.id, title: e.title }));
}

/** Opening lines that answer what was literally asked before the full entry follows. */
function directAnswers(g: Grounding, entry: Entry): string {
  const faq = matchingFaq(entry, g.message);
  const parts: string[] = [];
  if (faq) parts.push(faqMarkdown(faq));
  if (g.asks.includes('cost')) parts.push(costMarkdown(entry));
  if (g.asks.includes('time') && entry.kind === 'how-to') {
    parts.push(
      `**Time:** about ${formatHours(entry.time)} of hands-on work${entry.time.note ? ` (${entry.time.note})` : ''}.`,
    );
  }
  return blocks(...parts);
}

// What an entry must be about for its causes to follow an emergency's stop block: a gas smell
// matched to "boiler keeps losing pressure" (by "boiler" and "leak") would list water-pressure
// causes under a gas leak. A gas leak's causes come from an entry about a gas smell or leak,
// not one that only burns gas: a hob's flame problems (a burner cap not seated) do not explain a
// kinked supply pipe hissing. (Entry text only, never the user's, goes through these patterns.)
const NAMES_GAS = /\b(?:gas|propane|lpg|rotten egg|sulfur|sulphur)\b/;
const SMELL_OR_LEAK = /\b(?:leak\w*|smell\w*|odou?r|rotten egg|sulfur|sulphur|hiss\w*)\b/;
const EMERGENCY_TOPICS: Record<EmergencyClassId, TextTest> = {
  'gas-leak': { test: (text) => NAMES_GAS.test(text) && SMELL_OR_LEAK.test(text) },
  'carbon-monoxide':
    /\b(?:carbon monoxide|co alarm|co detector|flue|combustion|exhaust|backdraft\w*)\b/,
  'electrical-fire':
    /\b(?:burn\w*|scorch\w*|melt\w*|spark\w*|arc\w*|overheat\w*|hot|smoke|smell\w*)\b/,
  'smoke-fire': /\b(?:smoke|smok\w*|fire|burn\w*|lint|smoulder\w*|smolder\w*)\b/,
  'water-and-electricity': /\b(?:water|leak\w*|wet|drip\w*|flood\w*)\b/,
  'active-flooding': /\b(?:water|leak\w*|burst|flood\w*|pipe\w*|overflow\w*)\b/,
};

// A stop's "what usually causes it" only from an entry about that job: a gas pipe to be moved
// is not explained by an entry on dripping water pipes that retrieval also found.
const STOP_TOPICS: Record<StopClassId, RegExp> = {
  'gas-work':
    /\b(?:gas|propane|lpg|pilot|burners?|hob|cooktop|range|stove|cooker|fireplace|furnace|boiler|water heater|dryer)\b/,
  'main-panel':
    /\b(?:panel|breakers?|fuses?|consumer unit|meter|service|circuits?|subpanel|gfci|rcd|trip\w*)\b/,
};
const SITUATION_TOPICS: Record<StopSituationId, RegExp> = {
  'near-power-lines': /\b(?:trees?|limbs?|branch\w*|power lines?|service (?:drop|line)|wires?)\b/,
  'safety-bypass':
    /\b(?:water heater|geyser|thermostat|relief valve|tempering|hot water|cylinder|boiler|heater)\b/,
  'protection-bypass': /\b(?:breakers?|fuses?|gfci|rcd|trip\w*|outlets?|sockets?)\b/,
  'failing-balcony': /\b(?:balcon(?:y|ies)|decks?|ledger|joists?|railings?|concrete|spalling)\b/,
  'failing-retaining-wall': /\b(?:retaining walls?|walls?|drainage|weep holes?)\b/,
  'failing-structure':
    /\b(?:cracks?|walls?|ceilings?|beams?|lintels?|door ?frames?|plaster|foundations?|chimneys?|stacks?|bricks?|mortar)\b/,
};

// An entry's causes follow a stop only when it is also about the thing the user named, one of
// its objects in their words whole: a wheat bag smoking on a bed matched "smoke alarm false
// alarms" by "smoking" alone, and its causes (burnt toast, steam) read as an explanation of a
// fire. An alarm only reports the danger, so naming it ("the alarm is screaming") does not
// make the alarm's entry the cause of a chip-pan fire.
const MESSENGER = /\b(?:alarms?|detectors?)\b/i;

function namesAnObjectOf(entry: Entry, heard: readonly string[]): boolean {
  const said = stems(heard.join(' . '));
  return entry.objects.some((object) => {
    if (MESSENGER.test(object)) return false;
    const words = analyzeQuestion(object);
    return words.length > 0 && words.every((w) => w.stems.some((s) => said.has(s)));
  });
}

function aboutTheStop(entry: Entry, g: Grounding): boolean {
  const { safety } = g;
  const topic = safety.emergency
    ? EMERGENCY_TOPICS[safety.emergency]
    : safety.stop
      ? STOP_TOPICS[safety.stop]
      : safety.situation && SITUATION_TOPICS[safety.situation];
  if (!topic) return namesAnObjectOf(entry, g.heard);
  const text = normalizeMessage(
    [
      entry.title,
      ...(entry.kind === 'troubleshooting' ? entry.causes.map((c) => c.name) : []),
    ].join(' . '),
  );
  return topic.test(text) && namesAnObjectOf(entry, g.heard);
}

function emergencyReply(g: Grounding): ComposedReply {
  const matched = g.followUp?.entry ?? g.primary?.entry;
  const entry = matched && aboutTheStop(matched, g) ? matched : undefined;
  // After the stop block, what usually causes it and, after an emergency, who finds it; never
  // DIY steps. A stop's own text already names whom to call for that job (a structural
  // engineer for a moving wall), so the entry's trade (a drywall contractor) would contradict it.
  const after =
    entry?.kind === 'troubleshooting'
      ? blocks(
          // A stop (a gas pipe to move, a panel to open) has nobody to get safe first.
          g.safety.emergency ? '### Once everyone is safe' : '### What usually lies behind it',
          `Common causes: ${entry.causes.map((c) => c.name.toLowerCase()).join('; ')}.${g.safety.emergency ? ` ${whoFindsTheCause(entry.pro.trade)}` : ''}`,
        )
      : '';
  return {
    kind: g.safety.emergency ? 'emergency' : 'stop',
    markdown: blocks(
      // What burns decides the emergency's words: the message, and the entry it matched.
      stopMarkdown(g.safety, { message: g.message, ...(entry && { entryTitle: entry.title }) }),
      warningMarkdown(g.safety, g.heard),
      after,
      entry && sourcesLine([entry]),
    ),
    ...(entry && { entryId: entry.id }),
    safety: g.safety.classes,
    citations: cite(entry ? [entry] : []),
  };
}

function entryReply(
  g: Grounding,
  primary: EntryMatch | undefined,
  others: readonly EntryMatch[],
): ComposedReply {
  const main = primary?.entry;
  const rest = others.map((m) => m.entry);
  const all = main ? [main, ...rest] : rest;
  const sections = all.map((entry, i) =>
    blocks(
      i > 0 || !main ? `---\n\n**You also asked about ${entryTopic(entry)}:**` : '',
      directAnswers(g, entry),
      entryBody(entry, g.ownedTools),
    ),
  );
  return {
    kind: main?.kind === 'how-to' || (!main && rest[0]?.kind === 'how-to') ? 'how-to' : 'diagnosis',
    markdown: blocks(warningMarkdown(g.safety, g.heard), ...sections, INVITE, sourcesLine(all)),
    ...(all[0] && { entryId: all[0].id }),
    ...(all[0]?.kind === 'how-to' && { project: projectFromHowTo(all[0]) }),
    safety: g.safety.classes,
    citations: cite(all),
  };
}

const HOME_WORDS =
  /\b(?:house|home|apartment|condo|room|wall|floor|ceiling|roof|pipe|sink|toilet|shower|tub|faucet|outlet|switch|light|door|window|deck|fence|yard|lawn|garden|garage|basement|attic|kitchen|bath\w*|paint|tile|wood|drywall|repair|fix|install|build|diy|renovat\w*|remodel\w*|leak\w*|water|heat\w*|cool\w*|furnace|appliance|fridge|washer|dryer|stove|oven|mold|mould|crack\w*|drain|gutter|concrete|brick|plant\w*|tree|shed|electric\w*|plumb\w*|breaker|wir\w*|hvac|insulat\w*|siding|attic|crawl ?space|patio|driveway|sump|gas|smell\w*|noise|damp|humid\w*)\b/;

// Who does help with the usual off-topic questions, so the reply is not a dead end.
const ELSEWHERE: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\b(?:car|truck|honda|toyota|ford|chevy|civic|brake|engine|transmission|oil change)\b/,
    'an auto mechanic',
  ],
  [
    /\b(?:tax\w*|deduct\w*|irs|accountant)\b/,
    'a tax professional (or the IRS guidance on home improvements)',
  ],
  [/\b(?:doctor|medical|prescription|symptoms?)\b/, 'a doctor or pharmacist'],
  [/\b(?:recipe|bread|cook\w*|bak\w*)\b/, 'a cooking site or cookbook'],
];

const SMALL_TALK_TEXT: Record<SmallTalk, (topic: string) => string> = {
  thanks: (topic) =>
    `You're welcome, glad it helped!${topic || ' If anything else around the house needs fixing, just describe it.'}`,
  news: (topic) =>
    `Glad to hear it, that's great news and well done! Enjoy it, you've earned a rest.${topic || ' If anything else around the house needs a hand, just describe it.'}`,
  greeting: () =>
    "Hi! I'm the Fixwise assistant. Describe what's going on at home (what you see, hear or smell, and where) or the project you have in mind, and I'll help you work out the cause and the steps.",
};

// A warning the message raised is still shown: "finally stripped the old paint off, bliss"
// gets the lead-paint caution with the congratulations.
function smallTalkReply(g: Grounding, said: SmallTalk): ComposedReply {
  const topic = g.topic ? ` Anything else about ${entryTopic(g.topic)}? Ask away.` : '';
  return {
    kind: 'small-talk',
    markdown: blocks(warningMarkdown(g.safety, g.heard), SMALL_TALK_TEXT[said](topic)),
    safety: g.safety.classes,
    citations: [],
  };
}

function noMatchReply(g: Grounding): ComposedReply {
  const text = normalizeMessage(g.message);
  const offTopic = g.offTopic || (g.nearby.length === 0 && !HOME_WORDS.test(text));
  if (offTopic) {
    const who = ELSEWHERE.find(([re]) => re.test(text))?.[1];
    return {
      kind: 'off-topic',
      markdown: blocks(
        "That's outside what I can help with: I'm a home-improvement assistant for repairs, maintenance and projects around the house and garden.",
        who && `For this, ${who} is the right person to ask.`,
        "Tell me about something at home (a leak, a noise, a project you're planning) and I'll help.",
      ),
      safety: [],
      citations: [],
    };
  }
  const suggestions = g.nearby.map((m) => `**${m.entry.title}**`);
  return {
    kind: 'no-match',
    markdown: blocks(
      warningMarkdown(g.safety, g.heard),
      "I don't have a guide that fits that well enough to answer with confidence, and I'd rather say so than guess.",
      suggestions.length > 0
        ? `These may be related: ${suggestions.join(' · ')}. Ask about one by name if it fits.`
        : '',
      'It helps to tell me what the thing is, what it does (sounds, smells, leaks, when it happens) and what you have already tried.',
      MODEL_NOTE,
    ),
    safety: g.safety.classes,
    citations: [],
  };
}

/**
 * The built-in writer: turns the core's grounding into a reply. Pure and deterministic: the
 * same grounding always gives the same reply.
 */
export function composeReply(g: Grounding): ComposedReply {
  if (g.safety.emergency || g.safety.stop || g.safety.situation) return emergencyReply(g);
  if (g.smallTalk && !g.primary) return smallTalkReply(g, g.smallTalk);
  if (g.followUp) {
    const { entry } = g.followUp;
    return {
      kind: 'follow-up',
      markdown: blocks(
        warningMarkdown(g.safety, g.heard),
        followUpMarkdown(g, entry),
        sourcesLine([entry]),
      ),
      entryId: entry.id,
      safety: g.safety.classes,
      citations: cite([entry]),
    };
  }
  if (g.primary || g.others.length > 0) return entryReply(g, g.primary, g.others);
  return noMatchReply(g);
}
