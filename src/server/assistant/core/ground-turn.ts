import type { Entry } from '../knowledge/knowledge-base';
import { conversationTopic } from '../retrieve/conversation-topic';
import { retrieve, type EntryMatch } from '../retrieve/retrieve';
import { detectSafety, findingsOf, type SafetyFindings } from '../safety/detect-safety';
import type { ChatTurn } from '../engine';
import { followUpNeeds, refersBack, type FollowUpNeed } from '../understand/follow-up';
import { detectAsks, detectSmallTalk, type Ask, type SmallTalk } from '../understand/message-kind';
import { splitSentences } from '../understand/normalize';

export interface TurnInput {
  message: string;
  /** Earlier turns, oldest first, without `message`. */
  history: readonly ChatTurn[];
  /** The entry stored with the conversation by an earlier answer. */
  conversationEntryId?: string;
}

/**
 * Everything the writers (built-in composer or a model) need for one reply: what the message
 * asks, the dangers in it, the entries that answer it and what the conversation is about.
 */
export interface Grounding {
  message: string;
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
}

const MAX_OTHER_QUESTIONS = 2;
// A new confident entry replaces the topic mid-conversation only when it is clearly named.
const SWITCH_STRENGTH = 6;

function preferredKind(asks: readonly Ask[]): Entry['kind'] | undefined {
  if (asks.includes('diagnose') && !asks.includes('how-to')) return 'troubleshooting';
  if (asks.includes('how-to') && !asks.includes('diagnose')) return 'how-to';
  return undefined;
}

/** Confident entries for the message's other sentences that the primary does not cover. */
function otherQuestions(message: string, primary: EntryMatch | undefined): EntryMatch[] {
  const sentences = splitSentences(message);
  if (sentences.length < 2) return [];
  const found: EntryMatch[] = [];
  for (const sentence of sentences) {
    const best = retrieve(sentence, { prefer: preferredKind(detectAsks(sentence)), limit: 1 })[0];
    if (!best?.confident) continue;
    const seen = [primary, ...found].some((m) => m?.entry.id === best.entry.id);
    const related = primary?.entry.related?.includes(best.entry.id) ?? false;
    if (!seen && !related) found.push(best);
  }
  return found.slice(0, MAX_OTHER_QUESTIONS);
}

export function groundTurn(input: TurnInput): Grounding {
  const message = input.message.trim();
  const asks = detectAsks(message);
  const smallTalk = detectSmallTalk(message);
  const matches = retrieve(message, { prefer: preferredKind(asks) });
  const best = matches[0]?.confident ? matches[0] : undefined;
  const nearby = matches.filter((m) => !m.confident && m.strength >= 2).slice(0, 3);
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

  // A how-to's own warnings apply whenever its steps are shown, on every branch; a diagnosis
  // carries its cautions in its own text, and warns only about what the message raised.
  const shown = followUp?.entry ?? primary?.entry;
  const fromMessage = detectSafety(message);
  const entryHazards = shown?.kind === 'how-to' ? (shown.hazards ?? []) : [];
  const safety = findingsOf([...fromMessage.classes, ...entryHazards]);

  return {
    message,
    asks,
    ...(smallTalk && { smallTalk }),
    safety,
    ...(primary && { primary }),
    others: followUp ? [] : otherQuestions(message, primary),
    nearby: primary || followUp ? [] : nearby,
    ...(topic && { topic }),
    ...(followUp && { followUp }),
  };
}
