import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { Config } from '../config';
import { builtinEngine } from './builtin-engine';
import type { AssistantEngine } from './engine';
import { modelEngine } from './model/model-engine';
import { modelSeesImages } from './model/vision';

const defaultModel = { openai: 'gpt-4o-mini', anthropic: 'claude-sonnet-4-5' } as const;

/** The model id the provider is asked for. */
export function modelId(ai: Config['ai']): string {
  if (ai.provider === 'openai' || ai.provider === 'anthropic') {
    return ai.model ?? defaultModel[ai.provider];
  }
  return ai.model ?? '';
}

/** The configured model, or undefined for the built-in assistant. */
export function configuredModel(ai: Config['ai']): LanguageModel | undefined {
  switch (ai.provider) {
    case 'openai':
      return createOpenAI({ apiKey: ai.openaiApiKey, baseURL: ai.openaiBaseUrl })(modelId(ai));
    case 'anthropic':
      return createAnthropic({ apiKey: ai.anthropicApiKey })(modelId(ai));
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: ai.openaiBaseUrl!,
        apiKey: ai.openaiApiKey,
        // Token counts in the stream, for the daily budgets.
        includeUsage: true,
      })(ai.model!);
    case 'builtin':
      return undefined;
  }
}

export function createAssistantEngine(ai: Config['ai']): AssistantEngine {
  const model = configuredModel(ai);
  return model
    ? modelEngine(model, {
        timeoutMs: ai.timeoutMs,
        maxOutputTokens: ai.maxOutputTokens,
        maxSteps: ai.maxSteps,
        maxPromptChars: ai.maxPromptChars,
        vision: modelSeesImages(ai.vision, modelId(ai)),
        historyImageBytes: ai.historyImageBytes,
      })
    : builtinEngine({ chunkDelayMs: ai.builtinStreamDelayMs });
}
