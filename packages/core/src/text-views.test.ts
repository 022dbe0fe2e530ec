import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './languages.js';
import { SCRIPT_IDS, canViewInScripts } from './view-scripts.js';
import { MAX_TEXT_VIEWS, canonicalAddress, chooseContent, textViewCluster, type ViewContent } from './text-views.js';
import { sitePaths } from './site-paths.js';

const row = (languageCode: string, isTransliteration = false): ViewContent => ({ languageCode, isTransliteration });
const clusterOf = (contents: ViewContent[]) =>
  textViewCluster(contents).map((view) => [sitePaths.text('t', view.address), view.hreflang]);

describe('a text’s cluster of views', () => {
  it('lists the default view, each language, the transliteration and each script view of a Devanagari original', () => {
    expect(clusterOf([row('sa'), row('te'), row('en', true), row('en')])).toEqual([
      ['/texts/t', 'en'],
      ['/texts/t?language=sa', 'sa'],
      ['/texts/t?language=te', 'te'],
      ['/texts/t?language=en&view=transliteration', 'sa-Latn'],
      ['/texts/t?language=sa&script=telugu', 'sa-Telu'],
      ['/texts/t?language=sa&script=kannada', 'sa-Knda'],
      ['/texts/t?language=sa&script=malayalam', 'sa-Mlym'],
      ['/texts/t?language=sa&script=tamil', 'sa-Taml'],
      ['/texts/t?language=sa&script=bengali', 'sa-Beng'],
      ['/texts/t?language=sa&script=gujarati', 'sa-Gujr'],
      ['/texts/t?language=sa&script=gurmukhi', 'sa-Guru'],
      // The typed transliteration carries sa-Latn: simple Roman and IAST are pages without a tag.
      ['/texts/t?language=sa&script=roman', null],
      ['/texts/t?language=sa&script=iast', null],
    ]);
  });

  it('gives -Latn to simple Roman when there is no typed transliteration, never to IAST', () => {
    const cluster = clusterOf([row('hi')]);
    expect(cluster[0]).toEqual(['/texts/t', 'hi']);
    expect(cluster).toContainEqual(['/texts/t?script=roman', 'hi-Latn']);
    expect(cluster).toContainEqual(['/texts/t?script=iast', null]);
    // ?language=hi shows what the default view shows: it is not a page of its own.
    expect(cluster.map(([path]) => path)).not.toContain('/texts/t?language=hi');
  });

  it('puts the script views of every Devanagari original in, and of no other', () => {
    const paths = clusterOf([row('hi'), row('mr'), row('ta'), row('en')]).map(([path]) => path);
    expect(paths).toContain('/texts/t?language=hi&script=telugu');
    expect(paths).toContain('/texts/t?language=mr&script=gurmukhi');
    expect(paths.some((path) => path?.includes('language=ta&script'))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('finds the canonical view of any address: a language the text lacks, a script ignored, the default named', () => {
    const contents = [row('hi'), row('en', true), row('en')];
    const canonicalOf = (language: string | null, transliteration: boolean, script: null | 'telugu') => {
      const address = canonicalAddress(
        contents,
        chooseContent(contents, { language, transliteration }).content,
        script,
      );
      return address && sitePaths.text('t', address);
    };
    expect(canonicalOf('en', false, null)).toBe('/texts/t');
    expect(canonicalOf('kn', false, null)).toBe('/texts/t');
    expect(canonicalOf('en', false, 'telugu')).toBe('/texts/t');
    expect(canonicalOf('hi', false, 'telugu')).toBe('/texts/t?language=hi&script=telugu');
    expect(canonicalOf('en', true, null)).toBe('/texts/t?language=en&view=transliteration');
  });

  it('gives, for every address of many texts, the address of the cluster view that shows the same', () => {
    const texts: ViewContent[][] = [
      [row('hi'), row('en', true), row('en')],
      [row('sa'), row('te'), row('en')],
      [row('mr'), row('hi', true)],
      [row('ta', true), row('kn')],
      [row('en')],
      LANGUAGE_CODES.flatMap((code) => [row(code), row(code, true)]),
    ];
    for (const contents of texts) {
      const cluster = textViewCluster(contents);
      for (const language of [null, ...LANGUAGE_CODES]) {
        for (const transliteration of [false, true]) {
          for (const script of [null, ...SCRIPT_IDS]) {
            const { content } = chooseContent(contents, { language, transliteration });
            // Only a Devanagari original is shown in another script.
            const inScript =
              content && !content.isTransliteration && canViewInScripts(content.languageCode) && script !== 'devanagari'
                ? script
                : null;
            const expected =
              cluster.find((view) => view.content === content && view.script === inScript)?.address ?? null;
            expect(canonicalAddress(contents, content, script), `${language} ${transliteration} ${script}`).toEqual(
              expected,
            );
          }
        }
      }
    }
  });

  it('never has more than MAX_TEXT_VIEWS views (the sitemap sizes its children by it)', () => {
    const everything = LANGUAGE_CODES.flatMap((code) => [row(code), row(code, true)]);
    expect(textViewCluster(everything).length).toBeLessThanOrEqual(MAX_TEXT_VIEWS);
    expect(textViewCluster(LANGUAGE_CODES.map((code) => row(code, true))).length).toBeLessThanOrEqual(MAX_TEXT_VIEWS);
    expect(MAX_TEXT_VIEWS).toBe(39);
  });
});
