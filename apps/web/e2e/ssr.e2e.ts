import { expect, procedures, recordTrpc, test } from './support/fixtures.js';

test.describe('server rendering', () => {
  test('a text page arrives as complete HTML: title, verses, language links, canonical', async ({ request }) => {
    const response = await request.get('/texts/hanuman-chalisa?language=hi');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<title>Hanuman Chalisa — Hindi | Bhakti Sangrah</title>');
    expect(html).toContain('जय हनुमान ज्ञान गुन सागर');
    expect(html).toMatch(/<section[^>]*lang="hi"/);
    expect(html).toContain('href="/texts/hanuman-chalisa?language=sa"');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/texts\/hanuman-chalisa\?language=hi"/);
    expect(html).toMatch(
      /<meta name="description" content="Hanuman Chalisa — Hindi\. Forty chaupais in praise of Hanuman\."/,
    );
    expect(html).toContain('id="v1"');
  });

  test('the query cache travels as a non-executable JSON block and no inline script runs', async ({ request }) => {
    const response = await request.get('/texts/gayatri-mantra');
    const html = await response.text();
    expect(html).toMatch(/<script type="application\/json" id="bhakti-state">\{/);
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    // Data blocks only: the state, and the JSON-LD for search engines (ADR 031).
    for (const tag of scripts) expect(tag).toMatch(/type="application\/(ld\+)?json"|src="\/assets\//);
    expect(html).toContain('<script type="application/ld+json" data-share>');
    expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
  });

  test('the browser hydrates the page without fetching its data again', async ({ page }) => {
    const calls = recordTrpc(page);
    await page.goto('/texts/gayatri-mantra');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForLoadState('networkidle');
    expect(calls.flatMap(procedures)).toEqual([]);
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.waitForLoadState('networkidle');
    expect(calls.flatMap(procedures)).toEqual([]);
  });

  test('client navigation fetches only what the next page needs', async ({ page }) => {
    const calls = recordTrpc(page);
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByRole('link', { name: 'Shiv Chalisa', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shiv Chalisa' })).toBeVisible();
    expect(calls.flatMap(procedures)).toEqual(['texts.bySlug']);
    await expect(page).toHaveTitle('Shiv Chalisa | Bhakti Sangrah');
  });

  for (const [path, title] of [
    ['/no/such/page', '404 Page Not Found'],
    ['/texts/no-such-text', 'Text Not Found'],
    ['/category/no-such-category', 'Category Not Found'],
    ['/deity/no-such-deity', 'Deity Not Found'],
    ['/deities/999999', 'Deity Not Found'],
  ] as const) {
    test(`${path} answers 404 with its page`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<title>${title} | Bhakti Sangrah</title>`);
      expect(html).toContain(`>${title}</h1>`);
    });
  }

  test('pages are compressed, assets are cached for a year', async ({ request }) => {
    const page = await request.get('/', { headers: { 'accept-encoding': 'br' } });
    expect(page.headers()['content-encoding']).toBe('br');
    const html = await page.text();
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script!, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toContain('immutable');
    expect(asset.headers()['content-encoding']).toBe('br');
  });

  test('the admin shell is never cached or indexed, and the template is not served raw', async ({ request }) => {
    const admin = await request.get('/admin');
    expect(admin.status()).toBe(200);
    expect(admin.headers()['cache-control']).toBe('no-store');
    const html = await admin.text();
    expect(html).toContain('<title>Admin - Content Import</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect((await request.get('/index.html')).status()).toBe(404);
    expect((await request.get('/api/no-such-endpoint')).headers()['content-type']).toContain('application/json');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the text shows and the language links work', async ({ page }) => {
    await page.goto('/texts/gayatri-mantra');
    await expect(page.getByRole('heading', { level: 1, name: 'Gayatri Mantra' })).toBeVisible();
    await expect(page.locator('#text-content')).toContainText('We meditate on the glorious light');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Sanskrit' }).click();
    await expect(page).toHaveURL(/\/texts\/gayatri-mantra\?language=sa$/);
    await expect(page.locator('#text-content')).toHaveAttribute('lang', 'sa');
    await expect(page.locator('#text-content')).toContainText('तत्सवितुर्वरेण्यं');
    await page.getByRole('link', { name: 'English Transliteration' }).click();
    await expect(page.locator('#text-content')).toContainText('Tat savitur varenyam');
  });

  test('navigation works from the footer and the search form', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Chalisas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chalisas' })).toBeVisible();
    await page.getByRole('link', { name: /^Read Full Text\W+Hanuman Chalisa$/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hanuman Chalisa' })).toBeVisible();
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search texts' }).fill('hanuman');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search\?q=hanuman$/);
    await expect(page.getByRole('heading', { name: 'Search Results for "hanuman"' })).toBeVisible();
  });

  test('the site menu is open on small screens when it cannot be toggled', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Contact' })).toBeVisible();
  });
});
