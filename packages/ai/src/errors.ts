/**
 * Why an AI request failed. The API turns each kind into one HTTP status:
 * unknown-model and unsupported → 400, busy → 429, not-configured → 503,
 * provider, malformed and rejected-output → 502, timeout → 504.
 */
export type AiErrorKind =
  | 'unknown-model'
  | 'unsupported'
  | 'busy'
  | 'not-configured'
  | 'provider'
  | 'malformed'
  | 'rejected-output'
  | 'timeout';

/**
 * An AI failure with a message safe to show an admin: it never carries a key, and never
 * the provider's own error text (which may echo part of a key).
 */
export class AiError extends Error {
  constructor(
    readonly kind: AiErrorKind,
    message: string,
    /** The provider's HTTP status, when it answered with an error. */
    readonly upstreamStatus: number | null = null,
  ) {
    super(message);
    this.name = 'AiError';
  }
}
