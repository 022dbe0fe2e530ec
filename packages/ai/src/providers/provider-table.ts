import type { OnlineProvider } from '../models.js';
import { anthropicProvider } from './anthropic.js';
import type { ChatProvider, ClientSettings } from './chat-provider.js';
import { openAiCompatibleProvider } from './openai-compatible.js';

export interface ProviderInfo {
  name: string;
  /** The environment variable that holds the key (named in messages; this package never reads it). */
  keyVariable: string;
  defaultBaseUrl: string;
  connect: (settings: ClientSettings) => ChatProvider;
}

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
