import { callWithPolicy, type CallSubject } from './call-policy.js';
import { ConcurrencyGate } from './concurrency.js';
import { AiError } from './errors.js';
import { MODEL_CHOICES, findModelChoice, type ModelChoice, type OnlineProvider, type ProviderKind } from './models.js';
import { checkOutput } from './output-check.js';
import { buildPrompt } from './prompts.js';
import type { ChatProvider } from './providers/chat-provider.js';
import { PROVIDERS } from './providers/provider-table.js';
import { isRomanTransliteration, type AiRequest, type AiResult } from './request.js';
import { NO_CONVERTER_REASON, transliterate, type ScriptConverter } from './transliterate.js';

/** docs/security.md item 18. */
export const AI_TIMEOUT_MS = 60_000;
export const AI_MAX_CONCURRENT_PER_ADMIN = 3;
/** How long a refused (busy) admin is asked to wait: calls take seconds, at most a minute. */
export const AI_BUSY_RETRY_AFTER_SECONDS = 10;

export interface ProviderSettings {
  apiKey?: string | undefined;
  baseUrl?: string | undefined;
}

/** Everything the service needs, handed over by the server (this package never reads the environment). */
export interface AiSettings {
  providers?: Partial<Record<OnlineProvider, ProviderSettings>>;
  /** The offline provider's script conversion; without it 'transliterate' is unavailable. */
  convertScript?: ScriptConverter | null;
  timeoutMs?: number;
  retryDelayMs?: number;
  maxConcurrentPerAdmin?: number;
}

export interface ModelAvailability {
  choice: string;
  label: string;
  provider: ProviderKind;
  model: string;
  available: boolean;
  /** Why it cannot be used, e.g. 'Set OPENAI_API_KEY to use this model'; null when available. */
  reason: string | null;
}

export interface AiService {
  /** Every model choice, each saying whether this server can run it. */
  models(): ModelAvailability[];
  /** Runs one request for an admin (`adminKey` counts that admin's concurrent calls); throws AiError. */
  run(request: AiRequest, adminKey: string): Promise<AiResult>;
}

const missingKeyReason = (provider: OnlineProvider) => `Set ${PROVIDERS[provider].keyVariable} to use this model`;

export function createAiService(settings: AiSettings = {}): AiService {
  const gate = new ConcurrencyGate(settings.maxConcurrentPerAdmin ?? AI_MAX_CONCURRENT_PER_ADMIN);
  const policy = { timeoutMs: settings.timeoutMs ?? AI_TIMEOUT_MS, retryDelayMs: settings.retryDelayMs ?? 500 };
  const convert = settings.convertScript ?? null;
  const clients = new Map<OnlineProvider, ChatProvider>();

  const apiKeyOf = (provider: OnlineProvider) => settings.providers?.[provider]?.apiKey || null;

  function clientFor(provider: OnlineProvider, apiKey: string): ChatProvider {
    let client = clients.get(provider);
    if (!client) {
      const info = PROVIDERS[provider];
      client = info.connect({ apiKey, baseUrl: settings.providers?.[provider]?.baseUrl || info.defaultBaseUrl });
      clients.set(provider, client);
    }
    return client;
  }

  function unavailableReason(model: ModelChoice): string | null {
    if (model.provider === 'transliterate') return convert ? null : NO_CONVERTER_REASON;
    return apiKeyOf(model.provider) ? null : missingKeyReason(model.provider);
  }

  async function complete(
    model: ModelChoice & { provider: OnlineProvider },
    apiKey: string,
    request: AiRequest,
  ): Promise<string> {
    const info = PROVIDERS[model.provider];
    const modelId = model.modelId!;
    const subject: CallSubject = {
      label: model.label,
      modelId,
      providerName: info.name,
      keyVariable: info.keyVariable,
    };
    const client = clientFor(model.provider, apiKey);
    const prompt = buildPrompt(request);
    const answer = await callWithPolicy((options) => client.complete(modelId, prompt, options), policy, subject);
    if (answer.text === null) throw new AiError('malformed', `${info.name} sent an answer without text`);
    if (answer.truncated) {
      throw new AiError('malformed', `${model.label}'s answer was cut short (the text is too long)`);
    }
    return answer.text;
  }

  async function produce(model: ModelChoice, request: AiRequest, adminKey: string): Promise<string> {
    if (model.provider === 'transliterate') return transliterate(request, convert);
    const online = model as ModelChoice & { provider: OnlineProvider };
    const apiKey = apiKeyOf(online.provider);
    if (!apiKey) throw new AiError('not-configured', missingKeyReason(online.provider));
    return gate.run(adminKey, () => complete(online, apiKey, request));
  }

  return {
    models: () =>
      MODEL_CHOICES.map((model) => {
        const reason = unavailableReason(model);
        return {
          choice: model.choice,
          label: model.label,
          provider: model.provider,
          model: model.modelId ?? model.choice,
          available: reason === null,
          reason,
        };
      }),
    async run(request, adminKey) {
      const model = findModelChoice(request.model);
      if (!model) throw new AiError('unknown-model', `Unknown model "${request.model}"`);
      const answer = await produce(model, request, adminKey);
      return {
        content: checkOutput(request, answer, model.label),
        choice: model.choice,
        modelId: model.modelId ?? model.choice,
        provider: model.provider,
        isTransliteration: isRomanTransliteration(request),
      };
    },
  };
}
