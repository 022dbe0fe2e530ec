import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { contactMessages, corrections } from '@bhakti/db';
import { useTestServer } from './testing/use-test-server.js';

// The pages come from the web app's build (apps/web/dist), as in production.
const { server, request } = useTestServer();

const FORM = 'application/x-www-form-urlencoded';
const contact = new URLSearchParams({
  name: 'Radha',
  email: 'radha@example.org',
  subject: 'A question',
  message: 'Could you add the Vishnu Sahasranama?',
});
const report = new URLSearchParams({ languageCode: 'hi', verse: '2', problem: 'A word is missing', website: '' });
const REPORT_PAGE = '/texts/hanuman-chalisa/report?language=hi&verse=2';

async function rows(table: typeof contactMessages | typeof corrections): Promise<number> {
  const [row] = await server().database.db.select({ n: count() }).from(table);
  return Number(row?.n);
}

/** A form posted the ordinary way from our own page (the browser sends its Origin). */
function postForm(path: string, body: URLSearchParams, headers: Record<string, string> = {}) {
  return request(path, {
    method: 'POST',
    headers: { 'content-type': FORM, origin: server().url, ...headers },
    body: body.toString(),
  });
}

describe('forms posted without JavaScript (ADR 022)', () => {
  it('sends the contact form and answers with the page saying so, never to be kept', async () => {
    const answer = await postForm('/contact', contact);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const page = await answer.text();
    expect(page).toContain('Message sent!');
    expect(page).toContain('Thank you for contacting us. We&#x27;ll respond as soon as possible.');
    expect(await rows(contactMessages)).toBe(1);
  });

  it('answers 400 with the same messages per field and the typed values kept, storing nothing', async () => {
    const answer = await postForm(
      '/contact',
      new URLSearchParams({ name: 'R', email: 'nope', subject: 'Hi', message: '<b>x' }),
    );
    expect(answer.status).toBe(400);
    const page = await answer.text();
    for (const message of [
      'Name must be at least 2 characters.',
      'Please enter a valid email address.',
      'Subject must be at least 5 characters.',
      'Message must be at least 10 characters.',
    ]) {
      expect(page).toContain(message);
    }
    expect(page).toContain('value="nope"');
    expect(page).toContain('&lt;b&gt;x</textarea>');
    expect(page).not.toContain('<b>x');
    expect(await rows(contactMessages)).toBe(0);
  });

  it('keeps a report of a mistake and thanks the reader; a verse the text lacks is a field error', async () => {
    const sent = await postForm(REPORT_PAGE, report);
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain('Thank you! Your report has been sent to our editors.');
    expect(await rows(corrections)).toBe(1);

    const beyond = await postForm(REPORT_PAGE, new URLSearchParams({ ...Object.fromEntries(report), verse: '9' }));
    expect(beyond.status).toBe(400);
    expect(await beyond.text()).toContain('Verse must be between 1 and 2');
    const empty = await postForm(REPORT_PAGE, new URLSearchParams({ languageCode: 'hi', verse: '2', problem: ' ' }));
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain('Please say what is wrong.');
    expect((await postForm('/texts/no-such-text/report', report)).status).toBe(404);
    const robot = await postForm(REPORT_PAGE, new URLSearchParams({ ...Object.fromEntries(report), website: 'x' }));
    expect(robot.status).toBe(200);
    expect(await rows(corrections)).toBe(1);
  });

  it('refuses posts from another site, and form bodies anywhere but the forms', async () => {
    const forged = await postForm('/contact', contact, { origin: 'https://elsewhere.example' });
    expect(forged.status).toBe(403);
    const nullOrigin = await postForm('/contact', contact, { origin: 'null' });
    expect(nullOrigin.status).toBe(403);
    const crossSite = await request('/contact', {
      method: 'POST',
      headers: { 'content-type': FORM, 'sec-fetch-site': 'cross-site' },
      body: contact.toString(),
    });
    expect(crossSite.status).toBe(403);
    expect(await rows(contactMessages)).toBe(0);

    expect((await postForm('/api/contact', contact)).status).toBe(415);
    expect((await postForm('/trpc/contact.submit', contact)).status).toBe(415);
    expect((await postForm('/about', contact)).status).toBe(404);
    expect((await postForm('/contact', contact, { 'content-type': 'text/plain' })).status).toBe(415);
  });

  it('counts form posts against the same limit as the API', async () => {
    for (let i = 0; i < 5; i++) expect((await postForm('/contact', contact)).status).toBe(200);
    const limited = await postForm('/contact', contact);
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain('Too many messages from this address. Please try again later.');
    expect(await rows(contactMessages)).toBe(5);
  });
});
