import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { interfacePath, MAX_TEXT_VIEWS, sitePaths, textAlternates, textViewCluster, textViewQuery } from '@bhakti/core';
import { sitemapTaxonomy, textRuns, textsOfRun, type AppDeps, type SitemapText } from '@bhakti/api';
import { PATHS } from './paths.js';
import { tracedReads } from './response-cache.js';
import { originOf } from './web.js';

// What a crawler finds (ADR 030): robots.txt names /sitemap.xml, a sitemap index of child
// sitemaps: one of the site's own pages (home, static pages, categories, deities) and one per
// run of text ids, each listing every view of its texts that is a page of its own. Answers
// are kept by the response cache (ADR 015) and read through the read cache, so that a library
// write makes them again; without PUBLIC_URL the request's own origin is written in them, and
// the response cache keys them by Host (as pages), so one Host never answers for another.

/** The sitemaps protocol's limit of URLs in one sitemap. */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** Pages that are not a text, a category or a deity, listed in the pages sitemap (search is not). */
const STATIC_PAGES = [
  sitePaths.categories(),
  sitePaths.deities(),
  sitePaths.textsIndex(),
  sitePaths.about(),
  sitePaths.contact(),
  sitePaths.privacy(),
  sitePaths.terms(),
];

const PAGES_SITEMAP = 'pages.xml';
const TEXTS_SITEMAP = /^texts-([1-9][0-9]{0,8})\.xml$/;

interface SitemapEntry {
  path: string;
  lastModified: Date | null;
}

/**
 * How many ids of texts one child sitemap covers: as many as can never pass `maxUrls` URLs,
 * each text having at most MAX_TEXT_VIEWS views. A text stays in its child as the library
 * grows; a child holds fewer URLs than the limit (see ADR 030).
 */
export function textsPerSitemap(maxUrls: number, languages = 1): number {
  // A text's pages: its views, and its default view in each other interface language (ADR 034).
  const most = MAX_TEXT_VIEWS + languages - 1;
  if (!Number.isSafeInteger(maxUrls) || maxUrls < most) {
    throw new RangeError(`A sitemap must be able to hold the ${most} pages of one text`);
  }
  return Math.floor(maxUrls / most);
}

/**
 * Every view of each text that is a page of its own, with the text's last change. Texts with
 * the same languages have the same views: their queries are worked out once per such set.
 */
export function textEntries(texts: readonly SitemapText[], languages: readonly string[] = ['en']): SitemapEntry[] {
  const queriesByLanguages = new Map<string, Array<{ hreflang: string; query: string }>>();
  return texts.flatMap((text) => {
    const key = text.contents
      .map((c) => `${c.languageCode}${c.isTransliteration ? '~' : ''}`)
      .sort()
      .join();
    let views = queriesByLanguages.get(key);
    if (!views) {
      views = textViewCluster(text.contents).map((view) => ({
        hreflang: view.hreflang ?? '',
        query: textViewQuery(view.address),
      }));
      queriesByLanguages.set(key, views);
    }
    const path = sitePaths.text(text.slug);
    // Each view once, in the interface its hreflang names (the head's cluster), then the other interfaces' default views.
    const inCluster = textAlternates(
      path,
      views.filter((view) => view.hreflang).map((view) => ({ hreflang: view.hreflang, path: path + view.query })),
      languages,
    ).filter((alternate) => alternate.hreflang !== 'x-default');
    const paths = new Set([...views.map((view) => path + view.query), ...inCluster.map((alternate) => alternate.path)]);
    return [...paths].map((page) => ({ path: page, lastModified: text.lastModified }));
  });
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

/** A `<urlset>` or `<sitemapindex>` of absolute URLs under `origin`. */
export function sitemapXml(kind: 'urlset' | 'sitemapindex', origin: string, entries: readonly SitemapEntry[]): string {
  const item = kind === 'urlset' ? 'url' : 'sitemap';
  // The views of a text share its Date: each is written once.
  let written: [Date | null, string] = [null, ''];
  const lines = entries.map(({ path, lastModified }) => {
    if (written[0] !== lastModified) {
      written = [lastModified, lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''];
    }
    const lastmod = written[1];
    return `<${item}><loc>${escapeXml(origin + path)}</loc>${lastmod}</${item}>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${kind} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...lines,
    `</${kind}>`,
    '',
  ].join('\n');
}

export interface SitemapOptions {
  deps: AppDeps;
  /** The origin written in every URL (PUBLIC_URL), else the request's own. */
  publicUrl: string | undefined;
  /** URLs per child sitemap, at most (tests make it small). */
  maxUrls?: number;
  /** The interface languages: every page is listed in each (ADR 034). */
  languages?: readonly string[];
}

/** robots.txt, /sitemap.xml and its children under /sitemaps/. */
export function registerSitemap(app: FastifyInstance, options: SitemapOptions): void {
  const { deps, publicUrl, languages = ['en'] } = options;
  const perSitemap = textsPerSitemap(options.maxUrls ?? MAX_URLS_PER_SITEMAP, languages.length);
  const inEveryLanguage = (entries: readonly SitemapEntry[]) =>
    languages.flatMap((language) => entries.map((entry) => ({ ...entry, path: interfacePath(language, entry.path) })));
  const reads = (request: FastifyRequest) => tracedReads(request.answerTrace, deps).cache;

  app.get('/robots.txt', async (request, reply) => {
    const body = [
      'User-agent: *',
      'Allow: /',
      `Disallow: ${PATHS.admin}`,
      '',
      `Sitemap: ${originOf(request, publicUrl)}/sitemap.xml`,
      '',
    ];
    return sendText(reply, 'text/plain; charset=utf-8', body.join('\n'));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const cache = reads(request);
    const runs = await cache.get(`sitemap:runs:${perSitemap}`, () => textRuns(deps.database.db, perSitemap));
    const taxonomy = await cache.get('sitemap:taxonomy', () => sitemapTaxonomy(deps.database.db));
    const children: SitemapEntry[] = [
      { path: `${PATHS.sitemaps}/${PAGES_SITEMAP}`, lastModified: taxonomy.lastModified },
      ...runs.map(({ run, lastModified }) => ({ path: `${PATHS.sitemaps}/texts-${run}.xml`, lastModified })),
    ];
    return sendXml(reply, sitemapXml('sitemapindex', originOf(request, publicUrl), children));
  });

  app.get<{ Params: { name: string } }>(`${PATHS.sitemaps}/:name`, async (request, reply) => {
    const { name } = request.params;
    const cache = reads(request);
    const origin = originOf(request, publicUrl);
    if (name === PAGES_SITEMAP) {
      const taxonomy = await cache.get('sitemap:taxonomy', () => sitemapTaxonomy(deps.database.db));
      const entries: SitemapEntry[] = [
        { path: sitePaths.home(), lastModified: taxonomy.lastModified },
        ...STATIC_PAGES.map((path) => ({ path, lastModified: null })),
        ...taxonomy.categories.map((c) => ({ path: sitePaths.category(c.slug), lastModified: c.lastModified })),
        ...taxonomy.deities.map((d) => ({ path: sitePaths.deity(d.slug), lastModified: d.lastModified })),
      ];
      return sendXml(reply, sitemapXml('urlset', origin, inEveryLanguage(entries)));
    }
    const run = Number(TEXTS_SITEMAP.exec(name)?.[1] ?? 0);
    const texts = run
      ? await cache.get(`sitemap:texts:${perSitemap}:${run}`, () => textsOfRun(deps.database.db, run, perSitemap))
      : [];
    if (texts.length === 0) return reply.callNotFound();
    return sendXml(reply, sitemapXml('urlset', origin, textEntries(texts, languages)));
  });
}

function sendXml(reply: FastifyReply, xml: string) {
  return sendText(reply, 'application/xml; charset=utf-8', xml);
}

/** Asked again each time (the ETag makes that cheap): a library write changes them at once. */
function sendText(reply: FastifyReply, type: string, body: string) {
  return reply.type(type).header('cache-control', 'no-cache').send(body);
}
