import { describe, expect, it } from 'vitest';
import { render } from './entry-server.js';
import { fakeApi } from './testing/fake-api.js';

const ORIGIN = 'https://bhakti.example';
const page = async (url: string, offer: string | null = null) => {
  const rendered = await render({
    url,
    api: fakeApi().api,
    origin: ORIGIN,
    offer,
    now: new Date('2026-03-04T05:06:07Z'),
  });
  return { ...rendered, html: rendered.html.replace(/<!-- -->/g, '') };
};
const alternates = (head: string) =>
  [...head.matchAll(/<link rel="alternate" hreflang="([^"]*)" href="https:\/\/bhakti\.example([^"]*)"/g)].map(
    ([, tag, path]) => `${tag} ${path?.replace(/&amp;/g, '&')}`,
  );
const jsonLd = (head: string) =>
  [...head.matchAll(/<script type="application\/ld\+json" data-share>(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? '{}') as Record<string, unknown>,
  );

describe('the interface in another language (ADR 034)', () => {
  it('serves a page under its language’s prefix: lang, canonical, links and words in that language', async () => {
    const rendered = await page('/hi/about');
    expect(rendered.status).toBe(200);
    expect(rendered.htmlAttributes).toContain('lang="hi"');
    expect(rendered.head).toContain('<link rel="canonical" href="https://bhakti.example/hi/about" />');
    expect(rendered.head).toContain('<meta property="og:site_name" content="भक्ति संग्रह" />');
    expect(rendered.html).toContain('<a href="/hi/">मुख्य पृष्ठ</a>');
    expect(rendered.html).toContain('<a href="/hi/contact">संपर्क</a>');
  });

  it('links a page’s addresses in every interface language, English as x-default', async () => {
    expect(alternates((await page('/hi/categories')).head)).toEqual([
      'en /categories',
      'hi /hi/categories',
      'mr /mr/categories',
      'x-default /categories',
    ]);
    expect(alternates((await page('/')).head)).toEqual(['en /', 'hi /hi/', 'mr /mr/', 'x-default /']);
  });

  it('writes the JSON-LD in the interface’s language, with its addresses', async () => {
    const [, trail] = jsonLd((await page('/hi/texts/hanuman-chalisa')).head);
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'मुख्य पृष्ठ', item: 'https://bhakti.example/hi/' },
        { position: 2, name: 'चालीसा', item: 'https://bhakti.example/hi/category/chalisas' },
        { position: 3, name: 'Hanuman Chalisa', item: 'https://bhakti.example/hi/texts/hanuman-chalisa' },
      ],
    });
    const [site] = jsonLd((await page('/mr/')).head);
    expect(site).toMatchObject({ '@type': 'WebSite', name: 'भक्ती संग्रह', url: 'https://bhakti.example/mr/' });
  });

  it('offers the language the browser prefers on an English page, in that language, never on its own pages', async () => {
    const offered = await page('/about', 'hi');
    expect(offered.html).toContain('<aside class="interface-offer" aria-label="भक्ति संग्रह अब हिन्दी में भी है।" lang="hi">');
    expect(offered.html).toContain('href="/interface?language=hi&amp;back=%2Fabout"');
    expect(offered.html).toContain(
      '<a class="interface-offer-decline" href="/interface?language=en&amp;back=%2Fabout" lang="en">Stay in English</a>',
    );
    expect((await page('/hi/about', 'hi')).html).not.toContain('interface-offer');
    expect((await page('/about')).html).not.toContain('interface-offer');
  });

  it('switches to the other languages from the header by their own names, keeping the page and its view', async () => {
    const { html } = await page('/hi/texts/hanuman-chalisa?language=hi&script=telugu');
    expect(html).toContain(
      '<a href="/interface?language=en&amp;back=%2Ftexts%2Fhanuman-chalisa%3Flanguage%3Dhi%26script%3Dtelugu" lang="en" hrefLang="en">English</a>',
    );
    expect(html).toContain('lang="mr" hrefLang="mr">मराठी</a>');
  });

  it('keeps unknown prefixes as English paths (a 404, not another language)', async () => {
    const rendered = await page('/xx/about');
    expect(rendered.status).toBe(404);
    expect(rendered.htmlAttributes).toContain('lang="en"');
  });
});
