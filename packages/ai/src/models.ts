export type ProviderKind = 'openai' | 'anthropic' | 'gemini' | 'xai' | 'transliterate';

export interface ModelChoice {
  /** The value admins choose and the API receives as `aiModel`. */
  choice: string;
  label: string;
  provider: ProviderKind;
  /** The provider's model id; null for the offline provider. */
  modelId: string | null;
}

/** Every model choice of the product, mapped to current model ids in one place. */
export const MODEL_CHOICES: readonly ModelChoice[] = [
  { choice: 'openai', label: 'OpenAI GPT', provider: 'openai', modelId: 'gpt-4o-mini' },
  { choice: 'gemini', label: 'Gemini Pro', provider: 'gemini', modelId: 'gemini-2.5-flash' },
  { choice: 'gemini-2.5', label: 'Gemini 2.5 Pro', provider: 'gemini', modelId: 'gemini-2.5-pro' },
  { choice: 'anthropic', label: 'Claude (default)', provider: 'anthropic', modelId: 'claude-sonnet-4-5' },
  { choice: 'anthropic-opus', label: 'Claude Opus', provider: 'anthropic', modelId: 'claude-opus-4-1' },
  { choice: 'anthropic-sonnet', label: 'Claude Sonnet', provider: 'anthropic', modelId: 'claude-sonnet-4-5' },
  { choice: 'anthropic-haiku', label: 'Claude Haiku', provider: 'anthropic', modelId: 'claude-haiku-4-5' },
  {
    choice: 'anthropic-7-sonnet',
    label: 'Claude 3.7 Sonnet',
    provider: 'anthropic',
    modelId: 'claude-3-7-sonnet-latest',
  },
  { choice: 'grok', label: 'Grok', provider: 'xai', modelId: 'grok-4' },
  { choice: 'grok-vision', label: 'Grok Vision', provider: 'xai', modelId: 'grok-4' },
  { choice: 'grok-1', label: 'Grok 3', provider: 'xai', modelId: 'grok-3' },
  { choice: 'grok-1-vision', label: 'Grok 3 Vision', provider: 'xai', modelId: 'grok-3' },
  { choice: 'transliterate', label: 'Script conversion (offline)', provider: 'transliterate', modelId: null },
];

export function findModelChoice(choice: string): ModelChoice | null {
  return MODEL_CHOICES.find((model) => model.choice === choice) ?? null;
}
