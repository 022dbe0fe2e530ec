import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { App } from './app.js';
import { render } from './entry-server.js';
import { matchRoute } from './public/routes.js';
import { loadRoute } from './public/route-loads.js';
import { listingQueries } from './ui/listing-queries.js';
import { PageData, type SettledRead } from './ui/page-data.js';
import { publicQueries } from './ui/queries.js';
import { parseState, STATE_ELEMENT_ID } from './state.js';
import { ApiError } from './ui/api-error.js';
import { fakeApi, hanuman } from './testing/fake-api.js';

const ORIGIN = 'https://bhakti.example';
/** Renders a page; React's text separators (<!-- -->) are dropped from the HTML to keep assertions readable. */
const page = async (url: string, api = fakeApi().api) => {
  const rendered = await render({ url, api, origin: ORIGIN, now: new Date('2026-03-04T05:06:07Z') });
  return { ...rendered, html: rendered.html.replace(/<!-- -->/g, '') };
};

function stateOf(rendered: { state: string }) {
  const json = rendered.state.match(
    new RegExp(`<script type="application/json" id="${STATE_ELEMENT_ID}">(.*)</script>`),
  )?.[1];
  if (!json) throw new Error('no state block');
  return parseState(json);
}

/** The page's settled read whose key starts with `name`. */
const readOf = (rendered: { state: string }, name: string): SettledRead | undefined =>
  stateOf(rendered).reads.find((read) => read.key[0] === name);

describe('server rendering', () => {
  it('renders a text with its verses, head and the data the browser needs', async () => {
    const { api, calls } = fakeApi();
    const rendered = await page('/texts/hanuman-chalisa?language=hi', api);
    expect(rendered.status).toBe(200);
    expect(rendered.head).toContain('<title>Hanuman Chalisa — Hindi | Bhakti Sangrah</title>');
    expect(rendered.head).toContain(
      '<link rel="canonical" href="https://bhakti.example/texts/hanuman-chalisa?language=hi" />',
    );
    expect(rendered.html).toContain(
      'जय हनुमान ज्ञान गुन <span class="line-end">सागर ।</span><br/>जय कपीस तिहुँ लोक <span class="line-end">उजागर ॥</span>',
    );
    expect(rendered.html).toMatch(/<p class="verse" id="v2">राम दूत/);
    expect(rendered.html).toContain('By: <span lang="en">Goswami Tulsidas</span>');
    expect(rendered.html).toContain('A Chalisa dedicated to spiritual devotion.');
    expect(calls.sort()).toEqual(['categories.list', 'texts.bySlug']);
    const state = stateOf(rendered);
    expect(state.site).toEqual({ origin: ORIGIN, renderedAt: '2026-03-04T05:06:07.000Z', language: 'en' });
    expect(state.reads.map((read) => read.key)).toEqual(
      expect.arrayContaining([['categories'], ['text', 'hanuman-chalisa']]),
    );
  });

  it('renders the script view of ?script= on the server, for Devanagari content only', async () => {
    const telugu = await page('/texts/hanuman-chalisa?language=hi&script=telugu');
    expect(telugu.html).toMatch(/<section class="verses" id="text-content"[^>]* lang="hi-Telu"/);
    expect(telugu.html).toContain('<p class="verse" id="v1">జయ హనుమాన జ్ఞాన గున <span class="line-end">సాగర ।</span><br/>');
    expect(telugu.html).not.toMatch(/<p class="verse"[^>]*>[^<]*[\u0900-\u0963]/);
    expect(telugu.html).not.toMatch(/<span class="line-end">[^<]*[\u0900-\u0963]/);
    expect(telugu.html).toContain('a script view of the Hindi text — not a translation.');
    expect(telugu.html).toMatch(/<option value="telugu" selected="">Telugu<\/option>/);
    expect(telugu.head).toMatch(/<link rel="preload" href="[^"]*noto-sans-telugu-telugu-400-normal[^"]*" as="font"/);
    // A script view is a page of its own (ADR 030): its own title and canonical address.
    expect(telugu.head).toContain('<title>Hanuman Chalisa in Telugu script | Bhakti Sangrah</title>');
    expect(telugu.head).toContain(
      '<link rel="canonical" href="https://bhakti.example/texts/hanuman-chalisa?language=hi&amp;script=telugu" />',
    );
    // The tabs of the other Devanagari languages keep the script; the others do not.
    expect(telugu.html).toContain('href="/texts/hanuman-chalisa?language=mr&amp;script=telugu"');
    expect(telugu.html).toContain('href="/texts/hanuman-chalisa?language=ta"');

    const roman = await page('/texts/hanuman-chalisa?language=hi&script=roman');
    expect(roman.html).toContain('lang="hi-Latn"');
    expect(roman.html).toMatch(/Jai hanuman gyan gun <span class="line-end">sagar [^<]*<\/span>/);

    const unknown = await page('/texts/hanuman-chalisa?language=hi&script=klingon');
    expect(unknown.html).toMatch(/<section class="verses" id="text-content"[^>]* lang="hi"/);
    expect(unknown.html).toContain('जय हनुमान ज्ञान गुन <span class="line-end">सागर ।</span>');
    expect(unknown.html).not.toContain('not a translation');

    // English shows the transliteration: no selector, the script ignored.
    const english = await page('/texts/hanuman-chalisa?language=en&script=telugu');
    expect(english.html).toMatch(/Jai Hanuman gyan gun (<span class="line-end">)?sagar/);
    expect(english.html).not.toContain('id="script-select"');
    expect(english.html).not.toContain('not a translation');
  });

  it('lists the whole cluster of a text’s views as hreflang alternates on every view (ADR 030)', async () => {
    const alternates = (head: string) =>
      [...head.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="https:\/\/bhakti\.example([^"]*)"/g)].map(
        ([, tag, path]) => `${tag} ${path?.replace(/&amp;/g, '&')}`,
      );
    const cluster = [
      // A Hindi text with a transliteration and no English meaning: the transliteration is shown first.
      'hi-Latn /texts/hanuman-chalisa',
      // The Hindi view in the Hindi interface (ADR 034).
      'hi /hi/texts/hanuman-chalisa?language=hi',
      ...[
        'Telu telugu',
        'Knda kannada',
        'Mlym malayalam',
        'Taml tamil',
        'Beng bengali',
        'Gujr gujarati',
        'Guru gurmukhi',
      ].map((pair) => `hi-${pair.split(' ')[0]} /texts/hanuman-chalisa?language=hi&script=${pair.split(' ')[1]}`),
      // The interface languages without a view of their own: the default view in that interface.
      'en /texts/hanuman-chalisa',
      'mr /mr/texts/hanuman-chalisa',
      'x-default /texts/hanuman-chalisa',
    ];
    for (const url of [
      '/texts/hanuman-chalisa',
      '/texts/hanuman-chalisa?language=hi&script=iast',
      '/hi/texts/hanuman-chalisa?language=hi',
      '/mr/texts/hanuman-chalisa',
    ]) {
      expect(alternates((await page(url)).head), url).toEqual(cluster);
    }
    const beside = await page('/texts/hanuman-chalisa?language=hi&beside=telugu');
    expect(beside.head).toContain('<title>Hanuman Chalisa — Hindi, beside Telugu script | Bhakti Sangrah</title>');
    expect(beside.head).toContain(
      '<link rel="canonical" href="https://bhakti.example/texts/hanuman-chalisa?language=hi&amp;beside=telugu" />',
    );
    expect(beside.head).toContain(
      '<meta name="description" content="Hanuman Chalisa — Hindi, beside Telugu script. जय हनुमान ज्ञान गुन सागर । जय कपीस तिहुँ लोक उजागर ॥" />',
    );
  });

  it('renders a second view beside the verses, verse by verse, for ?beside=', async () => {
    const telugu = await page('/texts/hanuman-chalisa?language=hi&beside=telugu');
    expect(telugu.html).toMatch(
      /<span id="text-content-label" hidden=""><span lang="en">Hanuman Chalisa<\/span> in Hindi, beside Telugu script<\/span><section class="verses" id="text-content" aria-labelledby="text-content-label"[^>]* lang="hi" data-numbered="false" data-beside="true"/,
    );
    expect(telugu.html).toContain('<div class="parallel-row"><p class="verse" id="v1">जय हनुमान');
    expect(telugu.html).toContain('<p class="verse-beside" lang="hi-Telu">జయ హనుమాన');
    expect(telugu.html).toMatch(/<option value="telugu" selected="">Telugu script<\/option>/);

    const unknown = await page('/texts/hanuman-chalisa?language=hi&beside=klingon');
    expect(unknown.html).not.toContain('parallel-row');
    expect(unknown.html).toContain('<option value="" selected="">Nothing</option>');
  });

  it('says so, rather than misalign, when the two views have different numbers of verses', async () => {
    const rendered = await page('/texts/hanuman-chalisa?language=hi&beside=transliteration');
    expect(rendered.html).not.toContain('parallel-row');
    expect(rendered.html).toContain(
      'English Transliteration has 1 verse and this view has 2, so they are not shown verse by verse: English Transliteration follows in full.',
    );
    expect(rendered.html).toMatch(/<section class="verses" aria-label="English Transliteration" lang="hi-Latn"/);
  });

  it('answers 404 for an unknown text and carries the error to the browser', async () => {
    const rendered = await page('/texts/nothing-here');
    expect(rendered.status).toBe(404);
    expect(rendered.html).toContain('Text Not Found');
    const failed = readOf(rendered, 'text');
    expect(failed?.status).toBe('error');
    const error = failed?.status === 'error' ? failed.error : null;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).notFound).toBe(true);
  });

  it.each([
    ['/', 200, 'Hindu Devotional Texts'],
    ['/category/chalisas', 200, 'Chalisas'],
    ['/category/chalisa', 200, 'Chalisas'],
    ['/category/aarti', 200, 'No Texts Available'],
    ['/category/unknown', 404, 'Category Not Found'],
    ['/categories', 200, 'Browse Categories'],
    ['/deity/hanuman', 200, 'Devotional Texts for Hanuman'],
    ['/deities/7', 200, 'Devotional Texts for Hanuman'],
    ['/deity/7', 200, 'Devotional Texts for Hanuman'],
    ['/deity/nobody', 404, 'Deity Not Found'],
    ['/search', 200, 'Search Our Collection'],
    ['/search?q=zz', 200, 'No results found'],
    ['/about', 200, 'Our Mission'],
    ['/contact', 200, 'Get in Touch'],
    ['/privacy-policy', 200, 'Last updated: April 7, 2025'],
    ['/terms-of-service', 200, 'Last updated: March 4, 2026'],
    ['/admin', 200, 'Loading the admin portal'],
    ['/texts/a/b', 404, '404 Page Not Found'],
    ['/%E0%A4', 404, '404 Page Not Found'],
  ])('%s → %i, showing "%s"', async (url, status, text) => {
    const rendered = await page(url);
    expect(rendered.status).toBe(status);
    // The words as a reader sees them: content inside them (a deity's name) carries its own lang.
    const words = rendered.html.replace(/<span lang="[^"]*">([^<]*)<\/span>/g, '$1');
    expect(words).toContain(text.replace(/'/g, '&#x27;'));
  });

  it('runs the search of ?q= on the server', async () => {
    const { api, calls } = fakeApi({
      search: [
        {
          id: 11,
          slug: 'hanuman-chalisa',
          title: 'Hanuman Chalisa',
          description: null,
          categoryType: 'chalisa',
          categoryName: 'Chalisas',
          availableLanguages: ['hi'],
          matchedLanguage: 'hi',
          matchedTransliteration: false,
          snippet: 'जय हनुमान ज्ञान गुन सागर',
          highlights: [{ start: 3, end: 9 }],
          verse: 3,
          matchedTitle: false,
          view: null,
        },
      ],
    });
    const rendered = await page('/search?q=hanuman', api);
    expect(calls).toContain('search.query');
    expect(rendered.html).toContain('href="/texts/hanuman-chalisa?language=hi#v3"');
    expect(rendered.html).toContain('<mark>हनुमान</mark>');
    expect(rendered.head).toContain('<meta name="robots" content="noindex" />');
  });

  it('renders stored markup as text, and the state block cannot be broken out of', async () => {
    const hostile = {
      ...hanuman,
      title: '<script>alert("t")</script>',
      description: '<img src=x onerror=alert(1)>',
      contents: [
        { id: 1, languageCode: 'hi', content: '</script><script>alert(2)</script>', isTransliteration: false },
      ],
      availableLanguages: ['hi'],
    };
    const { api } = fakeApi({ texts: [hostile] });
    const rendered = await page('/texts/hanuman-chalisa', api);
    const document = rendered.head + rendered.html + rendered.state;
    expect(document).not.toContain('<script>alert');
    expect(document).not.toContain('<img src=x');
    expect(rendered.html).toContain('&lt;script&gt;alert(&quot;t&quot;)&lt;/script&gt;');
    expect(rendered.state.match(/<\/script>/g)).toHaveLength(1);
    const text = readOf(rendered, 'text');
    expect(text?.status === 'success' && text.data).toMatchObject({
      title: '<script>alert("t")</script>',
    });
  });

  it('renders the reader’s theme on <html> and in the head, and both schemes when none is chosen', async () => {
    const { api } = fakeApi();
    const dark = await render({ url: '/about', api, origin: ORIGIN, theme: 'dark' });
    expect(dark.htmlAttributes).toBe('lang="en" data-theme="dark" data-mantine-color-scheme="dark"');
    expect(dark.head).toContain('<meta name="color-scheme" content="dark" />');
    expect(dark.head).toContain('<meta name="theme-color" content="#241d17" />');
    expect(dark.html).toMatch(/<button class="theme-choice" type="submit" value="dark" aria-pressed="true"/);
    const system = await render({ url: '/about', api, origin: ORIGIN });
    expect(system.htmlAttributes).toBe('lang="en" data-mantine-color-scheme="light"');
    expect(system.head).toContain('<meta name="color-scheme" content="light dark" />');
    expect(system.head).toContain('<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#241d17" />');
    expect(system.html).toMatch(/value="system" aria-pressed="true"/);
    expect(system.html).toContain('<input type="hidden" name="back" value="/about"/>');
  });

  it('renders the app alone: the theme styles are in the stylesheet, not in every page', async () => {
    const { api } = fakeApi();
    const rendered = await render({ url: '/texts/hanuman-chalisa', api, origin: ORIGIN });
    const pageData = new PageData();
    await loadRoute(matchRoute('/texts/hanuman-chalisa'), {
      pageData,
      queries: { ...publicQueries(api), ...listingQueries(api) },
      search: new URLSearchParams(),
      language: 'en',
    });
    const site = stateOf(rendered).site;
    const inFull = renderToString(
      <App
        api={api}
        pageData={pageData}
        site={site}
        theme={null}
        head={{ head: null }}
        ssr={{ path: '/texts/hanuman-chalisa', search: '' }}
      />,
    );
    expect(rendered.html.startsWith('<a class="skip-link" href="#main">')).toBe(true);
    expect(rendered.html).not.toContain('<style');
    expect(rendered.html).toBe(inFull);
  });
});
