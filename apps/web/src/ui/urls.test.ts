import { describe, expect, it } from 'vitest';
import { shareUrls, urls } from './urls.js';

describe('urls', () => {
  it('builds every public route', () => {
    expect(urls.home()).toBe('/');
    expect(urls.text('hanuman-chalisa')).toBe('/texts/hanuman-chalisa');
    expect(urls.text('gayatri-mantra', { language: 'ta', verse: 2 })).toBe('/texts/gayatri-mantra?language=ta#v2');
    expect(urls.text('gayatri-mantra', { language: 'en', transliteration: true })).toBe(
      '/texts/gayatri-mantra?language=en&view=transliteration',
    );
    expect(urls.text('x', { language: null, verse: null })).toBe('/texts/x');
    expect(urls.text('x', { language: 'sa', script: 'telugu', verse: 3 })).toBe(
      '/texts/x?language=sa&script=telugu#v3',
    );
    expect(urls.text('x', { script: null })).toBe('/texts/x');
    expect(urls.category('aartis')).toBe('/category/aartis');
    expect(urls.deity('hanuman')).toBe('/deity/hanuman');
    expect(urls.deity(7)).toBe('/deity/7');
    expect(urls.deityById(7)).toBe('/deities/7');
    expect(urls.search('jai ganesh & shiva')).toBe('/search?q=jai%20ganesh%20%26%20shiva');
    expect(urls.search('')).toBe('/search');
    expect(urls.myTexts()).toBe('/my-texts');
    expect(urls.search('हनुमान')).toBe('/search?q=%E0%A4%B9%E0%A4%A8%E0%A5%81%E0%A4%AE%E0%A4%BE%E0%A4%A8');
  });

  it('builds the report-a-mistake page of a verse in its reading view', () => {
    expect(urls.reportMistake('x', { language: 'sa', script: 'telugu', verse: 3 })).toBe(
      '/texts/x/report?language=sa&script=telugu&verse=3',
    );
    expect(urls.reportMistake('x', { language: 'en', transliteration: true, verse: 1 })).toBe(
      '/texts/x/report?language=en&view=transliteration&verse=1',
    );
    expect(urls.reportMistake('a/b')).toBe('/texts/a%2Fb/report');
  });

  it('encodes path segments', () => {
    expect(urls.text('a/b?c')).toBe('/texts/a%2Fb%3Fc');
  });

  it('builds share links that carry the title, an invitation and the page', () => {
    const whatsapp = new URL(shareUrls.whatsapp('Gayatri Mantra', 'https://x.org/texts/g?language=sa'));
    expect(whatsapp.origin).toBe('https://wa.me');
    expect(whatsapp.searchParams.get('text')).toBe(
      'Gayatri Mantra - Read this devotional text on Bhakti Sangrah: https://x.org/texts/g?language=sa',
    );
    const facebook = new URL(shareUrls.facebook('https://x.org/texts/g'));
    expect(facebook.searchParams.get('u')).toBe('https://x.org/texts/g');
  });
});
