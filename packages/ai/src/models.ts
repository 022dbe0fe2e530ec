export type OnlineProvider = 'openai' | 'anthropic' | 'gemini' | 'xai';
export type ProviderKind = OnlineProvider | 'transliterate';

export interface ModelChoice {
  /** The value admins choose and the API receives as `aiModel` (SPEC.md section 9). */
  choice: string;
  /** What the dialog shows: the model that actually runs. */
  label: string;
  provider: ProviderKind;
  /** The provider's model id; null for the offline provider. */
  modelId: string | null;
}

/**
 * Every model choice of the product, mapped to current model ids in one place (checked
 * November 2026). The choices keep the names the product has always sent; where the model
 * they first named has been retired (GPT-3.5 Turbo, Gemini 1.5/2.5 Pro, Claude 3.7 Sonnet,
 * Grok 3) the choice runs its provider's recommended successor, and the label says which.
 */
export const MODEL_CHOICES: readonly ModelChoice[] = [
  { choice: 'openai', label: 'OpenAI GPT-5.6 Luna', provider: 'openai', modelId: 'gpt-5.6-luna' },
  { choice: 'gemini', label: 'Gemini 3.5 Flash', provider: 'gemini', modelId: 'gemini-3.5-flash' },
  {
    choice: 'gemini-2.5',
    label: 'Gemini 3.8 Flash (successor of 2.5 Pro)',
    provider: 'gemini',
    modelId: 'gemini-3.8-flash',
  },
  { choice: 'anthropic', label: 'Claude Sonnet 4.6', provider: 'anthropic', modelId: 'claude-sonnet-4-6' },
  { choice: 'anthropic-opus', label: 'Claude Opus 4.7', provider: 'anthropic', modelId: 'claude-opus-4-7' },
  { choice: 'anthropic-sonnet', label: 'Claude Sonnet 4.6', provider: 'anthropic', modelId: 'claude-sonnet-4-6' },
  { choice: 'anthropic-haiku', label: 'Claude Haiku 4.5', provider: 'anthropic', modelId: 'claude-haiku-4-5' },
  {
    choice: 'anthropic-7-sonnet',
    label: 'Claude Sonnet 4.6 (successor of 3.7 Sonnet)',
    provider: 'anthropic',
    modelId: 'claude-sonnet-4-6',
  },
  { choice: 'grok', label: 'Grok 4.3', provider: 'xai', modelId: 'grok-4.3' },
  { choice: 'grok-vision', label: 'Grok 4.3 (vision)', provider: 'xai', modelId: 'grok-4.3' },
  { choice: 'grok-1', label: 'Grok 4.20 (fast)', provider: 'xai', modelId: 'grok-4.20-non-reasoning' },
  {
    choice: 'grok-1-vision',
    label: 'Grok 4.20 (fast, vision)',
    provider: 'xai',
    modelId: 'grok-4.20-non-reasoning',
  },
  { choice: 'transliterate', label: 'Script conversion (offline)', provider: 'transliterate', modelId: null },
];

/** The choice the API uses when a request names none (SPEC.md section 9). */
export const DEFAULT_MODEL_CHOICE = 'openai';

export function findModelChoice(choice: string): ModelChoice | null {
  return MODEL_CHOICES.find((model) => model.choice === choice) ?? null;
}
