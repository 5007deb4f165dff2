import type { ProjectData } from '../../../shared/assistant/project-data';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface BuiltinQuestion {
  message: string;
  /** Earlier turns of this conversation, oldest first, without `message` itself. */
  history: readonly ChatTurn[];
  /** The guide the conversation is about, as stored from an earlier answer's `guideId`. */
  conversationGuideId?: string;
}

/**
 * - guide: a full step guide for a confidently matched project (also after a topic switch)
 * - follow-up: an answer about the conversation's current guide (tools, a step, cost, ...)
 * - no-match: home-improvement question without a guide we trust; suggestions, no steps
 * - off-topic: nothing about a home at all; suggestions, no steps
 * - hazard-stop: a dangerous situation or job; stop and who to call, never DIY steps
 */
export type BuiltinAnswerKind = 'guide' | 'follow-up' | 'no-match' | 'off-topic' | 'hazard-stop';

export interface BuiltinAnswer {
  markdown: string;
  /**
   * The guide the conversation is about after this answer: the new one after a switch, the
   * existing one otherwise (kept through no-match and hazard replies so later follow-ups still
   * work). Absent when there is none.
   */
  guideId?: string;
  /** Project Details for `guideId`; present exactly when `guideId` is. */
  project?: ProjectData;
  kind: BuiltinAnswerKind;
}
