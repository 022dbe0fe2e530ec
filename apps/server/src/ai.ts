import { coreScriptConverter, createAiService, type AiService, type AiSettings } from '@bhakti/ai';
import type { Config } from './config.js';

export type AiConfig = Pick<
  Config,
  | 'OPENAI_API_KEY'
  | 'OPENAI_BASE_URL'
  | 'ANTHROPIC_API_KEY'
  | 'ANTHROPIC_BASE_URL'
  | 'GEMINI_API_KEY'
  | 'GEMINI_BASE_URL'
  | 'XAI_API_KEY'
  | 'XAI_BASE_URL'
>;

/** The AI settings from the environment: each provider's key and base URL (unset → the provider's own). */
export function aiSettings(config: AiConfig): AiSettings {
  return {
    providers: {
      openai: { apiKey: config.OPENAI_API_KEY, baseUrl: config.OPENAI_BASE_URL },
      anthropic: { apiKey: config.ANTHROPIC_API_KEY, baseUrl: config.ANTHROPIC_BASE_URL },
      gemini: { apiKey: config.GEMINI_API_KEY, baseUrl: config.GEMINI_BASE_URL },
      xai: { apiKey: config.XAI_API_KEY, baseUrl: config.XAI_BASE_URL },
    },
    convertScript: coreScriptConverter,
  };
}

export const createAi = (config: AiConfig): AiService => createAiService(aiSettings(config));
