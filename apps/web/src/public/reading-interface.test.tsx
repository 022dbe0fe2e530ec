import { describe, expect, it } from 'vitest';
import { postForm, render } from '../entry-server.js';
import { fakeApi } from '../testing/fake-api.js';

/** The reading and report pages in Hindi and Marathi, rendered by the server as a reader gets them. */
const page = async (url: string) => {
  const rendered = await render({ url, api: fakeApi().api, origin: 'https://bhakti.example' });
  return { ...rendered, html: rendered.html.replace(/<!-- -->/g, '') };
};

/** The page's main content (the header and footer are other pages' words). */
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>') + '</main>'.length);

/** Words of other sections' components on these pages (the state panel's link, the honeypot's label). */
const OTHER_SECTIONS = ['Return to Home', 'Leave this empty'];

const VOID = new Set(['br', 'img', 'input', 'hr', 'meta', 'link', 'source', 'wbr']);
const READ_ATTRIBUTES = /\s(aria-label|title|alt|placeholder)="([^"]*)"/g;

/**
 * Every piece of text a reader sees or hears (text, aria-label, title, alt, placeholder) that
 * has Latin letters while its nearest `lang` is the interface's: English left in the interface.
 */
function latinInInterface(html: string, interfaceLang: string): string[] {
  const found: string[] = [];
  const langs: { tag: string; lang: string }[] = [{ tag: '', lang: interfaceLang }];
  const current = () => langs.at(-1)?.lang ?? interfaceLang;
  const check = (text: string, lang: string) => {
    const words = text.replace(/&[a-z]+;/g, '');
    if (lang === interfaceLang && /[A-Za-z]/.test(words) && !OTHER_SECTIONS.includes(text.trim())) {
      found.push(text.trim());
    }
  };
  let at = 0;
  for (const match of html.matchAll(/<(\/?)([a-zA-Z0-9]+)((?:[^>"]|"[^"]*")*?)(\/?)>/g)) {
    check(html.slice(at, match.index), current());
    at = match.index + match[0].length;
    const [, closing, tag = '', attributes = '', selfClosing] = match;
    if (closing) {
      const open = langs.findLastIndex((entry) => entry.tag === tag);
      if (open > 0) langs.length = open;
      continue;
    }
    const lang = /\slang="([^"]*)"/.exec(attributes)?.[1] ?? current();
    for (const [, , value = ''] of attributes.matchAll(READ_ATTRIBUTES)) check(value, lang);
    if (!selfClosing && !VOID.has(tag)) langs.push({ tag, lang });
  }
  return found;
}

describe('the reading page in other interface languages', () => {
  it('names a script view in Hindi in its head, the text itself in its own words', async () => {
    const rendered = await page('/hi/texts/hanuman-chalisa?language=hi&script=telugu');
    expect(rendered.head).toContain('<title>Hanuman Chalisa — तेलुगु लिपि में');
    expect(rendered.html).toContain('<h1 id="text-title" lang="en">Hanuman Chalisa</h1>');
    expect(rendered.html).toContain('केवल लिपि बदली है — यह अनुवाद नहीं है।');
  });

  it('keeps the reading page without JavaScript in the interface language', async () => {
    const rendered = await page('/hi/texts/hanuman-chalisa?language=hi');
    expect(rendered.html).toContain(
      '<form class="script-form no-print" action="/hi/texts/hanuman-chalisa" method="get">',
    );
    expect(rendered.html).toMatch(/href="\/hi\/texts\/hanuman-chalisa\?language=en" class="language-tab">अंग्रेज़ी<\/a>/);
  });

  it('writes Marathi numbers in Devanagari digits', async () => {
    const rendered = await page('/mr/texts/hanuman-chalisa?language=hi');
    expect(rendered.html).toContain('aria-label="श्लोक १ चे पर्याय"');
    expect(rendered.html).toContain('>१००%</output>');
  });

  for (const [language, url] of [
    ['hi', '/hi/texts/hanuman-chalisa?language=hi'],
    ['hi', '/hi/texts/hanuman-chalisa?language=hi&script=telugu&beside=transliteration'],
    ['mr', '/mr/texts/hanuman-chalisa?language=en&view=transliteration&beside=hi'],
    ['hi', '/hi/texts/hanuman-chalisa?language=sa'],
    ['hi', '/hi/texts/no-such-text'],
    ['mr', '/mr/texts/hanuman-chalisa/report?language=hi&verse=1'],
    ['hi', '/hi/texts/hanuman-chalisa/report?language=hi'],
  ] as const) {
    it(`leaves no English in the interface of ${url}`, async () => {
      const rendered = await page(url);
      expect(latinInInterface(mainOf(rendered.html), language)).toEqual([]);
    });
  }

  it('takes the report form posted without JavaScript on a Hindi page, and thanks in Hindi', async () => {
    const url = '/hi/texts/hanuman-chalisa/report?language=hi&verse=1';
    const { api } = fakeApi();
    const body = { languageCode: 'hi', verse: '1', problem: 'एक शब्द गलत है', suggestion: '' };
    const describeError = () => ({ status: 400, message: 'refused', errors: [] });
    const formPost = await postForm({ url, body, api, describeError });
    expect(formPost).toMatchObject({ action: '/texts/hanuman-chalisa/report', outcome: 'sent' });
    const rendered = await render({ url, api, origin: 'https://bhakti.example', formPost });
    expect(rendered.html).toContain('धन्यवाद! आपकी सूचना हमारे संपादकों तक पहुँच गई है।');
  });

  it('finds English left in an interface (the check itself)', () => {
    const html = '<p>नमस्ते <span lang="en">Shiv</span> <b aria-label="Share">x</b><i aria-label="Shiv — पाठ"></i></p>';
    expect(latinInInterface(html, 'hi')).toEqual(['Share', 'x', 'Shiv — पाठ']);
  });
});
