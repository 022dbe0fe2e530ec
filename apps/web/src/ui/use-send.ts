import { useCallback, useEffect, useRef, useState } from 'react';
import { whenOnline } from './online.js';

export interface SendOptions<I, O> {
  /** The call, with what the form sends. */
  send: (input: I) => Promise<O>;
  onSuccess?: (data: O, input: I) => void;
  onError?: (error: Error, input: I) => void;
}

export interface Send<I> {
  /** Sends once (never retried); the callbacks say how it went. */
  mutate: (input: I) => void;
  /** From mutate() until the callback of its outcome has run. */
  isPending: boolean;
}

/**
 * A public form's send (report, contact, newsletter; docs/decisions/035): whether it is under
 * way, and the form's callbacks — the latest the form rendered with — once it is done.
 */
export function useSend<I = void, O = unknown>(options: SendOptions<I, O>): Send<I> {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [isPending, setPending] = useState(false);
  const mutate = useCallback((input: I) => {
    setPending(true);
    whenOnline()
      .then(() => latest.current.send(input))
      .then(
        (data) => latest.current.onSuccess?.(data, input),
        (error: unknown) => latest.current.onError?.(error instanceof Error ? error : new Error(String(error)), input),
      )
      .finally(() => setPending(false));
  }, []);
  return { mutate, isPending };
}
