import { describe, expect, it } from 'vitest';
import { render } from '../entry-server.js';
import { fakeApi } from '../testing/fake-api.js';
import { formatLongDate } from './legal-page.js';

/** A page as the server renders it on 2026-03-04, without React's text separators. */
async function page(url: string): Promise<string> {
  const rendered = await render({
    url,
    api: fakeApi().api,
    origin: 'https://bhakti.example',
    now: new Date('2026-03-04T05:06:07Z'),
  });
  return `${rendered.head}\n${rendered.html.replace(/<!-- -->/g, '')}`;
}

/** The text and the labels of one element of the page (its first <header>, <footer>, …). */
function partOf(html: string, tag: string): string {
  const part = new RegExp(`<${tag}[ >].*?</${tag}>`, 's').exec(html)?.[0];
  if (!part) throw new Error(`no <${tag}>`);
  return part;
}

/**
 * Latin words a reader can see or hear in a piece of HTML (text, aria-label, title) as the
 * interface's: not in its markup, nor in an element of another language (`lang="en"`: content,
 * or a language's own name).
 */
function latinWords(part: string, language: string): string[] {
  const own = part.replace(new RegExp(`<(\\w+)[^>]* lang="(?!${language}")[^"]*"[^>]*>.*?</\\1>`, 'gs'), '');
  const texts = [...own.matchAll(/>([^<]+)</g)].map((match) => match[1] ?? '');
  const labels = [...own.matchAll(/ (?:aria-label|title|placeholder|alt)="([^"]*)"/g)].map((match) => match[1] ?? '');
  return [...texts, ...labels].flatMap((text) => text.match(/[A-Za-z]+/g) ?? []);
}

describe('the long dates of the legal pages', () => {
  it('keep the English of before, and read naturally in Hindi and Marathi', () => {
    expect(formatLongDate('2025-04-07', 'en')).toBe('April 7, 2025');
    expect(formatLongDate('2025-04-07', 'hi')).toBe('7 अप्रैल 2025');
    expect(formatLongDate('2025-04-07', 'mr')).toBe('७ एप्रिल, २०२५');
    // A day in UTC, whatever the server's zone: late on the 7th is still the 7th.
    expect(formatLongDate('2025-04-07T23:59:00Z', 'en')).toBe('April 7, 2025');
  });
});

describe('the header, footer and long pages in the interface’s language', () => {
  it.each(['/hi/about', '/hi/privacy-policy', '/hi/terms-of-service', '/mr/privacy-policy', '/mr/terms-of-service'])(
    '%s: no English in the header, the footer or the page',
    async (url) => {
      const html = await page(url);
      const language = url.split('/')[1] ?? '';
      for (const tag of ['header', 'footer', 'h1']) expect(latinWords(partOf(html, tag), language), tag).toEqual([]);
      const prose = partOf(html, 'main').replace(/<section[^>]*id="newsletter".*?<\/section>/s, '');
      expect(latinWords(prose, language)).toEqual([]);
    },
  );

  it('dates the privacy policy and the terms in the language', async () => {
    expect(await page('/hi/privacy-policy')).toContain('<p class="last-updated">अंतिम अद्यतन: 7 अप्रैल 2025</p>');
    expect(await page('/mr/privacy-policy')).toContain('<p class="last-updated">शेवटचे अद्यतन: ७ एप्रिल, २०२५</p>');
    const terms = await page('/mr/terms-of-service');
    expect(terms).toContain('<p class="last-updated">शेवटचे अद्यतन: ४ मार्च, २०२६</p>');
    expect(terms).toContain('किमान ३० दिवस आधी');
  });

  it('names the categories in the language in the header and the footer', async () => {
    const html = await page('/hi/about');
    for (const tag of ['header', 'footer']) {
      expect(partOf(html, tag)).toContain('>आरतियाँ</a>');
      expect(partOf(html, tag)).toContain('href="/hi/category/');
    }
    expect(partOf(html, 'footer')).toContain('>सभी श्रेणियाँ</a>');
  });

  it('writes the copyright year in the language’s digits', async () => {
    expect(partOf(await page('/hi/'), 'footer')).toContain('© 2026 भक्ति संग्रह। सर्वाधिकार सुरक्षित।');
    expect(partOf(await page('/mr/'), 'footer')).toContain('© २०२६ भक्ती संग्रह. सर्व हक्क राखीव.');
    expect(partOf(await page('/'), 'footer')).toContain('© 2026 Bhakti Sangrah. All rights reserved.');
  });

  it('shares the site in the reader’s language, with a line in it', async () => {
    const footer = partOf(await page('/hi/about'), 'footer');
    const whatsapp = /href="(https:\/\/wa\.me\/[^"]*)"/.exec(footer)?.[1] ?? '';
    expect(decodeURIComponent(whatsapp)).toBe(
      'https://wa.me/?text=भक्ति संग्रह: अनेक भाषाओं में हिंदू भक्ति पाठ, सबके लिए निःशुल्क https://bhakti.example/hi/',
    );
    expect(footer).toContain('aria-label="व्हाट्सऐप पर साझा करें"');
    expect(partOf(await page('/about'), 'footer')).toContain('%20https%3A%2F%2Fbhakti.example%2F"');
  });

  it('brings the reader back to the page in its language from the theme switch without JavaScript', async () => {
    expect(await page('/hi/about')).toContain('<input type="hidden" name="back" value="/hi/about"/>');
    expect(await page('/mr/')).toContain('<input type="hidden" name="back" value="/mr/"/>');
    expect(await page('/about')).toContain('<input type="hidden" name="back" value="/about"/>');
  });

  it('names each language of the texts in the interface’s, with its own name beside it unless the same', async () => {
    const html = await page('/hi/about');
    expect(html).toContain('<li><span>तमिल</span><span class="native-name" lang="ta">தமிழ்</span></li>');
    expect(html).toContain('<li><span>हिन्दी</span></li>');
    expect(html).toContain('<li><span>अंग्रेज़ी</span></li>');
  });
});
