import { extractStepGuide } from '../../../shared/guides/step-guide';
import { answerQuestion } from './compose-answer';
import type { BuiltinAnswer, ChatTurn } from './types';

/** Asks one question, optionally inside a conversation about `guideId`. */
export function ask(message: string, guideId?: string, history: ChatTurn[] = []): BuiltinAnswer {
  return answerQuestion({
    message,
    history,
    ...(guideId !== undefined && { conversationGuideId: guideId }),
  });
}

/** What the server will put in the right panel for this answer. */
export function panelGuide(answer: BuiltinAnswer) {
  return extractStepGuide(answer.markdown, { id: 'test', now: new Date(0) });
}
