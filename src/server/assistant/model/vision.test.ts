import { describe, expect, it } from 'vitest';
import { modelSeesImages } from './vision';

describe('modelSeesImages', () => {
  it('knows vision models by name when set to auto', () => {
    for (const id of [
      'gpt-4o-mini',
      'claude-sonnet-4-5',
      'llava:13b',
      'llama3.2-vision',
      'qwen2.5vl:7b',
      'gemma3:4b',
    ]) {
      expect(modelSeesImages('auto', id), id).toBe(true);
    }
    for (const id of ['llama3.1:8b', 'mistral:7b', 'qwen2.5:14b', 'fake-model', 'gpt-3.5-turbo']) {
      expect(modelSeesImages('auto', id), id).toBe(false);
    }
  });

  it('lets AI_VISION override the name', () => {
    expect(modelSeesImages('true', 'my-finetune')).toBe(true);
    expect(modelSeesImages('false', 'gpt-4o')).toBe(false);
  });
});
