/**
 * How people say a danger was dealt with, or was not: one vocabulary for the safety rules
 * ("the electrician put a new meter base in" reports work, it does not plan it) and for the
 * conversation ("the gas company came and capped it" turns an emergency into a reminder).
 * Patterns run on normalized text and keep to bounded runs of words (linear on any input).
 */

/** Whoever counts as a professional when they came, fixed or cleared something. */
const PROFESSIONAL =
  '(?:electricians?|sparky|sparkies|engineers?|gas safe engineer|plumbers?|technicians?|tech|fitters?|installers?|t[eé]cnicos?|fontaneros?|canalizador(?:es)?|elettricista|electricistas?|idraulico|installateurs?|monteurs?|elektrikers?|klempners?|plombiers?|[eé]lectriciens?|gas (?:swap|exchange|refill|bottle|cylinder) (?:place|shop|station|store)|gas ?fitters?|rgi|gas installers?|(?:solar|roofing|building|flooring|kitchen|pest|cleaning|insulation|restoration|hvac|heating|heat pump|furnace|plumbing|electrical) (?:guys?|company|crew|team|people|firm)|contractors?|inspectors?|certifiers?|building control|utility|power company|gas company|gas man|gas board|fire (?:brigade|department|dept|service|chief|officer)|firefighters?|firies|fireys|firemen|fire (?:crew|truck|engine)|chief|arborists?|tree (?:company|service|surgeons?|crew|guys?)|roofers?|hvac company|pros?|gas (?:safe |shop |cylinder |bottle )?(?:man|guy|bloke|lads?|fella)|repair ?man|(?:bike|cycle|scooter|repair|service|battery) (?:shop|centre|center)|dealers?(?:hip)?|socal ?gas|nicor|enbridge|cadent|(?:peoples|atlanta|columbia|washington|southwest|piedmont|spire|dominion|centerpoint|national fuel|nw natural|puget sound) gas|gas light|pg&e|pge|xcel|eversource|duke energy|sgn|national grid|con ?ed|(?:gas|power|electric\\w*) (?:utility|supplier|provider|networks?))';

// What a professional did that means the job was done by the right people. "Found" is not one:
// an electrician who found scorch marks has not dealt with them.
const DID =
  '(?:came|come|been (?:out|round|over|in|and|back)|finished|put|installed|replaced|fitted|did|reconnected|upgraded|swapped|fixed|repaired|sorted|capped|disconnected|removed|tightened|tested|cut|felled)';

// "So the sparky can put the new one in" is a plan: no modal between the pro and the deed.
// Nor a denial or a condition: "the utility never notices if you put the seal back".
const NOT_A_PLAN =
  "(?!(?:can|will|could|would|should|to|must|need|needs|going|gonna|might|may|'ll|never|if|won't|wouldn't|doesn't|didn't|can't|cannot)\\b)";

// "Plumber's tape, then put the dryer back": a product named after the trade is not the trade.
const NOT_A_TOOL = '(?! (?:tape|putty|grease|paste|torch|snake|wrench|knife|pliers|mate)\\b)';

/** Anything with a regex's `test`: a pattern, or several tried in turn. */
export interface TextTest {
  test(text: string): boolean;
}

/** "The electrician put a new meter base in", "swapped out by a licensed sparky". */
export const DONE_BY_A_PRO_SO_FAR = new RegExp(
  [
    // "Had an electrician in, he put in a new consumer unit": a comma between is still one report.
    `\\b${PROFESSIONAL}(?:'s)?\\b${NOT_A_TOOL}(?:,? ${NOT_A_PLAN}[\\w']+){0,4},? ${DID}\\b`,
    // "A licensed gasfitter took the old heater out and capped the line": made safe, told
    // further from the trade's name.
    `\\b${PROFESSIONAL}\\b${NOT_A_TOOL}(?:,? ${NOT_A_PLAN}[\\w']+){0,16},? (?:capped|condemned|red[- ]?tagged|isolated)\\b`,
    '\\binspection passed\\b|\\bpassed (?:the )?inspection\\b',
    `(?<!be )(?<!been )\\b(?:swapped|replaced|installed|fitted|upgraded|rewired|put in|done|capped|removed|disconnected|decommissioned|isolated|made safe|converted)(?: out| in| off)?(?: \\w+){0,4} by (?:a |an |the |our )?(?:licensed |qualified |registered |certified |niceic |napit |gas safe |red seal |master )?(?:${PROFESSIONAL}|professional|pro)s?\\b`,
    // "Getting an electrician in to add two circuits": the work is theirs.
    `\\b(?:had|got|getting|having) (?:a |an |the |our )?(?:\\w+ )?(?:${PROFESSIONAL}|pro|professional)s? (?:in |out |round |over )?(?:to )?(?:replace|install|swap|fit|do|put|rewire|upgrade|move|take|cut|remove|fell|fix|repair|correct|sort|add|run|wire)\\b`,
    // "Had an electrician check the pot light, it's dry and fine": checked by them, in the past.
    `\\b(?:had|got) (?:a |an |the |our )?(?:\\w+ )?(?:${PROFESSIONAL}|pro|professional)s? (?:in |out |round |over )?(?:to )?(?:check|inspect|test|look at|look over)\\b(?! (?:\\w+ ){0,6}(?:tomorrow|next|on \\w+day|later))`,
    // "Got a sparky out yesterday, he found it full of ants, replaced it and checked the RCD".
    `\\b(?:had|got) (?:a |an |the |our )?(?:\\w+ )?(?:${PROFESSIONAL}|pro|professional)s? (?:out|in|round|over|around)\\b,?(?: [\\w',]+){0,16} (?:replaced|fixed|repaired|rewired|swapped|installed|fitted|capped|disconnected|removed|condemned)\\b`,
    // "They came and made the line safe", "the crew come and make safe" (told in the present by
    // someone writing in a second language): the visit reported, not asked for.
    `(?<!\\b(?:can|could|will|would|should|to|must|may|might|when|if|until|till) )\\b(?:${PROFESSIONAL}|they|he|she|crew)(?: ${NOT_A_PLAN}\\w+){0,2} (?:came|come) (?:out |over |round )?and (?:made|make|cut|took|take|cleared|clear|fixed|fix|capped|cap|removed|remove|isolated|isolate)\\b`,
    // "Called the propane company, they came out, found a loose fitting and fixed it".
    `(?<!\\b(?:can|could|will|would|should|to|must|may|might|when|if|until|till) )\\b(?:they|he|she|crew|tech) (?:came|come) (?:out|over|round)\\b,?(?: [\\w',]+){0,12} (?:and )?(?:fixed|replaced|repaired|capped|tightened|sealed|isolated|made (?:it |\\w+ )?safe)\\b`,
    // "Tech was there in 20 min, found a leaking fitting, shut the valve and red tagged it".
    `\\b${PROFESSIONAL}\\b (?:was|were|got|arrived) (?:there|here|out|over|round|in)\\b(?: [\\w',]+){0,24} (?:replaced|fixed|repaired|capped|shut|red[- ]?tagged|tagged|isolated|disconnected|made (?:it |\\w+ )?safe|tightened|sealed|put (?:a |in (?:a )?)?new)\\b`,
    // "Energex sent their contractors round last month and they cut the trees back".
    `\\b(?:sent|had|got) (?:their |the |a |an |our )?(?:\\w+ )?${PROFESSIONAL}(?: [\\w']+){0,5} and (?:they|he|she) ${DID}\\b`,
    // "The gas engineer (showed us his card) is in the living room right now capping the
    // pipe", "the electrician is here swapping a socket": the trade doing the job as we speak.
    `\\b${PROFESSIONAL}\\b(?: \\([^)]*\\))? (?:is|are|'s) (?:here |in (?:the |our |my )?(?:\\w+ ){1,2}|round |over |on site )?(?:right now |now |today |at the moment |as we speak )?(?:taking|swapping|replacing|fitting|capping|installing|doing|putting|fixing|disconnecting|removing|changing|rewiring|wiring)\\b`,
  ].join('|'),
);

const COMMON_TRADES =
  '(?:electricians?|sparky|sparkies|plumbers?|(?:gas )?engineers?|gas ?fitters?|installers?|technicians?|contractors?|builders?|roofers?)';

/**
 * The job ahead is a professional's: "a licensed electrician is coming next Thursday to put
 * the subpanel in", "the retailer is sending someone Tuesday to swap the meter", "a new
 * circuit from the electrician", "what would it cost to have an electrician swap it". It says
 * who will do the work; it deals with nothing happening now.
 */
export const PRO_WORK_AHEAD = new RegExp(
  [
    `\\b${PROFESSIONAL}\\b(?: [\\w']+){0,2} (?:is |are )?(?:coming|booked|scheduled) (?:\\w+ ){0,4}to\\b`,
    // "Electrician is running the circuit next week", "the installer will connect it": the
    // work ahead is the professional's, whichever form of the verb says so.
    `\\b${PROFESSIONAL}(?:(?:'s| is| are| will be| will) (?:\\w+ )?(?:running|putting in|installing|fitting|wiring|adding|replacing|doing|hooking up|connecting|plumbing in)|(?: will| is going to| 'll) (?:\\w+ )?(?:connect|install|fit|wire|do|run|put in|hook up))\\b`,
    // Named by the common trades alone: PROFESSIONAL in every branch makes one pattern too
    // large for the regex engine to compile to fast code.
    `\\b(?:is |are |'s |'re |will be )?send(?:ing|s)? (?:round |out |over )?(?:someone|somebody|a (?:\\w+ )?(?:${COMMON_TRADES}|tech\\w*|guy|man|bloke|crew|team))\\b(?: [\\w']+){0,4} to\\b`,
    `\\b(?:circuits?|breakers?|panel|wiring|rewire|cabling)\\b(?: [\\w']+){0,3} (?:from|by) (?:a |an |the |our )?(?:licensed |qualified |registered )?(?:${COMMON_TRADES})\\b`,
    // "The electrician's report says he wants to change the fuse box": the trade's own
    // recommendation, the work theirs.
    `\\b${COMMON_TRADES}(?:'s)?\\b(?: [\\w'-]+){0,3} (?:wants|wanted|plans|planned|recommends|recommended|suggests|suggested|advised|advises) (?:(?:us |me )?to |(?:that )?we )(?:replace|swap|change|upgrade|install|fit|rewire|move|put|do)\\b`,
    `\\b(?:have|get) (?:a |an |the |our )?(?:licensed |qualified |registered )?(?:${COMMON_TRADES}|pro|professional) (?:in |out |round |over )?(?:to )?(?:replace|install|swap|fit|do|put|rewire|upgrade|move|add|run|wire)\\b`,
  ].join('|'),
);

/** Done, or to be done, by the right people. */
export const DONE_BY_A_PRO: TextTest = {
  test: (text) => DONE_BY_A_PRO_SO_FAR.test(text) || PRO_WORK_AHEAD.test(text),
};

// Someone else asked to come and do it: "get someone up to look at it", "ring the gas man
// again", "we'll have a roofer out". One phrase for every rule that asks who does the work.
const CALLING_SOMEONE_IN = `(?:get|getting|got|have|having|call|calling|ring|phone|text|ask|book|booking) (?:him|her|them|someone|somebody|(?:a|an|the|our|my) (?:\\w+ )?(?:${PROFESSIONAL}|pro|professional|man|guy|tradie|handyman|gutter \\w+))(?: \\w+){0,2} (?:up|back|out|in|round|over|again)`;

const SOMEONE_CALLED_IN = new RegExp(`\\b${CALLING_SOMEONE_IN}\\b`);

/**
 * "Been meaning to get someone up for a year", "we'll have a roofer out": someone else climbs,
 * unless the user is up there too ("get someone to hold the ladder while I clean the gutters").
 */
export const someoneElseGoesUp = (sentence: string) =>
  SOMEONE_CALLED_IN.test(sentence) &&
  !/\b(?:i|i'll|i'm|me|myself|we'll)\b(?: \w+){0,3} (?:climb\w*|go up|get up|clean\w*|clear\w*|on the ladder|up the ladder)\b/.test(
    sentence,
  );

/** Words that say what someone means to do: "I'll", "gonna", "want to", "planning". */
export const PLAN_WORDS_AHEAD =
  "i'll|we'll|i will|we will|i'?d like to|want to|going to|gonna|planning";

// The user turning to what they mean to do next: "...and now I'll move the cooker myself",
// "can I", "plan is". One vocabulary for every rule about the user's own hands. "How do I" is
// not in it: after the electrician's new panel, "how do I label the breakers?" is no panel work.
const OWN_PLAN_WORDS = `myself|ourselves|diy|${PLAN_WORDS_AHEAD}|(?<!\\b(?:feel|feels|felt|feeling|been|is|was|were|are|am|be|got|gets|getting|fell|falls|fall|very|bit|so|too|seriously|really|quite|look|looks|looking|become|became|taken|terminally|chronically|mentally) )ill|i was going to|can i|could i|should i|(?<!\\b(?:his|her|their|\\w+'s) )plan is`;
// "Should I get him back?", "can I ring the gas man again?": asking whether to call the
// professional again is their work ahead, not the user's. ("We'll" needs its apostrophe: "as
// well" is no plan; "ill" without one is "I'll" unless it is someone feeling ill.)
const CALLING_THE_PRO_AGAIN = `(?! (?:just )?${CALLING_SOMEONE_IN}\\b)`;
export const OWN_PLAN = new RegExp(`\\b(?:${OWN_PLAN_WORDS})\\b${CALLING_THE_PRO_AGAIN}`);

/** The user's own plan, or words a rule adds for its trade ("mini digger", "videos"). */
export function ownPlanOr(extra: string): RegExp {
  return new RegExp(`\\b(?:${OWN_PLAN_WORDS}|${extra})\\b${CALLING_THE_PRO_AGAIN}`);
}

/**
 * A repair reported in the past tense ("they came within the hour, replaced it and tested
 * everything, all clear"), not a plan, unless the same sentence turns to the user's own plan.
 */
export function reportedRepair(sentence: string): boolean {
  return (
    (DONE_BY_A_PRO.test(sentence) ||
      /\b(?:they|he|she|guy|man|bloke)(?:'s|'d|'ve)?\b(?: [\w',]+){0,14} (?:replaced|fixed|tightened|swapped|capped|sealed|repaired|condemned|fitted|installed|cleared)\b|\ball clear\b|\bsigned (?:it )?off\b|\btested everything\b|\b(?:all good|all fine|safe) now,? (?:he|she|they) said\b/.test(
        sentence,
      )) &&
    !OWN_PLAN.test(sentence)
  );
}

// What an inspection, a report, a survey or a quote said: "the inspector noted the service
// cable is aluminum", "the electrician's report has three C3 codes: no RCD on the lights", "got a
// quote for £1,450 which includes a new consumer unit", "his plan is a new subpanel", "an
// electrician checked the mast and meter base for us, fine".
const FINDING = new RegExp(
  `\\b(?:(?:${PROFESSIONAL}|report|eicr|survey|surveyor)(?:'s)?\\b(?: [\\w']+){0,8} (?:noted|flagged|found|listed|quoted|coded|has|shows|picked up|pointed out|checked|inspected|tested|looked (?:at|over))|quot(?:e|es|ed|ation)|(?:his|her|their|${PROFESSIONAL}'s) (?:plan|proposal|scope|idea)s?)\\b`,
);

// "Should I worry?", "should I go with the cheaper one?": asking about the finding, not a plan.
const ASKS_US_ABOUT_IT =
  /\b(?:should|do|must) (?:i|we) (?:worry|be (?:worried|concerned)|panic|care|accept|go (?:with|for)|trust|believe|take it)\b/g;

// Someone without a licence offering to do the job ("my brother-in-law reckons he can run a new
// cable from the switchboard"), or a way of doing it seen in a video instead of paying the quote.
const AMATEUR =
  /\b(?:brother|brother-in-law|bil|sister|dad|father|father-in-law|uncle|cousin|mate|friend|buddy|neighbou?r|husband|hubby|son|son-in-law|handyman|youtube|videos?|tiktok|tutorial|insulated gloves|rubber gloves|instead of paying)\b/;

/**
 * A professional's finding or quote told as such, in a message with no plan of the user's
 * own, nor of a relative or a friend.
 */
export function reportedFinding(message: string): boolean {
  const plans = OWN_PLAN.test(message.replace(ASKS_US_ABOUT_IT, ''));
  return FINDING.test(message) && !plans && !AMATEUR.test(message);
}

/**
 * "The gas company fixed it", "the water's shut off, how do I dry the carpet?": the acute
 * danger is over and only the job's own cautions remain.
 */
export const HANDLED = new RegExp(
  [
    "\\b(?:(?:switched|flipped|flicked) (?:it |that |the \\w+ )?(?:circuit )?off|resolved|all clear|false alarm|turned out|it was only|was just|shut (?:it |that )?off|turned (?:it |that )?off|(?:is|are|was|were) (?:now )?(?:off|shut off|turned off)|(?:has |have )?stopped|dried|dry (?:it |things |everything )?out|clean(?:ing)? up|cleanup|aftermath|now that|next day|since then,? (?:it'?s |its |it has |everything'?s |everything has |all )?(?:been )?(?:fine|ok|okay|good|no |nothing|quiet)|afterwards|insurance|came (?:out|and|over|round|today|yesterday|this morning|(?:the )?same \\w+|the next \\w+|on \\w+day|\\w+day)|all is well|capped|red[- ]tag\\w*|safe now|tightened|all done|(?:took|cut|brought) (?:it|them|the (?:whole )?(?:thing|tree|limb|branch)) down|felled|(?<!(?:power|electricity|lights|gas|water|heat|heating|internet|supply|phone) )(?:'s|has|have) been (?:out|round|over|and)|been and (?:gone|done|fixed)|issued (?:a |the )?(?:\\w+ )?certificate|signed (?:it )?off)\\b",
    `\\b(?:${PROFESSIONAL}|they)(?: \\w+){0,3} (?:said|says) (?:it'?s|its|it is|we'?re|we are|everything'?s) (?:safe|fine|ok)\\b`,
    `\\b${PROFESSIONAL}(?:'s| has| have)? been\\b`,
  ].join('|'),
);

/**
 * "Fixed", "replaced": a repair, which ends a danger only when it is told after it. "I replaced
 * the tap myself and a push-fit popped off, water everywhere" names the repair as the cause.
 */
export const REPAIRED = /\b(?:fixed|sorted|repaired|replaced)\b/;

/**
 * Flood water said to be gone: the words shared by the rules' own reading of a message
 * (WATER_GONE) and by a conversation's carried flood (FLOOD_OVER).
 */
export const WATER_RECEDED_WORDS =
  'pumped (?:it |them |the water |the \\w+ )?out|been pumped|receded|gone down|drained away|dry now';

/** "Fine, getting a Gas Safe engineer": the job stays a pro's, the answer can be about them. */
export const PRO_BOOKED = new RegExp(
  `(?<!\\b(?:before|without|instead of|rather than|than) )\\b(?:getting|got|hired|hiring|booked|booking|calling|called|having|get) (?:a |an |the |our |my )?(?:\\w+ ){0,2}(?:${PROFESSIONAL}|pro|professional|tradie)\\b|\\b${PROFESSIONAL} (?:is |are |has |have )?(?:coming|booked|quoted|quote)\\b`,
);

/**
 * Heading back into it: "can I run back in for the dog?", "can I turn it back on?" ("a plug in
 * hob" is a kind of hob, not plugging it back in).
 */
export const BACK_INTO_IT =
  /\b(?:go(?:ing)? back\b|run back in|back inside|sleep (?:\w+ ){0,2}(?:there|in there|down there|inside|in it) again|back down there|(?:i|we|they|he|she) (?:can )?go (?:back )?in\b|go in (?:and|to get|for)|pop in|relight|(?:turn|put) (?:it |them |the \w+ )?(?:back )?on|switch (?:it |them |the \w+ )?(?:back )?on|reset|(?<!\b(?:a|an|the) )plug (?:it |them )?(?:back )?in|still (?:smell\w*|there|hot|smoking|sparking|leaking|pouring)|keep (?:using|running|going with) (?:it|them|the \w+)|let (?:it|the fire|the stove|the burner|the heater|the fireplace) (?:burn|run|keep going)|keep (?:it|the fire|the stove) (?:going|burning|lit)|(?:now |it'?s |its |it is )(?:\w+ ){0,3}(?:beeping|going off|sounding|alarming|screeching)|long (?:loud )?beep\w*|(?:started|starts) (?:beeping|going off|sounding) again|leave (?:it|them|the water|the \w+) (?:running|going|pouring|spraying|on)\b|carry on using|(?:sleep\w*|stay\w*) in (?:there|the room|that room) with it|(?:pretty |quite |very |a bit |only )?faint(?:er)? now|(?:not as|less) (?:strong|bad) now|(?:shut|close) (?:the |all the )?windows|try (?:it )?(?:one more time|again|once more)|(?:light|lighting) it again|use (?:the |my |our )?(?:oven|hob|stove|cooker|range|gas|fireplace|burners?)(?! cleaner| gloves| mitts| liners?))\b/;

/**
 * A danger that went quiet by itself is not over: smoke that stopped when the light went off
 * may still smoulder in the insulation, a fading gas smell is still gas, unless someone came.
 */
export const SETTLED_BY_ITSELF =
  /\b(?:stopped|quit|has stopped|finished) (?:smoking|sparking|smelling|burning|buzzing|crackling|beeping|going off)\b|\b(?:it|its|that|the smell|the noise|the alarm|the beeping)(?:'s| has| is)? (?:\w+ )?stopped\b|\bsmell\w*(?:'s| is| has)? (?:\w+ )?(?:faded|fading|weaker|less|mostly gone|almost gone|died down|gone down|fainter|better)\b|\b(?:been|gone|went|is|it'?s|its) (?:\w+ )?(?:quiet|silent)\b/;

/**
 * Shutting the water off is what stops a flood; unplugging a melted plug or opening windows on
 * a CO alarm does not make the fault go away.
 */
export const SUPPLY_OFF =
  /\b(?:shut|turned|switched|closed) (?:off )?(?:the )?(?:water )?(?:main|mains|water|valve|stopcock|supply)\b|\b(?:water|main|stopcock)(?:'s| is| was)? (?:now )?(?:off|shut)\b/;

/** Someone came: a professional named, or a visit or repair reported. */
export const SOMEONE_CAME = new RegExp(
  `\\b(?:came|come|visited|attended|checked|inspected|fixed|repaired|capped|red[- ]tag\\w*|been)\\b|\\b${PROFESSIONAL}\\b`,
);

/**
 * How people tell that whoever came found it safe, grouped by what they say. Each is a
 * whole phrase between word boundaries.
 */
export const CLEARED_WORDINGS = {
  // "All good now", "all grand", "all sorted", "everything's dry and safe".
  allWell: [
    'all clear',
    'all good now',
    "everything'?s? (?:is )?(?:dry|safe)(?: and (?:good|fine|safe|ok))?",
    'all fine',
    'all is well',
    'all (?:was|is) (?:fine|good|ok|okay|safe|well)',
    'all grand',
    'all sorted',
    '(?:all|everything) (?:dry and )?working (?:again|now)',
    'all dry',
    'all (?:ok|okay)(?: now)?',
    'all fixed',
  ],
  // "Tested everything, all fine", "checked the wiring", "it checked out".
  testedFine: [
    "(?:test\\w*|check\\w*),? (?:and )?everything(?:'s| is)? (?:ok|okay|fine|good)",
    'tested (?:the lot|everything|it all|all of it)',
    'all tested',
    '(?:fully|all) (?:tested|checked)',
    "(?:checked|tested)(?: [\\w']+){0,6},? (?:and )?(?:all|everything)(?:'s| is| was)? (?:good|fine|ok|okay|clear|safe)",
    '(?:checked|tested) the whole (?:lot|thing|system|house|place|circuit|installation|board|line)',
    'tested everything',
    '(?:tests?|tested|checks?|checked) (?:out )?(?:fine|ok|okay|good|clear)',
    'checked out',
    "(?:checked|tested)(?: [\\w',]+){0,10} (?:and )?passed",
    'checked (?:the |all the )?(?:wiring|circuit|everything|it over|rcds?|gfcis?|safety switch|breakers?)',
  ],
  // "Zero gas", "no leaks found", "his meter read zero everywhere".
  noGasFound: [
    'zero gas',
    'no gas (?:detected|found|reading|anywhere|at all)',
    'found no (?:gas|leaks?|co|carbon monoxide)',
    'no leaks? found',
    'levels are (?:zero|normal|fine)',
    'zero (?:everywhere|in every room|all (?:over|round|through))',
    '(?:meters?|readings?) (?:\\w+ ){0,4}(?:read |showed |said )?zero',
  ],
  // "Did a soap test", "pressure tested".
  leakTested: [
    '(?:leak|pressure|soap|gas)[- ]?tested',
    '(?:did|done|passed) (?:a |the )?(?:soap|leak|pressure|bubble|gas) tests?',
  ],
  // "Fixed it and tested", "the leak's been fixed", "cleared the flue, tested".
  fixedAndTested: [
    'fixed (?:everything|it all|the lot)',
    'sorted (?:it all|the lot|everything)',
    'cleared (?:it|the (?:\\w+ )?(?:flue|chimney|blockage|vent|nest)),? tested',
    "(?:leak|it|fault)(?:'s| is| was| has been) fixed",
    'fixed and tested',
    'tested and fixed',
    '(?:fixed|sealed|repaired|tightened|replaced|mended|remade|redid)(?: it| them| the \\w+)?(?: properly)?,? and (?:re-?)?tested',
    'fixed it,? tested',
  ],
  // "Passed the inspection", "signed it off", "gave us a certificate", "left a report".
  passedOrCertified: [
    'gave (?:us|me) (?:a |the )?(?:new )?(?:coc|certificate|cert|paperwork|eicr)',
    'passed it',
    'inspection passed',
    'passed (?:the )?inspection',
    'signed (?:it )?off',
    'left (?:us |me )?(?:a |the )?report',
    '(?:permits?|inspections?) (?:and (?:an? |the )?(?:inspections?|permits?) )?(?:all )?(?:done|passed|complete|completed|signed off|finaled)',
  ],
  // "Relit the boiler", "reconnected", "turned the gas back on", "power's back on and working".
  backOn: [
    'relit (?:the|it|our)',
    "(?:water|power|gas|heat|heating|everything|it)(?:'s| is)? (?:all )?back on,? (?:and )?(?:fine|ok|okay|good|working)",
    'reconnected',
    '(?:turned|got|put|switched) (?:us|the gas|the supply|the power|the electric\\w*|everything) back on',
  ],
  // "Genny is now out the back on the grass", "moved the generator outside": the fumes' source
  // taken out of the house, after an earlier turn's carbon monoxide.
  sourceMovedOut: [
    "(?:generators?|genny|gennie|genset)(?:'s| is| was| has been)? (?:now )?(?:moved |put |taken |sitting |running )?(?:out (?:the back|the front|on the (?:grass|lawn|drive\\w*)|in the (?:yard|garden))|outside)(?: [\\w',]+){0,5} \\d+ ?(?:metres|meters|m|feet|ft) (?:from|away)",
    '(?:moved|put|took|carried|wheeled) (?:the |our |my )?(?:generator|genny|gennie|genset) (?:right )?(?:out|outside)',
  ],
  // "The fire brigade aired the house out".
  airedOut: [
    '(?:fire (?:department|dept|brigade|service|crew)|firefighters?|firemen|they) (?:\\w+ ){0,3}aired (?:\\w+ ){0,3}out',
  ],
} as const satisfies Record<string, readonly string[]>;

/** A professional said it is over: going back to using the thing is no longer walking into it. */
export const PRO_CLEARED = new RegExp(
  [
    `\\b(?:${Object.values(CLEARED_WORDINGS).flat().join('|')})\\b`,
    // "They tested it and swapped in a brand new pack", "he's redone it properly": whoever came,
    // named a sentence before.
    `\\b(?:${PROFESSIONAL}|they|he|she)(?:'s)?\\b(?: [\\w',]+){0,14} (?:(?:replaced|rewired|swapped out|swapped in|re-?done|redid|remade) (?:the |a |it|that|them|everything)|(?<!\\bto )(?:put in|put up|installed|fitted) a new\\b)`,
    // "He's disconnected and capped the fire and condemned it": the appliance made safe.
    `\\b(?:${PROFESSIONAL}|they|he|she)(?:'s| has| have|'ve)?\\b(?: ${NOT_A_PLAN}[\\w',]+){0,6} (?:capped|condemned|red[- ]?tagged)\\b`,
    // "Fire dept came with their meter and found nothing anywhere in the house".
    `\\b(?:${PROFESSIONAL}|they|he|she)\\b(?: [\\w',]+){0,8} found nothing\\b`,
    // Said by whoever came, not by a son or a neighbour: "the engineer said it's safe".
    `\\b(?:${PROFESSIONAL}(?: [\\w',]+){0,20}|(?:they|he|she)(?: [\\w']+){0,3}) (?:said|says) (?:that )?(?:(?:it'?s|its|it is|we'?re|we are|everything'?s|everything is) )?(?:all )?(?:safe|fine|ok|okay|good|all good|(?:all |fully |completely )?out\\b(?! of))\\b`,
  ].join('|'),
);

/**
 * The permit is in hand or the work was done under one: "he's got the permit, all sorted",
 * "permit closed", "replaced last month, permit and inspection and everything", "the
 * inspector signed it off". Not "never pulled a permit".
 */
export const PERMIT_IN_HAND = new RegExp(
  [
    "(?<!\\b(?:never|not|didn'?t|without|no) )\\b(?:got|have|has|had|pulled|took out|obtained|approved) (?:the |a |all the |our |his |her |their )?permits?\\b",
    '\\b(?:signed off|closed|finaled|passed) (?:on )?(?:the |our |a |his |their )?permits?\\b',
    '\\bpermits? (?:is |are |was |were |has been |have been )?(?:approved|sorted|granted|in hand|done|closed|finaled|final\\w*|signed off|passed|pulled|obtained|issued)\\b',
    '\\bpermits? and inspections? (?:\\w+ )?(?:done|passed|complete\\w*|finished|signed off)\\b',
    '\\b(?:19|20)\\d\\d (?:\\(|, )?with (?:a |the |full |proper )?permits?\\b',
    '\\bpermit(?:ted)?,? (?:and all|and everything|and inspections?)\\b',
    '\\b(?:needs?|needed|required|wants?) (?:it |them |one )?for the permit\\b',
    '(?<!\\b(?:bother|bothering|bothered|worry|worrying|deal|dealing|mess|messing) )\\b(?:under|with) (?:a |the |full )?permit\\b',
    // "The permit record shows it was rewired in 2019": the work is on file.
    '\\bpermit (?:records?|history|file|search)\\b',
    '\\bpermits? (?:and|&) (?:\\w+ ){0,2}(?:cert\\w*|sign[- ]?offs?|paperwork|final|inspection)\\b',
    '\\binspector (?:\\w+ ){0,3}signed (?:it |them )?off\\b',
  ].join('|'),
);

/** "No more danger now\", "the danger's passed": the user's own word that it is over. */
export const DANGER_OVER =
  /\bno (?:more|further|longer any) danger\b|\bdanger(?:'s| is| has) (?:now )?(?:over|gone|passed)\b|\bout of danger\b/;

const WHOEVER_CAME = new RegExp(
  `\\b(?:${PROFESSIONAL}|guy|man|bloke|lady|woman|crew|team|company|fire (?:service|brigade|department|dept))\\b`,
);
const CAME_AND_CHECKED =
  /\b(?:came|come|visited|attended|checked|tested|inspected|measured|meters?|read (?:zero|nothing|0))\b/;
/**
 * A sentence telling that someone came, checked and found it safe: "the guy came out same
 * day, went all round with his detector, zero gas, all good". Not "he says it's fine" from
 * grandpa, nor "the kids are all fine".
 */
export function clearedByWhoeverCame(sentence: string, before = ''): boolean {
  // Who came may be named the sentence before: "I rang the gas network, they were out in 40
  // minutes. They checked the whole lot, all grand."
  const told = `${before} ${sentence}`;
  return PRO_CLEARED.test(sentence) && CAME_AND_CHECKED.test(told) && WHOEVER_CAME.test(told);
}

/** "All the knobs are off" describes the gas smell; it does not say the danger was dealt with. */
export const KNOBS_OFF = /\b(?:knobs?|burners?|dials?|rings?)\b(?: \w+){0,3} (?:off|closed)\b/g;
