import type { Citation } from '../../shared/assistant/citation';
import type { ProjectData } from '../../shared/assistant/project-data';
import type { AssistantErrorCode } from '../../shared/assistant/assistant-api';
import type { MessageType } from '../../shared/conversations/conversation-schema';
import type { HomeProfile } from '../../shared/home/home-profile-options';
import type { UploadForModel } from '../uploads/read-for-model';

/** An earlier message of the conversation as the assistant reads it. */
export interface ChatTurn {
  role: MessageType;
  content: string;
  /** Photos attached to an earlier question, which a model that sees images may look at again. */
  images?: Array<{ id: string; name: string }>;
}

export interface AssistantTurn {
  message: string;
  history: ChatTurn[];
  /** The knowledge entry this conversation follows, as stored from an earlier answer. */
  conversationGuideId?: string;
  /** True for a streaming caller, who sees the reply arrive; a JSON caller waits for all of it. */
  paced?: boolean;
  /** Files attached to this question, readable by a model. */
  attachments: UploadForModel[];
  /** The signed-in user's home profile, read by the core and shown to a model. */
  home?: HomeProfile;
  /** A guest's question: one model call, no tools (docs/assistant.md, "Budgets"). */
  guest?: boolean;
  /** The caller's daily token budget; checked before a model is called, charged after. */
  budget?: { allows(): Promise<boolean>; spend(tokens: number): Promise<void> };
  /** Reads one of the caller's uploads (an earlier photo) for the model. */
  readUpload?: (id: string) => Promise<UploadForModel | undefined>;
  signal: AbortSignal;
}

export interface AssistantOutcome {
  guideId?: string;
  project?: ProjectData;
  /** Knowledge entries the reply used, for its "Sources" list. */
  citations?: Citation[];
}

export interface AssistantReply {
  /** The reply's text as it is produced; throws an AssistantError when the model fails. */
  textStream: AsyncIterable<string>;
  /** Guide and project data, once the text has ended. */
  outcome(fullText: string): Promise<AssistantOutcome>;
}

/** Either the built-in assistant or a model through the AI SDK. */
export interface AssistantEngine {
  readonly name: string;
  reply(turn: AssistantTurn): AssistantReply;
}

const statusFor: Record<AssistantErrorCode, number> = {
  AI_UNREACHABLE: 502,
  AI_UNAUTHORIZED: 502,
  AI_TIMEOUT: 504,
  AI_FAILED: 502,
  AI_BUDGET_EXCEEDED: 429,
  GUEST_LIMIT_EXCEEDED: 429,
  UNAUTHENTICATED: 401,
  RATE_LIMITED: 429,
};

const publicMessage: Partial<Record<AssistantErrorCode, string>> = {
  AI_UNREACHABLE: 'The AI service could not be reached.',
  AI_UNAUTHORIZED: 'The AI service refused our credentials.',
  AI_TIMEOUT: 'The AI service took too long to answer.',
  AI_FAILED: 'The AI service failed to answer.',
  AI_BUDGET_EXCEEDED:
    "Today's AI allowance is used up. It resets at midnight UTC; please try again tomorrow.",
};

/** A model failure with the code the client maps; `detail` goes to the log only. */
export class AssistantError extends Error {
  readonly status: number;
  constructor(
    readonly code: AssistantErrorCode,
    readonly detail?: string,
  ) {
    super(publicMessage[code] ?? code);
    this.status = statusFor[code];
  }
}
