import Anthropic, { APIConnectionError, APIError, APIUserAbortError } from '@anthropic-ai/sdk';
import { classifySdkError, type ChatProvider, type ClientSettings } from './chat-provider.js';

/** Room for a long chalisa in an Indic script (Indic text takes many tokens), within a non-streaming call. */
const ANTHROPIC_MAX_TOKENS = 16_000;

/** Anthropic's Messages API through the official SDK. */
export function anthropicProvider({ apiKey, baseUrl }: ClientSettings): ChatProvider {
  const client = new Anthropic({ apiKey, baseURL: baseUrl, webhookKey: null, maxRetries: 0, logLevel: 'off' });
  return {
    async complete(modelId, prompt, { signal, timeoutMs }) {
      const message = await client.messages
        .create(
          {
            model: modelId,
            max_tokens: ANTHROPIC_MAX_TOKENS,
            system: prompt.system,
            messages: [{ role: 'user', content: prompt.user }],
          },
          { signal, timeout: timeoutMs },
        )
        .catch((error: unknown) => {
          throw classifySdkError(error, { APIError, APIConnectionError, APIUserAbortError });
        });
      // An answer that is not the documented JSON (a proxy's HTML page) reaches here as a string.
      const blocks = (message as Partial<typeof message> | null)?.content;
      if (!Array.isArray(blocks)) return { text: null, truncated: false };
      const texts = blocks.filter((block) => block?.type === 'text' && typeof block.text === 'string');
      return {
        text: texts.length > 0 ? texts.map((block) => (block as { text: string }).text).join('') : null,
        truncated: (message as { stop_reason?: string }).stop_reason === 'max_tokens',
      };
    },
  };
}
