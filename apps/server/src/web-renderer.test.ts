import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressNow } from './compression.js';
import { pageAnswer, pageDocument } from './web-renderer.js';

const SHELL = `<!doctype html>
<html lang="en" data-theme="light">
  <head><!--app-head--></head>
  <body><div id="root"><!--app-html--></div><!--app-state--></body>
</html>
`;

const text = (body: Uint8Array) => new TextDecoder().decode(body);

describe('pageDocument', () => {
  it("puts the page's parts into the shell, written as they are", () => {
    const page = { status: 404, head: '<title>$& ॐ</title>', html: "<p>$' $1 जय</p>", state: '<script>1</script>' };
    const document = pageDocument(SHELL, { ...page, htmlAttributes: 'lang="hi"' });
    expect(document.status).toBe(404);
    expect(text(document.body)).toBe(`<!doctype html>
<html lang="hi">
  <head><title>$& ॐ</title></head>
  <body><div id="root"><p>$' $1 जय</p></div><script>1</script></body>
</html>
`);
  });

  it("keeps the shell's own <html> tag when the page names no attributes, for every page of a shell", () => {
    for (const html of ['<p>one</p>', '<p>two</p>']) {
      const document = pageDocument(SHELL, { status: 200, head: '', html, state: '' });
      expect(text(document.body)).toContain(`<html lang="en" data-theme="light">\n  <head></head>`);
      expect(text(document.body)).toContain(`<div id="root">${html}</div></body>`);
    }
  });

  it('refuses a shell without a placeholder', () => {
    expect(() =>
      pageDocument(SHELL.replace('<!--app-state-->', ''), { status: 200, head: '', html: '', state: '' }),
    ).toThrow(/<!--app-state-->/);
  });
});

describe('pageAnswer', () => {
  const page = (html: string) => pageDocument(SHELL, { status: 200, head: '', html, state: '' });
  const large = page('<p>ॐ नमः शिवाय</p>'.repeat(100));
  const br = { encoding: 'br', effort: 'once' } as const;

  it('gives only the compressed page when the plain one is not wanted, decoding to it', async () => {
    const answer = await pageAnswer(large, { ...br, plainToo: false }, compressNow);
    expect(answer.plain).toBeNull();
    expect(answer.compressed?.encoding).toBe('br');
    expect(brotliDecompressSync(answer.compressed?.body ?? new Uint8Array()).equals(large.body)).toBe(true);
  });

  it('gives both when the plain page is wanted too (an answer that may be kept)', async () => {
    const answer = await pageAnswer(large, { ...br, plainToo: true }, compressNow);
    expect(answer.plain).toBe(large.body);
    expect(answer.compressed?.body.length).toBeLessThan(large.body.length / 4);
  });

  it('leaves a small page, and one for a client that takes no encoding, plain', async () => {
    const small = page('<p>ॐ</p>');
    expect(await pageAnswer(small, { ...br, plainToo: false }, compressNow)).toEqual({
      status: 200,
      plain: small.body,
      compressed: null,
    });
    expect(await pageAnswer(large, null, compressNow)).toEqual({ status: 200, plain: large.body, compressed: null });
  });
});
