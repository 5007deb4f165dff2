// `npm run eval:assistant -- --engine model`: the evaluation's questions put to the configured
// language model (AI_PROVIDER, AI_MODEL, OPENAI_BASE_URL… read as the app reads them), through
// the app's own model path, so the grading sees exactly what a user would.
import { performance } from 'node:perf_hooks';
import { composeReply, type ReplyKind } from '../../src/server/assistant/compose/compose-reply';
import { groundTurn } from '../../src/server/assistant/core/ground-turn';
import type { ChatTurn } from '../../src/server/assistant/engine';
import { createAssistantEngine } from '../../src/server/assistant/providers';
import type { SafetyClassId } from '../../src/server/assistant/safety/safety-class-ids';
import { loadConfig } from '../../src/server/config';

export interface ModelReply {
  markdown: string;
  /** The core's verdict where it decides (stop, emergency, off-topic); else "how-to". */
  kind: ReplyKind;
  safety: SafetyClassId[];
}

export type ModelAsker = (turns: readonly string[]) => Promise<{ reply: ModelReply; ms: number }>;

export function modelAsker(): ModelAsker {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/fixwise-eval', ...process.env });
  if (config.ai.provider === 'builtin') {
    throw new Error('--engine model needs AI_PROVIDER and its settings in the environment');
  }
  const engine = createAssistantEngine(config.ai);

  async function answer(message: string, history: ChatTurn[], entryId?: string) {
    const reply = engine.reply({
      message,
      history,
      conversationGuideId: entryId,
      attachments: [],
      signal: new AbortController().signal,
    });
    let markdown = '';
    for await (const piece of reply.textStream) markdown += piece;
    const { guideId } = await reply.outcome(markdown);
    // The model path opens with the core's stop blocks and warnings, so the core's findings are
    // what the reply raised; a model's answer counts as answered whatever the core matched.
    const core = composeReply(groundTurn({ message, history, conversationEntryId: entryId }));
    const decided = core.kind === 'emergency' || core.kind === 'stop' || core.kind === 'off-topic';
    const kind: ReplyKind = decided ? core.kind : 'how-to';
    return { reply: { markdown, kind, safety: core.safety }, guideId };
  }

  return async (turns) => {
    const history: ChatTurn[] = [];
    let entryId: string | undefined;
    let last: ModelReply | undefined;
    let ms = 0;
    for (const message of turns) {
      const start = performance.now();
      const { reply, guideId } = await answer(message, [...history], entryId);
      ms = performance.now() - start;
      history.push(
        { role: 'user', content: message },
        { role: 'assistant', content: reply.markdown },
      );
      entryId = guideId ?? entryId;
      last = reply;
    }
    return { reply: last!, ms };
  };
}
