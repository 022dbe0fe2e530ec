import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { MAX_TEXT_VIEWS } from '@bhakti/core';
import { loadLibrary } from '@bhakti/api';
import { devotionalTexts, readStarterLibrary } from '@bhakti/db';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from './testing/test-server.js';
import { adminClient } from './testing/admin-client.js';
import { textsPerSitemap } from './sitemap.js';
import { loadRenderer } from './web-renderer.js';

const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

interface Listed {
  loc: string;
  lastmod?: string;
}

/** A sitemap's entries, after checking that it is well-formed XML of the sitemaps namespace. */
async function readSitemap(url: string, init?: RequestInit): Promise<{ kind: string; entries: Listed[] }> {
  const response = await fetch(url, init);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  const xml = await response.text();
  expect(XMLValidator.validate(xml), url).toBe(true);
  const document = parser.parse(xml) as Record<string, Record<string, unknown>>;
  const kind = Object.keys(document).find((key) => key !== '?xml') ?? '';
  const root = document[kind] ?? {};
  expect(xml).toContain(`<${kind} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`);
  return { kind, entries: ((root.url ?? root.sitemap ?? []) as Listed[]).map((e) => ({ ...e })) };
}

/** Every URL the index of the server at `origin` leads to, child by child (`written`: the origin its URLs carry). */
async function crawl(
  origin: string,
  written = origin,
): Promise<{ children: Listed[]; urls: Listed[]; sizes: number[] }> {
  const index = await readSitemap(`${origin}/sitemap.xml`);
  expect(index.kind).toBe('sitemapindex');
  const urls: Listed[] = [];
  const sizes: number[] = [];
  for (const child of index.entries) {
    expect(child.loc.startsWith(`${written}/sitemaps/`)).toBe(true);
    const { kind, entries } = await readSitemap(origin + child.loc.slice(written.length));
    expect(kind).toBe('urlset');
    urls.push(...entries);
    sizes.push(entries.length);
  }
  return { children: index.entries, urls, sizes };
}

/** The head's canonical URL and hreflang alternates of a page. */
async function headOf(url: string) {
  const response = await fetch(url);
  const html = await response.text();
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="([^"]*)"/g)].map(
    ([, hreflang, href]) => [hreflang, href?.replace(/&amp;/g, '&')] as const,
  );
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return { status: response.status, canonical, alternates, title };
}

describe('sitemap (starter library)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await loadLibrary(server.database, server.deps.search, readStarterLibrary());
  });
  afterAll(async () => {
    await server.close();
  });

  it('robots.txt names the sitemap by its absolute URL and keeps robots out of the portal', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const body = await response.text();
    expect(body).toContain(`Sitemap: ${server.url}/sitemap.xml\n`);
    expect(body).toContain('Disallow: /admin\n');
  });

  it('lists every text and each of its views, the categories, deities and static pages, with lastmod', async () => {
    const { children, urls } = await crawl(server.url);
    expect(children.map((c) => c.loc)).toEqual([
      `${server.url}/sitemaps/pages.xml`,
      `${server.url}/sitemaps/texts-1.xml`,
    ]);
    const locs = urls.map((u) => u.loc.slice(server.url.length));
    expect(new Set(locs).size).toBe(locs.length);
    const starter = readStarterLibrary();
    for (const text of starter.texts) expect(locs).toContain(`/texts/${text.slug}`);
    for (const category of starter.categories ?? []) expect(locs).toContain(`/category/${category.slug}`);
    for (const deity of starter.deities ?? []) expect(locs).toContain(`/deity/${deity.slug}`);
    for (const page of [
      '/',
      '/categories',
      '/deities',
      '/texts',
      '/about',
      '/contact',
      '/privacy-policy',
      '/terms-of-service',
    ]) {
      expect(locs).toContain(page);
    }
    expect(locs).not.toContain('/search');
    // Hindi original (the English meaning is the default view), transliteration, every script.
    const chalisa = locs.filter((loc) => loc.startsWith('/texts/hanuman-chalisa'));
    expect(chalisa).toEqual([
      '/texts/hanuman-chalisa',
      '/texts/hanuman-chalisa?language=hi',
      '/texts/hanuman-chalisa?language=en&view=transliteration',
      ...['telugu', 'kannada', 'malayalam', 'tamil', 'bengali', 'gujarati', 'gurmukhi', 'roman', 'iast'].map(
        (script) => `/texts/hanuman-chalisa?language=hi&script=${script}`,
      ),
    ]);
    // A Sanskrit text with Telugu, Kannada … originals: each language, and the Sanskrit's script views.
    const gayatri = locs.filter((loc) => loc.startsWith('/texts/gayatri-mantra'));
    for (const language of ['sa', 'te', 'kn', 'ta', 'bn', 'gu', 'ml']) {
      expect(gayatri).toContain(`/texts/gayatri-mantra?language=${language}`);
    }
    expect(gayatri).toContain('/texts/gayatri-mantra?language=sa&script=telugu');
    expect(gayatri.some((loc) => loc.includes('language=te&script'))).toBe(false);
    // lastmod is the text's last change.
    const [row] = await server.database.db
      .select({ updatedAt: devotionalTexts.updatedAt })
      .from(devotionalTexts)
      .where(eq(devotionalTexts.slug, 'hanuman-chalisa'));
    const updated = row!.updatedAt.toISOString();
    expect(urls.find((u) => u.loc === `${server.url}/texts/hanuman-chalisa?language=hi&script=iast`)?.lastmod).toBe(
      updated,
    );
  });

  it('every text page has its own canonical and the whole hreflang cluster, whose links all answer 200', async () => {
    const { urls } = await crawl(server.url);
    const textUrls = urls.map((u) => u.loc).filter((loc) => loc.includes('/texts/'));
    // A text's pages in every interface language (`/hi/texts/x`) share its cluster (ADR 034).
    const textPath = (loc: string) => new URL(loc).pathname.replace(/^\/[a-z]{2,3}\/texts\//, '/texts/');
    const bySlug = new Map<string, string[]>();
    for (const loc of textUrls) bySlug.set(textPath(loc), [...(bySlug.get(textPath(loc)) ?? []), loc]);
    for (const [pathname, views] of bySlug) {
      // One page at a time: a burst of renders could be shed (503) on a busy machine.
      const heads: Array<Awaited<ReturnType<typeof headOf>>> = [];
      for (const url of views) heads.push(await headOf(url));
      const cluster = heads[0]!.alternates;
      const tagged = cluster.filter(([tag]) => tag !== 'x-default').map(([, href]) => href);
      expect(cluster, pathname).toContainEqual(['x-default', `${server.url}${pathname}`]);
      // Each language and script has one page; every tagged page is a listed view.
      expect(new Set(cluster.map(([tag]) => tag)).size, pathname).toBe(cluster.length);
      for (const href of tagged) expect(views, pathname).toContain(href);
      views.forEach((url, i) => {
        const head = heads[i]!;
        expect(head.status, url).toBe(200);
        expect(head.canonical, url).toBe(url);
        expect(head.alternates, url).toEqual(cluster);
      });
      // Only the Latin views that another carries the tag for go without one (IAST, simple Roman),
      // and the English interface's views of a language with an interface of its own (its tag
      // names the view in that interface: `hi` → /hi/texts/x?language=hi).
      const untagged = views.filter((url) => !tagged.includes(url));
      for (const url of untagged) {
        const inItsInterface = /language=([a-z]+)/.exec(url)?.[1];
        const moved = tagged.some((href) => href === url.replace('/texts/', `/${inItsInterface}/texts/`));
        if (!moved) expect(url, pathname).toMatch(/script=(iast|roman)$/);
      }
      // Each interface language is in the cluster.
      for (const language of ['en', 'hi', 'mr'])
        expect(
          cluster.map(([tag]) => tag),
          pathname,
        ).toContain(language);
    }
  });

  it('text heads name the view in the reader’s terms', async () => {
    const at = (path: string) => headOf(`${server.url}${path}`).then((head) => head.title);
    expect(await at('/texts/hanuman-chalisa')).toBe('Hanuman Chalisa | Bhakti Sangrah');
    expect(await at('/texts/hanuman-chalisa?language=hi')).toBe('Hanuman Chalisa — Hindi | Bhakti Sangrah');
    expect(await at('/texts/hanuman-chalisa?language=hi&script=telugu')).toBe(
      'Hanuman Chalisa in Telugu script | Bhakti Sangrah',
    );
    expect(await at('/texts/hanuman-chalisa?language=hi&script=iast')).toBe('Hanuman Chalisa in IAST | Bhakti Sangrah');
    expect(await at('/texts/gayatri-mantra?language=sa&beside=en')).toBe(
      'Gayatri Mantra — Sanskrit with meaning | Bhakti Sangrah',
    );
    expect(await at('/texts/hanuman-chalisa?language=en&view=transliteration')).toBe(
      'Hanuman Chalisa — English Transliteration | Bhakti Sangrah',
    );
    // The default language named in the address is the default view: its title and canonical.
    const named = await headOf(`${server.url}/texts/hanuman-chalisa?language=en`);
    expect(named.title).toBe('Hanuman Chalisa | Bhakti Sangrah');
    expect(named.canonical).toBe(`${server.url}/texts/hanuman-chalisa`);
  });

  it('is kept by the response cache and changes at once when a text is added through the admin API', async () => {
    const first = await fetch(`${server.url}/sitemaps/texts-1.xml`);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${server.url}/sitemaps/texts-1.xml`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    const before = await readSitemap(`${server.url}/sitemap.xml`);

    const admin = adminClient(server);
    await admin.createAdmin();
    const token = await admin.login();
    const categories = (await admin.call('GET', '/api/admin/categories', { token })).body as Array<{
      id: number;
      slug: string;
    }>;
    const created = await admin.call('POST', '/api/admin/texts/import', {
      token,
      body: {
        title: 'Om Jai Shiv Omkara',
        slug: 'om-jai-shiv-omkara',
        categoryId: categories.find((c) => c.slug === 'aartis')!.id,
        deityId: null,
        description: 'An aarti of Shiva.',
        author: '',
        isPopular: false,
        contents: [
          { languageCode: 'mr', content: 'ॐ जय शिव ओंकारा ।' },
          { languageCode: 'en', content: 'Om jai Shiv Omkara', isTransliteration: true },
        ],
      },
    });
    expect(created.status).toBe(201);

    const changed = await fetch(`${server.url}/sitemaps/texts-1.xml`, { headers: { 'if-none-match': etag! } });
    expect(changed.status).toBe(200);
    const locs = (await crawl(server.url)).urls.map((u) => u.loc);
    expect(locs).toContain(`${server.url}/texts/om-jai-shiv-omkara`);
    // Its default view is the English transliteration (no English meaning): Marathi is named.
    expect(locs).toContain(`${server.url}/texts/om-jai-shiv-omkara?language=mr`);
    expect(locs).toContain(`${server.url}/texts/om-jai-shiv-omkara?language=mr&script=telugu`);
    expect(locs).not.toContain(`${server.url}/texts/om-jai-shiv-omkara?language=en&view=transliteration`);
    const after = await readSitemap(`${server.url}/sitemap.xml`);
    expect(Date.parse(after.entries[1]!.lastmod!)).toBeGreaterThan(Date.parse(before.entries[1]!.lastmod!));
  });

  it('answers 404 for a child it does not have', async () => {
    for (const name of ['texts-0.xml', 'texts-99.xml', 'texts-01.xml', 'texts-1', 'other.xml']) {
      expect((await fetch(`${server.url}/sitemaps/${name}`)).status, name).toBe(404);
    }
  });

  it('writes the request’s own origin without PUBLIC_URL, one answer per Host: a forged Host is never served to others', async () => {
    const forged = await server.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(forged.body).toContain('<loc>http://evil.example/sitemaps/pages.xml</loc>');
    const robots = await server.app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(robots.body).toContain('Sitemap: http://evil.example/sitemap.xml');
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain('evil.example');
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).not.toContain('evil.example');
  });
});

describe('sitemap children', () => {
  it('hold as many texts as can never pass the limit of URLs', () => {
    expect(textsPerSitemap(50_000)).toBe(Math.floor(50_000 / MAX_TEXT_VIEWS));
    expect(textsPerSitemap(MAX_TEXT_VIEWS)).toBe(1);
    expect(() => textsPerSitemap(MAX_TEXT_VIEWS - 1)).toThrow(RangeError);
    // With three interface languages, a text has two pages more: its default view in Hindi and Marathi.
    expect(textsPerSitemap((MAX_TEXT_VIEWS + 2) * 3, 3)).toBe(3);
    expect(() => textsPerSitemap(MAX_TEXT_VIEWS + 1, 3)).toThrow(RangeError);
  });

  it('split a library over several children, each within the limit, listing together what one would', async () => {
    // Two texts to a child: each text's pages are its views and its default view in each other interface language.
    const languages = (await loadRenderer())?.renderer.INTERFACE_LANGUAGES.length ?? 1;
    const maxUrls = (MAX_TEXT_VIEWS + languages - 1) * 2;
    const small = await startTestServer({ sitemapMaxUrls: maxUrls, publicUrl: 'https://bhakti.example' });
    try {
      await loadLibrary(small.database, small.deps.search, readStarterLibrary());
      const texts = readStarterLibrary().texts.length;
      const index = await readSitemap(`${small.url}/sitemap.xml`, { headers: { host: 'evil.example' } });
      // PUBLIC_URL is written whatever the Host.
      expect(index.entries.map((e) => e.loc)).toEqual([
        'https://bhakti.example/sitemaps/pages.xml',
        ...Array.from({ length: Math.ceil(texts / 2) }, (_, i) => `https://bhakti.example/sitemaps/texts-${i + 1}.xml`),
      ]);
      const split = await crawl(small.url, 'https://bhakti.example');
      for (const size of split.sizes) expect(size).toBeLessThanOrEqual(maxUrls);
      const one = await startTestServer({ publicUrl: 'https://bhakti.example' });
      try {
        await loadLibrary(one.database, one.deps.search, readStarterLibrary());
        const whole = await crawl(one.url, 'https://bhakti.example');
        expect(whole.sizes).toHaveLength(2);
        expect(split.urls.map((u) => u.loc)).toEqual(whole.urls.map((u) => u.loc));
      } finally {
        await one.close();
      }
    } finally {
      await small.close();
    }
  });
});
