/**
 * One error type for the pages, whether a call failed on the server (the tRPC caller throws
 * a TRPCError with `code`) or in the browser (TRPCClientError with `data.code`). It survives
 * the trip from the server's query cache to the browser's as plain JSON.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    /** tRPC's error code: NOT_FOUND, BAD_REQUEST, TOO_MANY_REQUESTS, … or NETWORK. */
    readonly code: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get notFound(): boolean {
    return this.code === 'NOT_FOUND';
  }

  toJSON(): SerializedApiError {
    return { name: 'ApiError', message: this.message, code: this.code };
  }

  static from(error: unknown): ApiError {
    if (error instanceof ApiError) return error;
    const candidate = error as { message?: unknown; code?: unknown; data?: { code?: unknown } } | null;
    const code =
      typeof candidate?.data?.code === 'string'
        ? candidate.data.code
        : typeof candidate?.code === 'string'
          ? candidate.code
          : 'NETWORK';
    const message = typeof candidate?.message === 'string' && candidate.message ? candidate.message : 'Request failed';
    return new ApiError(message, code);
  }

  static revive(value: unknown): unknown {
    const candidate = value as Partial<SerializedApiError> | null;
    return candidate?.name === 'ApiError' && typeof candidate.message === 'string'
      ? new ApiError(candidate.message, String(candidate.code))
      : value;
  }
}

export interface SerializedApiError {
  name: 'ApiError';
  message: string;
  code: string;
}

/** Runs a call and turns whatever it throws into an ApiError. */
export async function call<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    throw ApiError.from(error);
  }
}
