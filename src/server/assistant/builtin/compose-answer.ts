import { findGuideById, type Guide } from '../knowledge';
import { bestGuide, searchGuides, type BestGuide } from '../retrieval';
import { detectFollowUp, isFollowUp, projectWords } from './follow-up-intent';
import { followUpMarkdown } from './follow-up-answer';
import { guideAnswerMarkdown } from './guide-answer';
import { namesGuide } from './guide-terms';
import { warningCallouts, warningHazards } from './hazard-callouts';
import { blocks } from './markdown';
import { hazardStopMarkdown, stopHazard } from './hazard-stop';
import { detectMessageHazards, type MessageHazard } from './message-hazards';
import {
  smallTalkMarkdown,
  needProjectMarkdown,
  noMatchMarkdown,
  offTopicMarkdown,
} from './no-match';
import { projectFromGuide } from './project-from-guide';
import { relatedStep, relatedStepMarkdown } from './related-step';
import { isOffTopic } from './suggestions';
import type { BuiltinAnswer, BuiltinAnswerKind, BuiltinQuestion } from './types';

export type { BuiltinAnswer, BuiltinAnswerKind, BuiltinQuestion, ChatTurn } from './types';

/**
 * A follow-up that also matches another guide ("what tools do I need to regrout tile
 * instead?") switches only when the current guide matches the message much worse; otherwise
 * a shared word ("faucet" in a kitchen-faucet conversation) would hijack the conversation.
 */
const SWITCH_SCORE_RATIO = 0.5;
const SWITCH_SEARCH_DEPTH = 10;

function answer(kind: BuiltinAnswerKind, markdown: string, guide?: Guide): BuiltinAnswer {
  if (!guide) return { kind, markdown };
  return { kind, markdown, guideId: guide.id, project: projectFromGuide(guide) };
}

function guideAnswer(guide: Guide, hazards: readonly MessageHazard[]): BuiltinAnswer {
  return answer('guide', guideAnswerMarkdown(guide, warningHazards(guide, hazards)), guide);
}

/** The guide to switch the conversation to, if the message names another project. */
function switchTarget(
  query: string,
  current: Guide,
  best: BestGuide | undefined,
  asksAbout: boolean,
): Guide | undefined {
  if (!best?.confident || best.guide.id === current.id) return undefined;
  if (!asksAbout) return best.guide;
  const currentScore =
    searchGuides(query, SWITCH_SEARCH_DEPTH).find((m) => m.guide.id === current.id)?.score ?? 0;
  return currentScore < best.score * SWITCH_SCORE_RATIO ? best.guide : undefined;
}

/**
 * The built-in assistant's reply to one message: a full guide, a follow-up about the
 * conversation's guide, an honest "no guide for that" with suggestions, or a hazard stop.
 * Pure and deterministic: the same input always gives the same answer.
 */
export function answerQuestion(input: BuiltinQuestion): BuiltinAnswer {
  const message = input.message.trim();
  const current = input.conversationGuideId ? findGuideById(input.conversationGuideId) : undefined;

  // Danger comes before anything else, including follow-ups about the current guide.
  const hazards = detectMessageHazards(message);
  const stop = stopHazard(hazards);
  if (stop) return answer('hazard-stop', hazardStopMarkdown(stop), current);

  const followUp = detectFollowUp(message, input.history);
  const asksAbout = followUp.step !== undefined || followUp.topics.length > 0;
  // "How long will it take?" must not pick a guide on "take": search what names a project.
  const query = asksAbout ? projectWords(message) : message;
  const found = bestGuide(query);
  // A follow-up's leftover words must actually name the project to count as a new question.
  const best = found && (!asksAbout || namesGuide(query, found.guide)) ? found : undefined;

  if (current) {
    const target = switchTarget(query, current, best, asksAbout);
    if (target) return guideAnswer(target, hazards);
    if (isFollowUp(followUp)) {
      // "Which ladder for the roof?" still earns the height warning, even mid-conversation.
      const warnings = warningCallouts(warningHazards(undefined, hazards));
      return answer('follow-up', blocks(warnings, followUpMarkdown(current, followUp)), current);
    }
    if (best?.confident) return guideAnswer(best.guide, hazards);
    const related = relatedStep(current, message);
    if (related !== undefined) {
      return answer('follow-up', relatedStepMarkdown(current, related), current);
    }
  } else {
    if (best?.confident) return guideAnswer(best.guide, hazards);
    if (followUp.smallTalk) return answer('off-topic', smallTalkMarkdown(followUp.smallTalk));
    if (asksAbout) return answer('no-match', needProjectMarkdown());
  }

  if (isOffTopic(message)) return answer('off-topic', offTopicMarkdown(current), current);
  const warnings = warningHazards(undefined, hazards);
  return answer('no-match', noMatchMarkdown(message, warnings, current), current);
}
