import { setTimeout as sleep } from 'node:timers/promises';
import { AiError } from './errors.js';
import { ProviderFailure, type CallOptions } from './providers/chat-provider.js';

export interface CallPolicy {
  /** The whole call, retry included (docs/security.md item 18: 60 s). */
  timeoutMs: number;
  /** The pause before the one retry. */
  retryDelayMs: number;
}

/** Names for the messages: the model as the admin chose it, the provider and its key variable. */
export interface CallSubject {
  label: string;
  modelId: string;
  providerName: string;
  keyVariable: string;
}

const isRetryable = (failure: ProviderFailure) =>
  failure.kind === 'network' || (failure.kind === 'http' && (failure.status ?? 0) >= 500);

const duration = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} seconds` : `${ms} ms`);

function timeoutError(subject: CallSubject, timeoutMs: number): AiError {
  return new AiError('timeout', `${subject.label} timed out after ${duration(timeoutMs)}`);
}

function httpMessage({ providerName, keyVariable, modelId }: CallSubject, status: number): string {
  if (status === 401 || status === 403) return `${providerName} refused the API key (${status}); check ${keyVariable}`;
  if (status === 404) return `${providerName} does not offer the model ${modelId} (404)`;
  if (status === 429) return `${providerName} is limiting requests (429); try again in a minute`;
  if (status >= 500) return `${providerName} is failing (${status}); try again later`;
  return `${providerName} refused the request (${status})`;
}

/** A failed call as the error the admin sees: never the provider's own words. */
function failureError(failure: ProviderFailure, subject: CallSubject): AiError {
  if (failure.kind === 'http' && failure.status !== null) {
    return new AiError('provider', httpMessage(subject, failure.status), failure.status);
  }
  if (failure.kind === 'network') return new AiError('provider', `Could not reach ${subject.providerName}`);
  return new AiError('malformed', `${subject.providerName} sent an answer that could not be read`);
}

/**
 * Runs a provider call under one deadline for the whole call, retrying once after a 5xx or
 * a network failure (never after a refusal, a malformed answer or the deadline).
 */
export async function callWithPolicy<T>(
  call: (options: CallOptions) => Promise<T>,
  policy: CallPolicy,
  subject: CallSubject,
): Promise<T> {
  const controller = new AbortController();
  const deadline = Date.now() + policy.timeoutMs;
  const timer = setTimeout(() => controller.abort(), policy.timeoutMs);
  const timedOut = () => controller.signal.aborted || Date.now() >= deadline;
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        return await call({ signal: controller.signal, timeoutMs: Math.max(1, deadline - Date.now()) });
      } catch (error) {
        const failure = error instanceof ProviderFailure ? error : new ProviderFailure('malformed');
        if (timedOut() || failure.kind === 'aborted') throw timeoutError(subject, policy.timeoutMs);
        if (attempt > 1 || !isRetryable(failure)) throw failureError(failure, subject);
        await sleep(policy.retryDelayMs, undefined, { signal: controller.signal }).catch(() => {
          throw timeoutError(subject, policy.timeoutMs);
        });
      }
    }
  } finally {
    clearTimeout(timer);
  }
}
