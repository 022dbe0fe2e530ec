import { get } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadLibrary } from '@bhakti/api';
import { startTestServer, type TestServer } from './testing/test-server.js';

// Structured data and social cards (ADR 031): what search engines and share previews read
// from the head of the real server's pages, with absolute links made from PUBLIC_URL.

const PUBLIC_URL = 'https://bhakti.example';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.reset();
  await loadLibrary(server.deps.database, server.deps.search, {
    categories: [
      { name: 'Chalisas', slug: 'chalisas', type: 'chalisa', description: 'Forty verses.' },
      { name: 'Stotrams', slug: 'stotrams', type: 'stotram', description: null },
      { name: 'Mantras', slug: 'mantras', type: 'mantra', description: null },
    ],
    deities: [{ name: 'Hanuman', slug: 'hanuman', description: null, imageUrl: null }],
    texts: [
      {
        title: 'हनुमान चालीसा',
        slug: 'hanuman-chalisa',
        categorySlug: 'chalisas',
        deitySlug: 'hanuman',
        author: 'Goswami Tulsidas',
        alternativeTitles: ['Hanuman Chalisa', 'Hanumanji ki Chalisa'],
        contents: [
          { languageCode: 'hi', content: 'जय हनुमान ज्ञान गुन सागर ।\nजय कपीस तिहुँ लोक उजागर ॥' },
          { languageCode: 'en', content: 'Victory to Hanuman, ocean of wisdom.' },
        ],
      },
      {
        title: 'கந்த சஷ்டி கவசம்',
        slug: 'kanda-sashti-kavasam',
        categorySlug: 'stotrams',
        contents: [{ languageCode: 'ta', content: 'சஷ்டியை நோக்கச் சரவண பவனார்' }],
      },
      {
        title: 'Gayatri Mantra',
        slug: 'gayatri-mantra',
        categorySlug: 'mantras',
        contents: [{ languageCode: 'sa', content: 'ॐ भूर्भुवः स्वः' }],
      },
    ],
  });
});

/** The status of a conditional GET. Not fetch: a fetch with If-None-Match also sends Cache-Control: no-cache. */
const conditionalStatus = (url: string, etag: string) =>
  new Promise<number | undefined>((resolve, reject) => {
    get(url, { headers: { 'if-none-match': etag } }, (response) => {
      response.resume();
      resolve(response.statusCode);
    }).on('error', reject);
  });

const html = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- blocks are checked field by field
type Block = Record<string, any>;

/** Every JSON-LD block of a page, parsed. */
function structuredData(page: string): Block[] {
  const blocks = [...page.matchAll(/<script type="application\/ld\+json" data-share>(.*?)<\/script>/gs)];
  return blocks.map((block) => JSON.parse(block[1] ?? '') as Block);
}

const ofType = (blocks: Block[], type: string) => {
  const found = blocks.filter((block) => block['@type'] === type);
  expect(found, type).toHaveLength(1);
  return found[0] ?? {};
};

/** The content of `<meta property|name="key">`, with the HTML's entities read back. */
function meta(page: string, key: string): string | undefined {
  const value = new RegExp(`<meta (?:property|name)="${key.replace(/[:+]/g, '\\$&')}" content="([^"]*)"`).exec(
    page,
  )?.[1];
  return value
    ?.replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('JSON-LD', () => {
  it('describes a text with its other titles, author, deity and category, in the view’s language', async () => {
    const page = await html('/texts/hanuman-chalisa?language=hi');
    const blocks = structuredData(page);
    expect(blocks).toHaveLength(2);
    const work = ofType(blocks, 'CreativeWork');
    const { updatedAt } = (await (await fetch(`${server.url}/api/texts/hanuman-chalisa`)).json()) as {
      updatedAt: string;
    };
    expect(work).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: 'हनुमान चालीसा',
      alternateName: ['Hanuman Chalisa', 'Hanumanji ki Chalisa'],
      inLanguage: 'hi',
      // The page's own description, which names the view.
      description: meta(page, 'description'),
      url: `${PUBLIC_URL}/texts/hanuman-chalisa?language=hi`,
      dateModified: updatedAt,
      image: `${PUBLIC_URL}/og/chalisa.png`,
      author: { '@type': 'Person', name: 'Goswami Tulsidas' },
      about: { '@type': 'Thing', name: 'Hanuman', url: `${PUBLIC_URL}/deity/hanuman` },
      isPartOf: { '@type': 'CollectionPage', name: 'Chalisas', url: `${PUBLIC_URL}/category/chalisas` },
    });
    expect(Number.isNaN(Date.parse(updatedAt))).toBe(false);
    expect(ofType(blocks, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${PUBLIC_URL}/` },
      { '@type': 'ListItem', position: 2, name: 'Chalisas', item: `${PUBLIC_URL}/category/chalisas` },
      { '@type': 'ListItem', position: 3, name: 'हनुमान चालीसा', item: `${PUBLIC_URL}/texts/hanuman-chalisa` },
    ]);
    // A script view is tagged as such (Hindi in Tamil script); English is the language of its view.
    const tamilScript = ofType(
      structuredData(await html('/texts/hanuman-chalisa?language=hi&script=tamil')),
      'CreativeWork',
    );
    expect(tamilScript.inLanguage).toBe('hi-Taml');
    const english = ofType(structuredData(await html('/texts/hanuman-chalisa?language=en')), 'CreativeWork');
    expect(english.inLanguage).toBe('en');
  });

  it('leaves out what a text does not have: other titles, author, deity', async () => {
    const work = ofType(structuredData(await html('/texts/kanda-sashti-kavasam')), 'CreativeWork');
    expect(work.name).toBe('கந்த சஷ்டி கவசம்');
    expect(work.inLanguage).toBe('ta');
    expect(work).not.toHaveProperty('alternateName');
    expect(work).not.toHaveProperty('author');
    expect(work).not.toHaveProperty('about');
    expect(work.isPartOf).toEqual({
      '@type': 'CollectionPage',
      name: 'Stotrams',
      url: `${PUBLIC_URL}/category/stotrams`,
    });
  });

  it('gives category and deity pages their breadcrumbs, and the home page the site with its search', async () => {
    expect(ofType(structuredData(await html('/category/chalisas')), 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${PUBLIC_URL}/` },
      { '@type': 'ListItem', position: 2, name: 'Chalisas', item: `${PUBLIC_URL}/category/chalisas` },
    ]);
    expect(ofType(structuredData(await html('/deity/hanuman')), 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${PUBLIC_URL}/` },
      { '@type': 'ListItem', position: 2, name: 'Hanuman', item: `${PUBLIC_URL}/deity/hanuman` },
    ]);
    const site = ofType(structuredData(await html('/')), 'WebSite');
    expect(site).toMatchObject({ name: 'Bhakti Sangrah', url: `${PUBLIC_URL}/` });
    expect(site.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${PUBLIC_URL}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
    // The template's search answers.
    expect((await fetch(`${server.url}/search?q=hanuman`)).status).toBe(200);
    // Pages with nothing to say carry no block.
    expect(structuredData(await html('/about'))).toEqual([]);
  });

  it('cannot be broken out of by a title holding </script>', async () => {
    const title = 'Evil </script><script>alert(1)</script> <!-- Stotram';
    await loadLibrary(server.deps.database, server.deps.search, {
      texts: [
        { title, slug: 'evil', categorySlug: 'stotrams', contents: [{ languageCode: 'en', content: 'A line.' }] },
      ],
    });
    const page = await html('/texts/evil');
    expect(page).not.toContain('<script>alert(1)');
    expect(page).not.toContain('<!-- Stotram');
    const blocks = structuredData(page);
    expect(ofType(blocks, 'CreativeWork').name).toBe(title);
    expect(ofType(blocks, 'BreadcrumbList').itemListElement[2].name).toBe(title);
  });

  it('is data the CSP need not allow: no inline script may run', async () => {
    const response = await fetch(`${server.url}/texts/hanuman-chalisa`);
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'");
    const page = await response.text();
    // Every inline script element is a data block; none is executable.
    const inline = [...page.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
    expect(inline.length).toBeGreaterThan(2);
    for (const attributes of inline) expect(attributes).toMatch(/type="application\/(ld\+)?json"/);
  });
});

describe('social cards', () => {
  it('are articles on text pages, with the category’s card and absolute links', async () => {
    const page = await html('/texts/hanuman-chalisa?language=hi');
    expect(meta(page, 'og:type')).toBe('article');
    expect(meta(page, 'og:title')).toBe('हनुमान चालीसा — Hindi | Bhakti Sangrah');
    expect(meta(page, 'og:description')).toBe(meta(page, 'description'));
    expect(meta(page, 'og:description')).toContain('जय हनुमान ज्ञान गुन सागर । जय कपीस तिहुँ लोक उजागर ॥');
    expect(meta(page, 'og:url')).toBe(`${PUBLIC_URL}/texts/hanuman-chalisa?language=hi`);
    expect(meta(page, 'og:locale')).toBe('hi_IN');
    expect(meta(page, 'og:image')).toBe(`${PUBLIC_URL}/og/chalisa.png`);
    expect(meta(page, 'og:image:width')).toBe('1200');
    expect(meta(page, 'og:image:height')).toBe('630');
    expect(meta(page, 'og:image:alt')).toMatch(/^Bhakti Sangrah — Chalisas: /);
    expect(meta(page, 'twitter:card')).toBe('summary_large_image');
  });

  it('are the website elsewhere, with the site’s card', async () => {
    for (const path of ['/', '/deity/hanuman', '/about']) {
      const page = await html(path);
      expect(meta(page, 'og:type'), path).toBe('website');
      expect(meta(page, 'og:image'), path).toBe(`${PUBLIC_URL}/og/site.png`);
      expect(meta(page, 'og:locale'), path).toBe('en_IN');
      expect(meta(page, 'twitter:card'), path).toBe('summary_large_image');
    }
    expect(meta(await html('/category/stotrams'), 'og:image')).toBe(`${PUBLIC_URL}/og/stotram.png`);
  });

  it('show an image of 1200×630 for Devanagari, Tamil and English titles, kept a week with an ETag', async () => {
    for (const slug of ['hanuman-chalisa', 'kanda-sashti-kavasam', 'gayatri-mantra']) {
      const image = meta(await html(`/texts/${slug}`), 'og:image') ?? '';
      expect(image.startsWith(`${PUBLIC_URL}/og/`), slug).toBe(true);
      const response = await fetch(server.url + image.slice(PUBLIC_URL.length));
      expect(response.status, slug).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
      const etag = response.headers.get('etag');
      expect(etag).toBeTruthy();
      const png = Buffer.from(await response.arrayBuffer());
      expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(png.toString('latin1', 12, 16)).toBe('IHDR');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], slug).toEqual([1200, 630]);
      expect(await conditionalStatus(server.url + image.slice(PUBLIC_URL.length), etag ?? '')).toBe(304);
    }
  });

  it('answer 404 for a card that does not exist, never a page or an error', async () => {
    for (const path of ['/og/bhajan.png', '/og/', '/og/chalisa.png/x', '/og/site.svg']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
    }
  });
});
