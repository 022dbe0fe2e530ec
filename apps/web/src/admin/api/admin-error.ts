/** One problem with one field; `index` names the item of a batch (0-based). */
export interface FieldProblem {
  index?: number;
  path: string;
  message: string;
}

/**
 * A failed admin call, whichever door it went through (tRPC client or REST fetch): the
 * server's message, HTTP status, per-field problems and, for a lockout, how long to wait.
 */
export class AdminError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: readonly FieldProblem[] = [],
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'AdminError';
  }

  get unauthorized(): boolean {
    return this.status === 401;
  }

  /** The message with the field problems behind a generic 'Input validation failed'. */
  get detail(): string {
    if (this.fieldErrors.length === 0) return this.message;
    return [...new Set(this.fieldErrors.map((problem) => problem.message))].join('; ');
  }

  /** The first problem reported for a field path such as `title` or `contents[1].content`. */
  fieldError(path: string, index?: number): string | undefined {
    return this.fieldErrors.find((problem) => problem.path === path && problem.index === index)?.message;
  }
}

/** The status the network failure is reported with: no answer arrived. */
export const NO_ANSWER = 0;

interface ErrorLike {
  message?: unknown;
  data?: { httpStatus?: unknown } | null;
  shape?: { message?: unknown; errors?: unknown } | null;
  meta?: { response?: { status?: unknown; headers?: { get(name: string): string | null } } } | null;
}

/** The body of an error answer: `{ message, errors? }` (docs/api.md). */
export interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

export function fieldProblems(value: unknown): FieldProblem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const candidate = item as Partial<FieldProblem> | null;
    if (typeof candidate?.path !== 'string' || typeof candidate.message !== 'string') return [];
    return [
      {
        path: candidate.path,
        message: candidate.message,
        ...(typeof candidate.index === 'number' ? { index: candidate.index } : {}),
      },
    ];
  });
}

export function parseRetryAfter(value: string | null | undefined): number | null {
  if (!value) return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null;
}

/** An error answer of a REST call. */
export function errorFromResponse(status: number, body: ErrorBody | null, retryAfter: string | null): AdminError {
  const message = typeof body?.message === 'string' && body.message ? body.message : `${status}: Request failed`;
  return new AdminError(message, status, fieldProblems(body?.errors), parseRetryAfter(retryAfter));
}

/** Whatever a call threw (TRPCClientError, a network failure, an AdminError) as an AdminError. */
export function toAdminError(error: unknown): AdminError {
  if (error instanceof AdminError) return error;
  const candidate = error as ErrorLike | null;
  const response = candidate?.meta?.response;
  const status =
    typeof candidate?.data?.httpStatus === 'number'
      ? candidate.data.httpStatus
      : typeof response?.status === 'number'
        ? response.status
        : NO_ANSWER;
  const message =
    typeof candidate?.shape?.message === 'string' && candidate.shape.message
      ? candidate.shape.message
      : typeof candidate?.message === 'string' && candidate.message
        ? candidate.message
        : 'Request failed';
  return new AdminError(
    status === NO_ANSWER && /fetch/i.test(message)
      ? 'The server could not be reached. Check your connection.'
      : message,
    status,
    fieldProblems(candidate?.shape?.errors),
    parseRetryAfter(response?.headers?.get('retry-after')),
  );
}

/** The message to show for a failure: the server's, else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  const message = toAdminError(error).message;
  return message && message !== 'Request failed' ? message : fallback;
}
