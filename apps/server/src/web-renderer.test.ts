import { describe, expect, it } from 'vitest';
import { pageDocument } from './web-renderer.js';

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
