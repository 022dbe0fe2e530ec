import { beforeEach, describe, expect, it } from 'vitest';
import { loadLibrary } from '@bhakti/api';
import { useTestServer } from './testing/use-test-server.js';

// The server renders every page of a listing with its links: what a reader without
// JavaScript (and a search engine) gets. The fixture library (5 texts) and 50 bhajans of
// Ganesha in the aartis make 55 texts: three pages of 24 on the home page.
const { server, request } = useTestServer();

const BHAJANS = Array.from({ length: 50 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return {
    title: `Bhajan ${n}`,
    slug: `bhajan-${n}`,
    categorySlug: 'aartis',
    deitySlug: 'ganesha',
    contents: [{ languageCode: 'hi', content: `भजन ${n}` }],
  };
});
const bhajans = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `Bhajan ${String(from + i).padStart(2, '0')}`);

beforeEach(async () => {
  const { database, search } = server().deps;
  await loadLibrary(database, search, { texts: BHAJANS });
});

async function page(path: string) {
  const response = await request(path);
  // Content inside the interface's words (a title's letter) carries its own lang: read as the words a reader sees.
  const html = (await response.text())
    .replace(/<!-- -->/g, '')
    .replace(/<span(?: lang="[^"]*")?>([^<]*)<\/span>/g, '$1');
  return { status: response.status, html };
}

/** The part of the page from an element's opening tag (found by a fragment of it) to the end of its section or nav. */
function part(html: string, start: string, end = '</section>'): string {
  const from = html.indexOf(start);
  if (from < 0) throw new Error(`no ${start} in the page`);
  return html.slice(from, html.indexOf(end, from) + end.length);
}

/** The titles of the text cards in some HTML, in order. */
const cardTitles = (html: string) =>
  [...html.matchAll(/<h[23] class="card-title"[^>]*><a href="\/texts\/[^"]+">([^<]+)<\/a>/g)].map((m) => m[1]);

/** The links in some HTML: href, text (tags dropped) and aria-current, whatever the attributes' order. */
function links(html: string) {
  return [...html.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)].map(([, attributes = '', inner = '']) => ({
    href: /href="([^"]*)"/.exec(attributes)?.[1]?.replace(/&amp;/g, '&'),
    text: inner.replace(/<[^>]+>/g, ''),
    current: /aria-current="([^"]*)"/.exec(attributes)?.[1] ?? null,
  }));
}

/** The links of a pager: [href, text, marked as the current page] in order. */
const pagerLinks = (html: string, label: string) =>
  links(part(html, `<nav class="pager" aria-label="${label}">`, '</nav>')).map(({ href, text, current }) => [
    href,
    text,
    current === 'page',
  ]);

/** The letters of the A–Z index: `name href current` for a link (its aria-label), `name -` for a letter without titles. */
const letterEntries = (html: string) =>
  [...part(html, '<nav class="letter-nav"', '</nav>').matchAll(/<li>(.*?)<\/li>/g)].map(([, item = '']) => {
    const link = /<a ([^>]*)>/.exec(item)?.[1];
    if (!link) return `${/<span class="visually-hidden">([^<]*)<\/span>/.exec(item)?.[1]} -`;
    const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(link)?.[1];
    const current = attribute('aria-current');
    return `${attribute('aria-label')} ${attribute('href')?.replace(/&amp;/g, '&')}${current ? ` ${current}` : ''}`;
  });

describe('the home page, a page at a time', () => {
  it('shows the first 24 texts by title and links to the other pages and the A–Z index', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    const allTexts = part(html, '<section id="all-texts"');
    expect(cardTitles(allTexts)).toEqual(['aarti kunj bihari ki', ...bhajans(1, 23)]);
    expect(allTexts).toContain('Texts 1–24 of 55');
    expect(pagerLinks(allTexts, 'Pages of all texts')).toEqual([
      ['/#all-texts', 'Page 1', true],
      ['/?page=2#all-texts', 'Page 2', false],
      ['/?page=3#all-texts', 'Page 3', false],
      ['/?page=2#all-texts', 'Next page', false],
    ]);
    expect(allTexts).toContain('<a href="/texts" class="button button-secondary">Browse all texts A–Z</a>');
    // The spec's sections keep their order; the count of texts is the library's, not the page's.
    const order = ['hero-heading', 'all-texts-heading', 'featured-heading', 'about-home-heading', 'newsletter'];
    const at = order.map((id) => html.indexOf(`id="${id}"`));
    expect(at.every((position) => position > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(html).toMatch(/<dt>Devotional Texts<\/dt><dd>55<\/dd>/);
    // The page (its HTML and the data it hands the browser) holds only the texts it shows.
    expect(html).not.toContain('Bhajan 30');
    expect(html).toContain('<link rel="canonical" href="http://');
  });

  it('shows the middle and the last page with their links, and says so past the end', async () => {
    const second = part((await page('/?page=2')).html, '<section id="all-texts"');
    expect(cardTitles(second)).toEqual(bhajans(24, 47));
    expect(
      pagerLinks(second, 'Pages of all texts').map(([href, text, current]) => `${text}${current ? '*' : ''} ${href}`),
    ).toEqual([
      'Previous page /#all-texts',
      'Page 1 /#all-texts',
      'Page 2* /?page=2#all-texts',
      'Page 3 /?page=3#all-texts',
      'Next page /?page=3#all-texts',
    ]);
    const { html: lastHtml } = await page('/?page=3');
    const last = part(lastHtml, '<section id="all-texts"');
    expect(cardTitles(last)).toEqual([
      ...bhajans(48, 50),
      'Gayatri Mantra',
      'Hanuman Chalisa',
      'Jai Ganesh Deva',
      'Shiv Chalisa',
    ]);
    expect(last).toContain('Texts 49–55 of 55');
    expect(last).not.toContain('rel="next"');
    expect(lastHtml).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/\?page=3"/);

    const beyond = await page('/?page=4');
    expect(beyond.status).toBe(404);
    expect(beyond.html).toContain('No Such Page');
    expect(beyond.html).toContain('This list has 3 pages; there is no page 4.');
    // An address that names no page shows the first.
    for (const path of ['/?page=abc', '/?page=0', '/?page=01']) {
      const first = await page(path);
      expect(first.status, path).toBe(200);
      expect(cardTitles(part(first.html, '<section id="all-texts"'))[0], path).toBe('aarti kunj bihari ki');
    }
  });
});

describe('category and deity pages, a page at a time', () => {
  it('pages a category the same way', async () => {
    const { status, html } = await page('/category/aartis?page=3');
    expect(status).toBe(200);
    expect(cardTitles(html)).toEqual(['Bhajan 48', 'Bhajan 49', 'Bhajan 50', 'Jai Ganesh Deva']);
    expect(pagerLinks(html, 'Pages of Aartis').map(([href]) => href)).toEqual([
      '/category/aartis?page=2',
      '/category/aartis',
      '/category/aartis?page=2',
      '/category/aartis?page=3',
    ]);
    expect(cardTitles((await page('/category/aartis')).html)).toHaveLength(24);
    expect((await page('/category/aartis?page=4')).status).toBe(404);
    // A category that fits one page has no pager.
    expect((await page('/category/chalisas')).html).not.toContain('class="pager"');
  });

  it('pages a deity the same way, whichever address form it was reached by', async () => {
    const { html } = await page('/deity/ganesha?page=2');
    expect(cardTitles(html)).toEqual(bhajans(25, 48));
    expect(html).toContain('Texts 25–48 of 51');
    const byId = await page(`/deities/${await deityId('ganesha')}?page=3`);
    expect(cardTitles(byId.html)).toEqual(['Bhajan 49', 'Bhajan 50', 'Jai Ganesh Deva']);
    expect(pagerLinks(byId.html, 'Pages of texts for Ganesha')[0]).toEqual([
      '/deity/ganesha?page=2',
      'Previous page',
      false,
    ]);
    expect((await page('/deity/ganesha?page=9')).status).toBe(404);
  });
});

async function deityId(slug: string): Promise<number> {
  const response = await request(`/api/deities/${slug}`);
  return ((await response.json()) as { id: number }).id;
}

describe('the A–Z index and the deities', () => {
  it('/texts lists every title a page at a time, with a link for each letter that has titles', async () => {
    const { status, html } = await page('/texts');
    expect(status).toBe(200);
    expect(cardTitles(html)).toEqual(['aarti kunj bihari ki', ...bhajans(1, 23)]);
    const letters = letterEntries(html);
    expect(letters).toHaveLength(28);
    expect(letters.slice(0, 4)).toEqual([
      'All titles /texts true',
      'A: 1 title /texts?letter=a',
      'B: 50 titles /texts?letter=b',
      'C: no titles -',
    ]);
    expect(letters.at(-1)).toBe('Other: no titles -');
  });

  it('/texts?letter=b pages the titles under one letter', async () => {
    const { html } = await page('/texts?letter=b&page=3');
    expect(cardTitles(html)).toEqual(['Bhajan 49', 'Bhajan 50']);
    expect(html).toContain('Titles beginning with B');
    expect(letterEntries(html)).toContain('B: 50 titles /texts?letter=b true');
    expect(letterEntries(html)[0]).toBe('All titles /texts');
    expect(pagerLinks(html, 'Pages of titles under B').map(([href]) => href)).toEqual([
      '/texts?letter=b&page=2',
      '/texts?letter=b',
      '/texts?letter=b&page=2',
      '/texts?letter=b&page=3',
    ]);
    const none = await page('/texts?letter=q');
    expect(none.status).toBe(200);
    expect(none.html).toContain('No title begins with Q yet.');
  });

  it('/deities lists every deity with its count of texts, and the footer links to it', async () => {
    const { status, html } = await page('/deities');
    expect(status).toBe(200);
    expect(
      [...html.matchAll(/<h2 class="card-title"[^>]*><a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => `${m[2]} ${m[1]}`),
    ).toEqual(['Ganesha /deity/ganesha', 'Hanuman /deity/hanuman', 'Shiva /deity/shiva']);
    expect(html).toContain('51 texts');
    expect(html).toContain('1 text<');
    expect(part(html, '<nav aria-labelledby="footer-browse">', '</nav>')).toContain(
      '<a href="/deities">All Deities</a>',
    );
    // The deity pages themselves are where they were.
    expect((await page(`/deities/${await deityId('shiva')}`)).status).toBe(200);
  });
});
