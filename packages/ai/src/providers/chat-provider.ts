import type { Prompt } from '../prompts.js';

export interface ClientSettings {
  apiKey: string;
  baseUrl: string;
}

export interface CallOptions {
  signal: AbortSignal;
  timeoutMs: number;
}

export interface ChatAnswer {
  /** The model's text, or null when the provider's answer holds none (a malformed answer). */
  text: string | null;
  /** The model stopped at its output limit, so the text is cut short. */
  truncated: boolean;
}

/** One provider's chat API, reached through its SDK; errors come out as ProviderFailure. */
export interface ChatProvider {
  complete(modelId: string, prompt: Prompt, options: CallOptions): Promise<ChatAnswer>;
}

export type FailureKind = 'http' | 'network' | 'aborted' | 'malformed';

/** What went wrong in one call, without the provider's own words (they may echo part of a key). */
export class ProviderFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly status: number | null = null,
  ) {
    super(status === null ? `provider call failed (${kind})` : `provider answered ${status}`);
    this.name = 'ProviderFailure';
  }
}

/** The error classes every Stainless-generated SDK (openai, @anthropic-ai/sdk) exports. */
export interface SdkErrors {
  APIError: abstract new (...args: never[]) => Error & { status?: number | undefined };
  APIConnectionError: abstract new (...args: never[]) => Error;
  APIUserAbortError: abstract new (...args: never[]) => Error;
}

/** An SDK error as a ProviderFailure: an HTTP status, a network failure, an abort, or an answer it could not read. */
export function classifySdkError(error: unknown, sdk: SdkErrors): ProviderFailure {
  if (error instanceof ProviderFailure) return error;
  if (error instanceof sdk.APIUserAbortError) return new ProviderFailure('aborted');
  if (error instanceof sdk.APIConnectionError) return new ProviderFailure('network');
  if (error instanceof sdk.APIError && typeof error.status === 'number')
    return new ProviderFailure('http', error.status);
  if (error instanceof Error && error.name === 'AbortError') return new ProviderFailure('aborted');
  return new ProviderFailure('malformed');
}
