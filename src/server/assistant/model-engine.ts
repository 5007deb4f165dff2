import { streamText, type LanguageModel } from 'ai';
import { composeReply } from './compose/compose-reply';
import { stopMarkdown, warningMarkdown } from './compose/safety-blocks';
import { projectFromHowTo } from './compose/project-card';
import { entryAsContext } from './core/entry-context';
import { groundTurn, type Grounding } from './core/ground-turn';
import type { AssistantEngine, AssistantTurn } from './engine';
import type { Entry } from './knowledge/knowledge-base';
import { toAssistantError } from './model-errors';
import { systemPrompt } from './system-prompt';

const HISTORY_TURNS = 20;

/** The question with its attachments: images as image parts, text files inline and labelled. */
function userContent(turn: AssistantTurn) {
  if (turn.attachments.length === 0) return turn.message;
  const texts = turn.attachments.flatMap((file) =>
    file.kind === 'text'
      ? [`\n\n<attached-file name=${JSON.stringify(file.name)}>\n${file.text}\n</attached-file>`]
      : [],
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

/** Only entries the core is confident about go to the model; unrelated text only misleads. */
function groundingEntries(g: Grounding): Entry[] {
  const entries = [g.followUp?.entry, g.primary?.entry, ...g.others.map((m) => m.entry)];
  return entries.filter(
    (e, i): e is Entry => !!e && entries.findIndex((x) => x?.id === e.id) === i,
  );
}

/**
 * Any model through the AI SDK, writing on top of the same core as the built-in assistant.
 * Emergencies and jobs that are not for a homeowner are answered by the core's stop block
 * without calling the model; otherwise the warnings the core raised open the reply whatever
 * the model writes, and the model is grounded in the confident entries only.
 */
export function modelEngine(
  model: LanguageModel,
  options: { timeoutMs: number; maxOutputTokens: number },
): AssistantEngine {
  return {
    name: 'model',
    reply(turn: AssistantTurn) {
      const grounding = groundTurn({
        message: turn.message,
        history: turn.history,
        conversationEntryId: turn.conversationGuideId,
      });
      if (stopMarkdown(grounding.safety)) {
        const reply = composeReply(grounding);
        async function* stopStream() {
          yield reply.markdown;
        }
        return { textStream: stopStream(), outcome: async () => ({ guideId: reply.entryId }) };
      }

      const entries = groundingEntries(grounding);
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const signal = AbortSignal.any([turn.signal, timeout]);
      const system = entries.length
        ? `${systemPrompt}\n\nReference entries from the Fixwise knowledge base:\n\n${entries.map(entryAsContext).join('\n\n')}`
        : systemPrompt;
      const warnings = warningMarkdown(grounding.safety);

      const result = streamText({
        model,
        system,
        messages: [
          ...turn.history.slice(-HISTORY_TURNS),
          { role: 'user', content: userContent(turn) },
        ],
        abortSignal: signal,
        maxOutputTokens: options.maxOutputTokens,
        maxRetries: 1,
        // Failures surface through the stream and are logged once, by the route, with our code.
        onError: () => {},
      });

      async function* textStream() {
        try {
          let started = false;
          for await (const part of result.fullStream) {
            if (part.type === 'text-delta') {
              // The core's warnings come first, but only once the model has answered at all.
              if (!started && warnings) yield `${warnings}\n\n`;
              started = true;
              yield part.text;
            } else if (part.type === 'error') throw part.error;
            else if (part.type === 'abort') throw new Error('aborted');
          }
        } catch (error) {
          throw toAssistantError(error, timeout.aborted);
        }
      }

      const main = entries[0];
      return {
        textStream: textStream(),
        // The project card comes from our own how-to entry, never from a second model call.
        outcome: async () =>
          main
            ? {
                guideId: main.id,
                ...(main.kind === 'how-to' &&
                  grounding.primary && { project: projectFromHowTo(main) }),
              }
            : {},
      };
    },
  };
}
