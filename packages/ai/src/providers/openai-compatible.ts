import OpenAI, { APIConnectionError, APIError, APIUserAbortError } from 'openai';
import { classifySdkError, type ChatProvider, type ClientSettings } from './chat-provider.js';

/**
 * OpenAI's Chat Completions API through the official SDK; Gemini and xAI speak the same API
 * at their own base URLs. Only the model and the two messages are sent: no sampling or
 * token options, which some current reasoning models refuse.
 */
export function openAiCompatibleProvider({ apiKey, baseUrl }: ClientSettings): ChatProvider {
  // Every option the SDK would otherwise read from the environment is given here.
  const client = new OpenAI({
    apiKey,
    baseURL: baseUrl,
    organization: null,
    project: null,
    webhookSecret: null,
    adminAPIKey: null,
    maxRetries: 0,
    logLevel: 'off',
  });
  return {
    async complete(modelId, prompt, { signal, timeoutMs }) {
      const completion = await client.chat.completions
        .create(
          {
            model: modelId,
            messages: [
              { role: 'system', content: prompt.system },
              { role: 'user', content: prompt.user },
            ],
          },
          { signal, timeout: timeoutMs },
        )
        .catch((error: unknown) => {
          throw classifySdkError(error, { APIError, APIConnectionError, APIUserAbortError });
        });
      // An answer that is not the documented JSON (a proxy's HTML page) reaches here as a string.
      const choice = (completion as Partial<typeof completion> | null)?.choices?.[0];
      const text = choice?.message?.content;
      return { text: typeof text === 'string' ? text : null, truncated: choice?.finish_reason === 'length' };
    },
  };
}
