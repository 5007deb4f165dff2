import { stepCountIs, streamText, type LanguageModel, type ModelMessage, type ToolSet } from 'ai';
import type { ProjectData } from '../../../shared/assistant/project-data';
import { extractStepGuide } from '../../../shared/guides/step-guide';
import { composeReply } from '../compose/compose-reply';
import { stopMarkdown, warningMarkdown } from '../compose/safety-blocks';
import { entryAsContext } from '../core/entry-context';
import { groundTurn, type Grounding } from '../core/ground-turn';
import { AssistantError, type AssistantEngine, type AssistantTurn } from '../engine';
import type { Entry } from '../knowledge/knowledge-base';
import { calculatorTools } from './calculator-tools';
import { fitPrompt } from './fit-prompt';
import { citationOf, knowledgeTools } from './knowledge-tools';
import { toAssistantError } from './model-errors';
import { historyMessages, questionContent } from './model-messages';
import { projectTool } from './project-tool';
import { systemPrompt, toolsPrompt } from './system-prompt';
import { homeForModel } from '../core/home-context';
import { TEXT_ONLY_PHOTO_NOTE } from './vision';

const HISTORY_TURNS = 20;

export interface ModelEngineOptions {
  timeoutMs: number;
  maxOutputTokens: number;
  /** Model calls per signed-in user's question: tool rounds plus the final answer. */
  maxSteps: number;
  /** Characters one request may carry; earlier turns and attached text give way first. */
  maxPromptChars: number;
  /** The model accepts images; otherwise a photo gets a note instead of a failure. */
  vision: boolean;
  /** Bytes of earlier photos a vision model sees again. */
  historyImageBytes: number;
}

/** Only entries the core is confident about go to the model; unrelated text only misleads. */
function groundingEntries(g: Grounding): Entry[] {
  const entries = [g.followUp?.entry, g.primary?.entry, ...g.others.map((m) => m.entry)];
  return entries.filter(
    (e, i): e is Entry => !!e && entries.findIndex((x) => x?.id === e.id) === i,
  );
}

/** What our calculators worked out during the turn, shown after the model's text. */
function workedBlock(lines: readonly string[]): string {
  if (lines.length === 0) return '';
  return `\n\n**Worked out with Fixwise calculators**\n\n${lines.map((l) => `- ${l}`).join('\n')}`;
}

/**
 * Any model through the AI SDK, writing on top of the same core as the built-in assistant.
 * Emergencies and jobs that are not for a homeowner are answered by the core's stop block
 * without calling the model; otherwise the warnings the core raised open the reply whatever
 * the model writes, and the model is grounded in the confident entries only. A signed-in
 * user's model may use tools (the knowledge base, our calculators, `record_project`) for up to
 * `maxSteps` calls; a guest's question is one call without tools.
 */
export function modelEngine(model: LanguageModel, options: ModelEngineOptions): AssistantEngine {
  return {
    name: 'model',
    reply(turn: AssistantTurn) {
      const grounding = groundTurn({
        message: turn.message,
        history: turn.history,
        conversationEntryId: turn.conversationGuideId,
        ...(turn.home && { home: turn.home }),
      });
      if (stopMarkdown(grounding.safety)) {
        const reply = composeReply(grounding);
        async function* stopStream() {
          yield reply.markdown;
        }
        return { textStream: stopStream(), outcome: async () => ({ guideId: reply.entryId }) };
      }

      const entries = groundingEntries(grounding);
      const cited = new Map(entries.map((e) => [e.id, e]));
      const worked: string[] = [];
      let project: ProjectData | undefined;
      const tools: ToolSet | undefined = turn.guest
        ? undefined
        : {
            ...knowledgeTools(cited),
            ...calculatorTools(worked),
            ...projectTool((p) => (project = p)),
          };

      const timeout = AbortSignal.timeout(options.timeoutMs);
      const signal = AbortSignal.any([turn.signal, timeout]);
      const home = homeForModel(turn.home);
      const system = [
        systemPrompt,
        ...(tools ? [toolsPrompt] : []),
        ...(home ? [home] : []),
        ...(entries.length
          ? [
              `Reference entries from the Fixwise knowledge base:\n\n${entries.map(entryAsContext).join('\n\n')}`,
            ]
          : []),
      ].join('\n\n');
      const warnings = warningMarkdown(grounding.safety, grounding.heard);
      const fitted = fitPrompt(
        {
          system,
          history: turn.history.slice(-HISTORY_TURNS),
          message: turn.message,
          attachments: turn.attachments,
        },
        options.maxPromptChars,
      );
      const photoNote =
        !options.vision && turn.attachments.some((f) => f.kind === 'image')
          ? TEXT_ONLY_PHOTO_NOTE
          : '';
      const start = (history: ModelMessage[]) =>
        streamText({
          model,
          system,
          messages: [
            ...history,
            {
              role: 'user',
              content: questionContent(turn.message, fitted.attachments, options.vision),
            },
          ],
          ...(tools && { tools }),
          stopWhen: stepCountIs(tools ? options.maxSteps : 1),
          // The last call allowed gets no tools, so the turn always ends in words.
          prepareStep: ({ stepNumber }) =>
            stepNumber >= options.maxSteps - 1 ? { activeTools: [], toolChoice: 'none' } : {},
          abortSignal: signal,
          maxOutputTokens: options.maxOutputTokens,
          maxRetries: 1,
          // Failures surface through the stream and are logged once, by the route, with our code.
          onError: () => {},
        });

      async function* textStream() {
        try {
          if (turn.budget && !(await turn.budget.allows())) {
            throw new AssistantError('AI_BUDGET_EXCEEDED');
          }
          const result = start(
            await historyMessages(fitted.history, {
              vision: options.vision,
              imageBytes: options.historyImageBytes,
              readUpload: turn.readUpload,
            }),
          );
          let started = false;
          for await (const part of result.fullStream) {
            if (part.type === 'text-delta') {
              // The core's warnings come first, but only once the model has answered at all.
              if (!started && warnings) yield `${warnings}\n\n`;
              started = true;
              yield part.text;
            } else if (part.type === 'finish-step') {
              await turn.budget?.spend(part.usage.totalTokens ?? 0);
            } else if (part.type === 'error') throw part.error;
            else if (part.type === 'abort') throw new Error('aborted');
          }
          if (started) yield workedBlock(worked) + photoNote;
        } catch (error) {
          throw toAssistantError(error, timeout.aborted);
        }
      }

      return {
        textStream: textStream(),
        outcome: async (text: string) => {
          const main = entries[0] ?? [...cited.values()][0];
          // A project card only goes with DIY steps; "stop" or "call a pro" has none.
          const keepProject = project && extractStepGuide(text) !== null;
          return {
            ...(main && { guideId: main.id }),
            ...(keepProject && { project: { ...project!, ...(main && { guideId: main.id }) } }),
            citations: [...cited.values()].map(citationOf),
          };
        },
      };
    },
  };
}
