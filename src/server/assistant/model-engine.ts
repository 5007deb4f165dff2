import { generateObject, streamText, type LanguageModel } from 'ai';
import { projectDataSchema } from '../../shared/assistant/project-data';
import type { AssistantEngine, AssistantTurn } from './engine';
import { confidentGuide, groundingGuides, guideAsContext } from './grounding';
import { findGuideById } from './knowledge';
import { toAssistantError } from './model-errors';
import { projectFromGuide } from './builtin/project-from-guide';
import { systemPrompt } from './system-prompt';

const HISTORY_TURNS = 20;

/** The question with its attachments: images as image parts, text files inline. */
function userContent(turn: AssistantTurn) {
  if (turn.attachments.length === 0) return turn.message;
  const texts = turn.attachments.flatMap((file) =>
    file.kind === 'text' ? [`\n\nAttached file "${file.name}":\n${file.text}`] : [],
  );
  return [
    { type: 'text' as const, text: turn.message + texts.join('') },
    ...turn.attachments.flatMap((file) =>
      file.kind === 'image'
        ? [{ type: 'image' as const, image: file.bytes, mediaType: file.mediaType }]
        : [],
    ),
  ];
}

/**
 * Any model through the AI SDK: the best-matching guides go in as grounding, the conversation
 * as history; the reply streams. One retry on 5xx (maxRetries: 1), a hard time-out overall.
 */
export function modelEngine(model: LanguageModel, options: { timeoutMs: number }): AssistantEngine {
  return {
    name: 'model',
    reply(turn: AssistantTurn) {
      const conversationGuide = turn.conversationGuideId
        ? findGuideById(turn.conversationGuideId)
        : undefined;
      const grounding = groundingGuides(turn.message, conversationGuide);
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const signal = AbortSignal.any([turn.signal, timeout]);
      const system = grounding.length
        ? `${systemPrompt}\n\nReference guides from the Fixwise knowledge base:\n\n${grounding.map(guideAsContext).join('\n\n')}`
        : systemPrompt;

      const result = streamText({
        model,
        system,
        messages: [
          ...turn.history.slice(-HISTORY_TURNS),
          { role: 'user', content: userContent(turn) },
        ],
        abortSignal: signal,
        maxRetries: 1,
        // Failures surface through the stream and are logged once, by the route, with our code.
        onError: () => {},
      });

      async function* textStream() {
        try {
          for await (const part of result.fullStream) {
            if (part.type === 'text-delta') yield part.text;
            else if (part.type === 'error') throw part.error;
            else if (part.type === 'abort') throw new Error('aborted');
          }
        } catch (error) {
          throw toAssistantError(error, timeout.aborted);
        }
      }

      return {
        textStream: textStream(),
        async outcome(fullText) {
          const guide = confidentGuide(turn.message) ?? conversationGuide;
          if (guide) return { guideId: guide.id, project: projectFromGuide(guide) };
          // No guide to read the figures from: ask the model for them, in our schema.
          try {
            const { object } = await generateObject({
              model,
              schema: projectDataSchema,
              prompt: `Extract the project details (materials with quantities and costs, estimated total cost in USD, difficulty, timeline) from this answer:\n\n${fullText}`,
              abortSignal: AbortSignal.any([turn.signal, AbortSignal.timeout(options.timeoutMs)]),
              maxRetries: 0,
            });
            return { project: object };
          } catch {
            return {};
          }
        },
      };
    },
  };
}
