import { expect, hydrated, SW_BLOCKED, test } from './support/fixtures.js';

test.describe('app shell', () => {
  test('header: logo, Home, one link per category, Contact; the current route is highlighted', async ({ page }) => {
    await page.goto('/category/chalisas');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = await nav.locator(':scope > ul > li > a').allTextContents();
    expect(links[0]).toBe('Home');
    expect(links.at(-1)).toBe('Contact');
    // Then the interface's other languages, by their own names (ADR 034).
    expect(await nav.getByRole('list', { name: 'Language' }).getByRole('link').allTextContents()).toEqual([
      'हिन्दी',
      'मराठी',
    ]);
    expect(links).toEqual(expect.arrayContaining(['Aartis', 'Chalisas', 'Mantras', 'Stotrams']));
    await expect(nav.getByRole('link', { name: 'Chalisas' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await hydrated(page);
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('.page')).toHaveClass(/page-enter/);
    await page.getByRole('link', { name: 'Bhakti Sangrah' }).first().click();
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  test('the header stays at the top while reading', async ({ page }) => {
    await page.goto('/texts/hanuman-chalisa');
    await page.mouse.wheel(0, 1500);
    await expect(page.locator('.site-header')).toBeInViewport();
  });

  test('small screens: a toggle menu that closes when a link is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Mantras' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mantras');
    await expect(nav).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test('footer: blurb, share links, quick links, categories, legal and this year', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('A comprehensive collection of Hindu devotional texts');
    await expect(footer.getByRole('list', { name: 'Share Bhakti Sangrah' }).getByRole('link')).toHaveCount(4);
    const quick = footer.getByRole('navigation', { name: 'Quick Links' });
    expect(await quick.getByRole('link').allTextContents()).toEqual(['Home', 'About Us', 'Contact']);
    const categories = footer.getByRole('navigation', { name: 'Categories' });
    await expect(categories.getByRole('link', { name: 'Stotrams' })).toHaveAttribute('href', '/category/stotrams');
    const legal = footer.getByRole('navigation', { name: 'Legal' });
    await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    await expect(legal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
    await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} Bhakti Sangrah`);
  });

  test('a skip link leads to the content', async ({ page }) => {
    await page.goto('/texts/gayatri-mantra');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('every public route has its title, description and canonical URL', async ({ page }) => {
    const pages: Array<[string, string, string | null]> = [
      ['/', 'Bhakti Sangrah — Hindu Devotional Texts', '/'],
      ['/texts/gayatri-mantra', 'Gayatri Mantra | Bhakti Sangrah', '/texts/gayatri-mantra'],
      ['/category/aartis', 'Aartis | Bhakti Sangrah', '/category/aartis'],
      ['/categories', 'Categories | Bhakti Sangrah', '/categories'],
      ['/deity/shiva', 'Shiva — Devotional Texts | Bhakti Sangrah', '/deity/shiva'],
      ['/search', 'Search | Bhakti Sangrah', '/search'],
      ['/about', 'About Us | Bhakti Sangrah', '/about'],
      ['/contact', 'Contact Us | Bhakti Sangrah', '/contact'],
      ['/privacy-policy', 'Privacy Policy | Bhakti Sangrah', '/privacy-policy'],
      ['/terms-of-service', 'Terms of Service | Bhakti Sangrah', '/terms-of-service'],
      ['/admin', 'Admin - Content Import', '/admin'],
      ['/nowhere', '404 Page Not Found | Bhakti Sangrah', null],
    ];
    for (const [path, title, canonical] of pages) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
      expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length, path).toBeGreaterThan(
        20,
      );
      const link = page.locator('link[rel="canonical"]');
      if (canonical === null) await expect(link).toHaveCount(0);
      else await expect(link).toHaveAttribute('href', new URL(canonical, page.url()).href);
    }
  });

  test('the share card and JSON-LD stay through hydration and leave with a move to another page', async ({ page }) => {
    const types = () =>
      page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((blocks) =>
          blocks.map((block) => (JSON.parse(block.textContent ?? '{}') as { '@type'?: string })['@type']),
        );
    await page.goto('/texts/hanuman-chalisa');
    await hydrated(page);
    expect(await types()).toEqual(['CreativeWork', 'BreadcrumbList']);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og\/chalisa\.png$/);
    await page.getByRole('link', { name: 'Bhakti Sangrah' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
    expect(await types()).toEqual([]);
    await expect(
      page.locator('meta[property="og:type"], meta[property^="og:image"], meta[name^="twitter:"]'),
    ).toHaveCount(0);
    await page.goto('/');
    await hydrated(page);
    expect(await types()).toEqual(['WebSite']);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og\/site\.png$/);
  });

  test('every route hydrates without an error or a mismatch in the console', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    for (const path of [
      '/',
      '/texts/hanuman-chalisa',
      '/texts/gayatri-mantra?language=bn',
      '/texts/gayatri-mantra?language=en&view=transliteration',
      '/category/mantras',
      '/categories',
      '/deity/gayatri',
      '/search?q=om',
      '/about',
      '/contact',
      '/privacy-policy',
      '/terms-of-service',
      '/texts/nothing',
    ]) {
      await page.goto(path);
      await hydrated(page);
    }
    // The missing deity image and the 404 page's own answer are expected network errors.
    // Playwright says so when it blocks the service worker (playwright.config.ts), as the browser suite does.
    expect(
      problems.filter((problem) => !problem.includes('Failed to load resource') && !problem.includes(SW_BLOCKED)),
    ).toEqual([]);
  });

  test('the Mantine theme comes with the stylesheet, on the reading page and on a form', async ({ page }) => {
    for (const path of ['/texts/hanuman-chalisa', '/contact']) {
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('style[data-mantine-styles]')).toHaveCount(0);
      // The colours the theme's variables give (Mantine's defaults would be blue and black).
      const colours = await page.evaluate(() =>
        ['--mantine-primary-color-filled', '--mantine-color-black', '--mantine-color-text'].map((name) => {
          const probe = document.body.appendChild(document.createElement('i'));
          probe.style.color = `var(${name})`;
          const colour = getComputedStyle(probe).color;
          probe.remove();
          return colour;
        }),
      );
      expect(colours, path).toEqual(['rgb(255, 153, 51)', 'rgb(43, 43, 43)', 'rgb(43, 43, 43)']);
    }
    await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCSS('background-color', 'rgb(255, 153, 51)');
  });

  test('the title follows client navigation', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Aartis' }).click();
    await expect(page).toHaveTitle('Aartis | Bhakti Sangrah');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/category\/aartis$/);
  });
});

test.describe('home page', () => {
  test('sections in order: search, all texts, featured, about, newsletter', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hindu Devotional Texts');
    expect(await page.locator('main h2').allTextContents()).toEqual([
      'All Devotional Texts',
      'Featured Texts',
      'About Bhakti Sangrah',
      'Stay Updated',
    ]);
    await expect(page.getByRole('searchbox', { name: 'Search texts' })).toHaveAttribute(
      'placeholder',
      'Search for Aartis, Chalisas, or Mantras...',
    );
  });

  test('all texts: title, badge, first line or description or the fallback, and a way in', async ({ page }) => {
    await page.goto('/');
    const all = page.locator('#all-texts article');
    // Other suites (the admin portal's) may add texts to the same library while this runs.
    expect(await all.count()).toBeGreaterThanOrEqual(6);
    const jagdish = all.filter({ hasText: 'Om Jai Jagdish Hare' });
    await expect(jagdish.locator('.card-first-line')).toHaveAttribute('lang', 'hi');
    await expect(jagdish.locator('.badge')).toHaveText('Aarti');
    await expect(jagdish.getByRole('link', { name: /^Read Full Text/ })).toHaveAttribute(
      'href',
      '/texts/om-jai-jagdish-hare',
    );
    const sukhkarta = all.filter({ hasText: 'Sukhkarta Dukhharta' });
    await expect(sukhkarta.locator('.card-first-line')).toHaveAttribute('lang', 'mr');
  });

  test('featured: the popular texts with languages, and Browse Categories', async ({ page }) => {
    await page.goto('/');
    const featured = page.locator('section.featured article');
    await expect(featured.filter({ hasText: 'Hanuman Chalisa' })).toContainText('Forty chaupais in praise of Hanuman.');
    await expect(featured.filter({ hasText: 'Gayatri' }).locator('.chip')).toHaveCount(10);
    await page.getByRole('link', { name: 'Browse Categories' }).click();
    await expect(page).toHaveURL(/\/categories$/);
  });

  test('about: text count, languages followed by +, Free, Regular Updates and Learn More', async ({ page }) => {
    await page.goto('/');
    const stats = page.locator('.stats');
    const count = await page.locator('#all-texts article').count();
    await expect(stats.locator('dd')).toHaveText([String(count), '10+', 'Free', 'Regular Updates']);
    await page.getByRole('link', { name: /^Learn More/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Bhakti Sangrah');
  });

  test('the hero search ignores an empty query and opens the search page otherwise', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const box = page.getByRole('searchbox', { name: 'Search texts' });
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await box.fill('jai ganesh & shiva');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=jai%20ganesh%20%26%20shiva$/);
    await expect(page.getByRole('searchbox', { name: 'Search texts' })).toHaveValue('jai ganesh & shiva');
  });

  test('arriving with a hash scrolls to its target; arriving elsewhere starts at the top', async ({ page }) => {
    await page.goto('/#newsletter');
    await expect(page.locator('#newsletter')).toBeInViewport();
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Bhakti Sangrah');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('other pages', () => {
  test('about: mission, offer, languages, community and the two buttons', async ({ page }) => {
    await page.goto('/about');
    for (const heading of ['Our Mission', 'What We Offer', 'Supported Languages', 'Join Our Community'])
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page.locator('.language-list li')).toHaveCount(10);
    await expect(page.locator('.native-name[lang="ta"]')).toHaveText('தமிழ்');
    await expect(page.getByRole('link', { name: 'Browse Collection' })).toHaveAttribute('href', '/categories');
    await expect(page.getByRole('link', { name: 'Subscribe to Updates' })).toHaveAttribute('href', '#newsletter');
  });

  test('privacy policy: dated April 7, 2025, with every section', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByText('Last updated: April 7, 2025')).toBeVisible();
    for (const heading of [
      'Information We Collect',
      'How We Use Your Information',
      'Cookies',
      'Third-Party Services',
      'Security',
      'Changes to This Policy',
      'Contact Us',
    ])
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(page.getByRole('link', { name: 'contact form' })).toHaveAttribute('href', '/contact');
  });

  test("terms of service: today's date, licence, 30 days' notice", async ({ page }) => {
    await page.goto('/terms-of-service');
    const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date());
    await expect(page.getByText(`Last updated: ${today}`)).toBeVisible();
    await expect(page.getByText('non-exclusive, worldwide, royalty-free licence')).toBeVisible();
    await expect(page.getByText('at least 30 days before they take effect')).toBeVisible();
    for (const heading of ['User Content', 'Disclaimer', 'Limitations', 'External Links', 'Changes to These Terms'])
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  });

  test('404: the page, a way home, and the HTTP status', async ({ page }) => {
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hindu Devotional Texts');
  });

  test('the admin portal is its own chunk: public pages never download it', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/admin-app-[^/]+\.js$/.test(request.url())) chunks.push(request.url());
    });
    for (const path of ['/', '/texts/gayatri-mantra', '/category/mantras', '/search?q=om', '/contact']) {
      await page.goto(path);
      await hydrated(page);
    }
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);
    await page.goto('/admin');
    await expect.poll(() => chunks.length).toBe(1);
    await expect(page.getByText('Loading the admin portal…')).toBeHidden();
    await expect(page.locator('main h1')).toBeVisible();
  });
});
