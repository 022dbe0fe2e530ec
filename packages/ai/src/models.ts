/*
 * Model ids, checked in November 2026 against the providers' own documentation (as stored
 * by the docs search; dates are those the pages give):
 * - OpenAI: developers.openai.com/api/docs/models (after GPT-6.1 Terra, 26 Oct 2026) lists
 *   gpt-6-astra, gpt-6.1-sol, gpt-6.1-terra and gpt-6-luna, "the most efficient model for
 *   high-volume, well-scoped work" (released 22 Sep 2026). gpt-5.6-luna (Jul 2026) is the
 *   generation before it.
 * - Google: ai.google.dev/gemini-api/docs/models lists gemini-3.8-flash (stable, 2 Sep 2026)
 *   first and 3.5 Flash as "legacy"; ai.google.dev/gemini-api/docs/deprecations (as read on
 *   10 Nov 2026) shuts gemini-2.5-pro down on 1 Dec 2026 with gemini-3.8-flash as its
 *   replacement. Gemini 1.5 Pro was shut down in 2025.
 * - Anthropic: platform.claude.com/docs/en/about-claude/models/overview (Oct 2026) lists
 *   Claude Fable 5.1, Opus 5.5, Sonnet 5.5 and Haiku 5.5 (released 7 Oct 2026); ids have the
 *   form claude-{name}-{major}-{minor} since 4.6 (.../models/model-ids-and-versions).
 * - xAI: docs.x.ai/developers/migration/may-15-retirement names grok-4.3 as the replacement
 *   of grok-3 and grok-4.20-non-reasoning for the fast non-reasoning models; both are still
 *   offered next to grok-4.7 (docs.x.ai/developers/grok-4-7, Sep 2026).
 */

export type OnlineProvider = 'openai' | 'anthropic' | 'gemini' | 'xai';
export type ProviderKind = OnlineProvider | 'transliterate';

export interface ModelChoice {
  /** The value admins choose and the API receives as `aiModel` (docs/product.md). */
  choice: string;
  /** What the dialog shows: the model that actually runs. */
  label: string;
  provider: ProviderKind;
  /** The provider's model id; null for the offline provider. */
  modelId: string | null;
}

/** A provider's model: what the dialog calls it and the id the provider's API takes. */
interface ProviderModel {
  label: string;
  modelId: string;
}

const GPT_6_LUNA: ProviderModel = { label: 'OpenAI GPT-6 Luna', modelId: 'gpt-6-luna' };
const GEMINI_3_8_FLASH: ProviderModel = { label: 'Gemini 3.8 Flash', modelId: 'gemini-3.8-flash' };
const CLAUDE_OPUS: ProviderModel = { label: 'Claude Opus 5.5', modelId: 'claude-opus-5-5' };
const CLAUDE_SONNET: ProviderModel = { label: 'Claude Sonnet 5.5', modelId: 'claude-sonnet-5-5' };
const CLAUDE_HAIKU: ProviderModel = { label: 'Claude Haiku 5.5', modelId: 'claude-haiku-5-5' };
const GROK_4_3: ProviderModel = { label: 'Grok 4.3', modelId: 'grok-4.3' };
const GROK_4_20_FAST: ProviderModel = { label: 'Grok 4.20 (fast)', modelId: 'grok-4.20-non-reasoning' };

/** The same model, labelled as the one running in place of a retired one. */
const successorOf = (model: ProviderModel, retired: string): ProviderModel => ({
  ...model,
  label: `${model.label} (successor of ${retired})`,
});

/** One provider's choices, in the order the dialog lists them. */
const choicesOf = (provider: OnlineProvider, models: Readonly<Record<string, ProviderModel>>): ModelChoice[] =>
  Object.entries(models).map(([choice, model]) => ({ choice, provider, ...model }));

/**
 * Every model choice of the product, mapped to current model ids in one place (see above).
 * The choices keep the names the product has always sent; where the model they first named
 * has been retired (GPT-3.5 Turbo, Gemini 1.5/2.5 Pro, Claude 3.7 Sonnet, Grok 1 and 3) the
 * choice runs its provider's recommended successor, and the label says which when the name
 * of the choice would suggest otherwise.
 */
export const MODEL_CHOICES: readonly ModelChoice[] = [
  ...choicesOf('openai', { openai: GPT_6_LUNA }),
  ...choicesOf('gemini', {
    gemini: GEMINI_3_8_FLASH,
    'gemini-2.5': successorOf(GEMINI_3_8_FLASH, '2.5 Pro'),
  }),
  ...choicesOf('anthropic', {
    anthropic: CLAUDE_SONNET,
    'anthropic-opus': CLAUDE_OPUS,
    'anthropic-sonnet': CLAUDE_SONNET,
    'anthropic-haiku': CLAUDE_HAIKU,
    'anthropic-7-sonnet': successorOf(CLAUDE_SONNET, '3.7 Sonnet'),
  }),
  ...choicesOf('xai', {
    grok: GROK_4_3,
    'grok-vision': { ...GROK_4_3, label: `${GROK_4_3.label} (vision)` },
    'grok-1': GROK_4_20_FAST,
    'grok-1-vision': { ...GROK_4_20_FAST, label: 'Grok 4.20 (fast, vision)' },
  }),
  { choice: 'transliterate', label: 'Script conversion (offline)', provider: 'transliterate', modelId: null },
];

/** The choice the API uses when a request names none (docs/product.md). */
export const DEFAULT_MODEL_CHOICE = 'openai';

export function findModelChoice(choice: string): ModelChoice | null {
  return MODEL_CHOICES.find((model) => model.choice === choice) ?? null;
}
