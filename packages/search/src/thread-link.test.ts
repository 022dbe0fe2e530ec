import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { ThreadLink } from './thread-link.js';

type Sums = { add(a: number, b: number): Promise<number>; fail(): Promise<never> };
type Words = { shout(word: string): Promise<string> };

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const { port1, port2 } of channels.splice(0)) {
    port1.close();
    port2.close();
  }
});

/** Two ends of one channel, as the main thread and a worker would hold them. */
function linked() {
  const channel = new MessageChannel();
  channels.push(channel);
  return [new ThreadLink(channel.port1), new ThreadLink(channel.port2)] as const;
}

describe('ThreadLink', () => {
  it('calls the other end and gets its answer, both ways at once', async () => {
    const [main, thread] = linked();
    main.serve({ shout: async (word: string) => word.toUpperCase() } satisfies Words);
    const words = thread.remote<Words>(['shout']);
    thread.serve({
      add: async (a: number, b: number) => a + b,
      fail: async () => {
        throw new Error('no such verse');
      },
    } satisfies Sums);
    const sums = main.remote<Sums>(['add', 'fail']);
    expect(await Promise.all([sums.add(2, 3), words.shout('om'), sums.add(40, 2)])).toEqual([5, 'OM', 42]);
  });

  it('rejects a call with the message of what failed at the other end, or of a method it lacks', async () => {
    const [main, thread] = linked();
    thread.serve({
      fail: async () => {
        throw new Error('no such verse');
      },
    });
    await expect(main.remote<Sums>(['fail']).fail()).rejects.toThrow('no such verse');
    await expect(main.remote<Sums>(['add']).add(1, 1)).rejects.toThrow('No method add on this end of the link');
  });

  it('rejects the calls still waiting when the other end is gone', async () => {
    const [main, thread] = linked();
    thread.serve({ add: () => new Promise<number>(() => {}) });
    const waiting = main.remote<Sums>(['add']).add(1, 2);
    main.failAll(new Error('the search thread stopped'));
    await expect(waiting).rejects.toThrow('the search thread stopped');
  });
});
