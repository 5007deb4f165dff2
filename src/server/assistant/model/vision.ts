// Model families that accept images, by the names providers and Ollama give them.
const VISION_MODELS =
  /gpt-4o|gpt-4\.1|gpt-4-turbo|gpt-5|\bo[34]\b|claude-(?:3|sonnet-4|opus-4|haiku-4)|llava|vision|[-.:]vl\b|qwen2\.5vl|gemma3|minicpm-v|pixtral|moondream|mistral-small3\.[12]/i;

/** Whether the model can look at photos: `AI_VISION` when set, else known from its name. */
export function modelSeesImages(setting: 'auto' | 'true' | 'false', modelId: string): boolean {
  if (setting !== 'auto') return setting === 'true';
  return VISION_MODELS.test(modelId);
}

export const TEXT_ONLY_PHOTO_NOTE =
  '\n\n> 📷 I received your photo, but the AI model this site uses cannot look at images. Describe what you see (materials, damage, measurements) and I will tailor the advice.';
