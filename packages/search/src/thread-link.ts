/** What both ends of a link have: the main thread's `Worker`, the thread's `parentPort`. */
export interface LinkPort {
  postMessage(message: unknown): void;
  on(event: string, listener: (message: unknown) => void): unknown;
}

type Call = { kind: 'call'; id: number; method: string; args: unknown[] };
type Answer =
  { kind: 'answer'; id: number; ok: true; value: unknown } | { kind: 'answer'; id: number; ok: false; error: string };

/**
 * Calls between two threads over one port, both ways: each end serves the methods the other
 * calls (`serve`) and calls the other's (`remote`). Arguments and answers cross by structured
 * clone, so they are plain data; a failed call rejects with the other end's message.
 */
export class ThreadLink {
  private next = 0;
  private readonly waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  /** The methods this end answers: an object whose methods each answer a promise. */
  private served: object = {};

  constructor(private readonly port: LinkPort) {
    port.on('message', (message) => {
      const received = message as Call | Answer;
      if (received.kind === 'answer') this.settle(received);
      else this.answer(received);
    });
  }

  serve(methods: object): void {
    this.served = methods;
  }

  /** The other end's methods, by name. */
  remote<T extends object>(methods: readonly (keyof T & string)[]): T {
    return Object.fromEntries(
      methods.map((method) => [method, (...args: unknown[]) => this.call(method, args)]),
    ) as unknown as T;
  }

  /** Rejects every call still waiting (the other end is gone). */
  failAll(error: Error): void {
    for (const call of this.waiting.values()) call.reject(error);
    this.waiting.clear();
  }

  private call(method: string, args: unknown[]): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const id = this.next++;
      this.waiting.set(id, { resolve, reject });
      this.port.postMessage({ kind: 'call', id, method, args } satisfies Call);
    });
  }

  private settle(answer: Answer): void {
    const call = this.waiting.get(answer.id);
    this.waiting.delete(answer.id);
    if (answer.ok) call?.resolve(answer.value);
    else call?.reject(new Error(answer.error));
  }

  private answer({ id, method, args }: Call): void {
    Promise.resolve()
      .then(() => {
        const served: unknown = (this.served as Record<string, unknown>)[method];
        if (typeof served !== 'function') throw new Error(`No method ${method} on this end of the link`);
        return (served as (...args: unknown[]) => unknown).apply(this.served, args);
      })
      .then(
        (value) => this.port.postMessage({ kind: 'answer', id, ok: true, value } satisfies Answer),
        (error: unknown) =>
          this.port.postMessage({
            kind: 'answer',
            id,
            ok: false,
            error: error instanceof Error ? error.message : String(error),
          } satisfies Answer),
      );
  }
}
