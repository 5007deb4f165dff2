import { EMERGENCY_NUMBERS_ABROAD } from '../../../../shared/assistant/emergency-numbers';
import type { Citation } from '../../../../shared/assistant/citation';
import type {
  MessageAttachment,
  MessageType,
} from '../../../../shared/conversations/conversation-schema';
import type { StepGuide } from '../../../../shared/guides/step-guide';

/** `writing`: a reply the server is still writing that this tab did not ask for (a reload). */
export type ChatMessageStatus =
  'streaming' | 'writing' | 'done' | 'incomplete' | 'stopped' | 'fallback';

/** A message as the chat shows it, derived from the conversation's cached rows. */
export interface ChatMessage {
  id: string;
  role: MessageType;
  content: string;
  status: ChatMessageStatus;
  /** docs/product.md#entities: an assistant reply flagged as a step-by-step guide. */
  guide?: StepGuide | null;
  /** Files the user attached to a question. */
  attachments?: MessageAttachment[];
  /** Knowledge entries an assistant reply used. */
  citations?: Citation[];
  /** This message and its other versions (edits, regenerated answers), oldest first. */
  versions?: string[];
  /** Stored on the server, so it can be edited, regenerated or switched. */
  stored?: boolean;
  /** The conversation of a reply still being written, which is fetched again until it ends. */
  conversationId?: string;
}

export const GREETING: ChatMessage = {
  id: 'greeting',
  role: 'assistant',
  content:
    "Hi! I'm your Fixwise assistant. Tell me about your project (what you want to build, fix or improve) and I'll give you step-by-step guidance, a tools and materials list, and time and cost estimates.",
  status: 'done',
};

/** The bubble in place of a reply that failed outright (docs/product.md#error-messages). */
export const FALLBACK_REPLY =
  "Sorry, I'm having trouble connecting to my AI brain right now. Please try again in a moment!";

/**
 * Shown under every fallback bubble. With no reply coming, the safety layer cannot speak, and
 * what it would have said first must not wait for Retry: always shown, so it needs no
 * second, weaker danger detector in the page.
 */
export const OFFLINE_SAFETY_NOTE = `If something is dangerous right now (a gas smell, smoke or fire, a carbon monoxide alarm, sparks, or water near anything electrical), don't wait for a reply: get everyone out and call 911 from outside (${EMERGENCY_NUMBERS_ABROAD}).`;

/**
 * The reason the Stop button aborts a reply with: it ends on the server too. Any other abort (a
 * new chat) ends only this tab's request, and the server finishes the reply.
 */
export const STOP_REPLY = 'stop';
