export { answerQuestion } from './compose-answer';
export type { BuiltinAnswer, BuiltinAnswerKind, BuiltinQuestion, ChatTurn } from './types';
export {
  PRO_LABOR_RATE_USD,
  PRO_MIN_BILLED_HOURS,
  laborEstimate,
  projectFromGuide,
} from './project-from-guide';
