import type { OnlineProvider } from '../models.js';
import type { ChatProvider, ClientSettings } from './chat-provider.js';

export interface ProviderInfo {
  name: string;
  /** The environment variable that holds the key (named in messages; this package never reads it). */
  keyVariable: string;
  defaultBaseUrl: string;
  connect: Connect;
}

type Connect = (settings: ClientSettings) => ChatProvider;

/**
 * A provider whose SDK module is loaded at its first call. The two SDKs take ~0.5 s to load,
 * which every server start paid, while only an admin's AI draft ever calls one.
 */
function loadedAtFirstCall(load: () => Promise<Connect>): Connect {
  return (settings) => {
    let provider: Promise<ChatProvider> | null = null;
    return {
      async complete(modelId, prompt, options) {
        provider ??= load().then((connect) => connect(settings));
        return (await provider).complete(modelId, prompt, options);
      },
    };
  };
}

const openAiCompatibleProvider = loadedAtFirstCall(
  async () => (await import('./openai-compatible.js')).openAiCompatibleProvider,
);
const anthropicProvider = loadedAtFirstCall(async () => (await import('./anthropic.js')).anthropicProvider);

/** Each online provider: Gemini and xAI through their OpenAI-compatible endpoints. */
export const PROVIDERS: Readonly<Record<OnlineProvider, ProviderInfo>> = {
  openai: {
    name: 'OpenAI',
    keyVariable: 'OPENAI_API_KEY',
    defaultBaseUrl: 'https://api.openai.com/v1',
    connect: openAiCompatibleProvider,
  },
  anthropic: {
    name: 'Anthropic',
    keyVariable: 'ANTHROPIC_API_KEY',
    defaultBaseUrl: 'https://api.anthropic.com',
    connect: anthropicProvider,
  },
  gemini: {
    name: 'Google Gemini',
    keyVariable: 'GEMINI_API_KEY',
    defaultBaseUrl: 'https://generativelanguage.googleapis.com/v1beta/openai/',
    connect: openAiCompatibleProvider,
  },
  xai: {
    name: 'xAI',
    keyVariable: 'XAI_API_KEY',
    defaultBaseUrl: 'https://api.x.ai/v1',
    connect: openAiCompatibleProvider,
  },
};
