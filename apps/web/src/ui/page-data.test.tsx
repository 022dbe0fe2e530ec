import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ApiError } from './api-error.js';
import { PageData, PageDataProvider, pageRead, useRead } from './page-data.js';
import { parseState, serializeState } from '../state.js';

/** A read that counts its calls and answers as told. */
function counted<T>(key: unknown[], answer: () => Promise<T>) {
  let calls = 0;
  const read = pageRead(key, () => {
    calls += 1;
    return answer();
  });
  return { read, calls: () => calls };
}

describe('page data', () => {
  it('asks once for two fetches of the same read, and then not again', async () => {
    const store = new PageData();
    const text = counted(['text', 'a'], async () => ({ title: 'A' }));
    const [first, second] = await Promise.all([store.fetch(text.read), store.fetch(text.read)]);
    expect(first).toEqual({ title: 'A' });
    expect(second).toBe(first);
    expect(await store.fetch(text.read)).toBe(first);
    store.want(text.read);
    expect(text.calls()).toBe(1);
    expect(store.get(text.read)).toBe(first);
  });

  it('keeps a failure: prefetch records it, and neither fetch nor want asks again', async () => {
    const store = new PageData();
    const missing = counted(['text', 'gone'], () => Promise.reject(new ApiError('Text not found', 'NOT_FOUND')));
    await expect(store.prefetch(missing.read)).resolves.toBeUndefined();
    const entry = store.entry('["text","gone"]');
    expect(entry?.status).toBe('error');
    expect((entry?.error as ApiError).notFound).toBe(true);
    await expect(store.fetch(missing.read)).rejects.toBe(entry?.error);
    store.want(missing.read);
    expect(missing.calls()).toBe(1);
  });

  it('sends settled reads from the server to the browser, errors as ApiError again', async () => {
    const server = new PageData();
    await server.prefetch(pageRead(['text', 'a'], async () => ({ title: '</script>' })));
    await server.prefetch(
      pageRead(['text', 'gone'], () => Promise.reject(new ApiError('Text not found', 'NOT_FOUND'))),
    );
    void server.prefetch(pageRead(['never'], () => new Promise(() => undefined)));
    const json = serializeState({ site: { origin: 'o', renderedAt: 'r', language: 'en' }, reads: server.snapshot() });
    const { reads } = parseState(json);
    expect(reads.map((read) => read.key)).toEqual([
      ['text', 'a'],
      ['text', 'gone'],
    ]);

    const browser = new PageData();
    browser.restore(reads);
    const again = counted(['text', 'a'], async () => ({ title: 'other' }));
    const gone = counted(['text', 'gone'], async () => ({ title: 'found' }));
    expect(await browser.fetch(again.read)).toEqual({ title: '</script>' });
    const error: unknown = await browser.fetch(gone.read).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).notFound).toBe(true);
    expect(again.calls() + gone.calls()).toBe(0);
  });

  it('reads again, after invalidate(), what is wanted next, showing the old data meanwhile', async () => {
    const store = new PageData();
    let version = 0;
    const counts = pageRead(['stats'], async () => ({ version: ++version }));
    await store.fetch(counts);
    store.invalidate();
    expect(store.entry('["stats"]')).toMatchObject({ status: 'success', data: { version: 1 }, stale: true });
    store.want(counts);
    expect(store.entry('["stats"]')).toMatchObject({ status: 'success', data: { version: 1 } });
    expect(await store.fetch(counts)).toEqual({ version: 2 });
  });

  it('useRead renders what the cache holds, and a disabled read is neither started nor shown', () => {
    const store = new PageData();
    store.restore([{ key: ['text', 'a'], status: 'success', data: 'verses' }]);
    const search = counted(['search', ''], async () => ['result']);
    function Page() {
      const text = useRead(pageRead(['text', 'a'], () => Promise.reject(new Error('not asked'))));
      const results = useRead({ ...search.read, enabled: false });
      return (
        <p>
          {text.isSuccess ? text.data : text.status} {results.status}
        </p>
      );
    }
    const html = renderToString(
      <PageDataProvider store={store}>
        <Page />
      </PageDataProvider>,
    );
    expect(html.replace(/<!-- -->/g, '')).toBe('<p>verses pending</p>');
    store.want({ ...search.read, enabled: false });
    expect(search.calls()).toBe(0);
    expect(store.entry('["search",""]')).toBeUndefined();
  });
});
