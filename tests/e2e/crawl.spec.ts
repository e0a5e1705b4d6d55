import {sitemapPaths} from '../../scripts/lib/sitemap.mjs';
import {expect, hydrated, test} from './fixtures';

/**
 * Every page of both sitemaps, opened in Chromium against the production server: it must load
 * without console errors, failed requests to the site or hydration errors, and carry what
 * readers and search engines rely on (one h1, a title, a description, the right language,
 * canonical and hreflang links). The sitemaps are read from the build that nginx serves.
 */
const SITE = 'https://www.rainbond.com';
const SHARDS = 16;

const LOCALES = [
  {locale: 'en', lang: 'en-US', paths: sitemapPaths('build/sitemap.xml')},
  {locale: 'zh', lang: 'zh-CN', paths: sitemapPaths('build/zh/sitemap.xml')},
];

/** The same page in the other language: /x ↔ /zh/x, / ↔ /zh/. */
function alternates(path: string): {en: string; zh: string} {
  if (path === '/zh/' || path === '/') return {en: `${SITE}/`, zh: `${SITE}/zh/`};
  const en = path.startsWith('/zh/') ? path.slice(3) : path;
  return {en: `${SITE}${en}`, zh: `${SITE}/zh${en}`};
}

test.describe.configure({mode: 'parallel'});

for (const {locale, lang, paths} of LOCALES) {
  for (let shard = 0; shard < SHARDS; shard++) {
    const slice = paths.filter((_, index) => index % SHARDS === shard);
    test(`[${locale}] crawl ${shard + 1}/${SHARDS}: ${slice.length} pages clean, hydrated, with one h1 and complete head`, async ({
      page,
      baseURL,
    }) => {
      test.skip(test.info().project.name !== 'desktop', 'one crawl is enough; widths are covered by the other specs');
      test.setTimeout(slice.length * 8_000 + 30_000);
      const host = new URL(baseURL!).host;
      let current = '';
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || /hydrat|did not match/i.test(message.text())) {
          problems.push(`${current}: console ${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`${current}: uncaught ${error.message}`));
      page.on('requestfailed', (request) => {
        // Link prefetches still in flight are cancelled when the crawl moves on: not a failure.
        // (<link rel=prefetch> requests have no resource type of their own in Chromium: "other".)
        const headers = request.headers();
        const prefetch = request.resourceType() === 'other' || /prefetch/.test(headers['sec-purpose'] ?? headers.purpose ?? '');
        const cancelledPrefetch = prefetch && request.failure()?.errorText === 'net::ERR_ABORTED';
        if (new URL(request.url()).host === host && !cancelledPrefetch) {
          problems.push(`${current}: failed ${request.url()} ${request.failure()?.errorText}`);
        }
      });
      page.on('response', (response) => {
        if (response.status() >= 400 && new URL(response.url()).host === host) {
          problems.push(`${current}: ${response.status()} ${response.url()}`);
        }
      });

      for (const path of slice) {
        current = path;
        await page.goto(path, {waitUntil: 'load'});
        await hydrated(page);
        const head = await page.evaluate(() => ({
          h1: document.querySelectorAll('h1').length,
          title: document.title.trim(),
          description: document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '',
          lang: document.documentElement.lang,
          canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
          en: document.querySelector('link[rel="alternate"][hreflang="en-US"]')?.getAttribute('href'),
          zh: document.querySelector('link[rel="alternate"][hreflang="zh-CN"]')?.getAttribute('href'),
          fallback: document.querySelector('link[rel="alternate"][hreflang="x-default"]')?.getAttribute('href'),
        }));
        const expected = alternates(path);
        if (head.h1 !== 1) problems.push(`${path}: ${head.h1} h1 elements`);
        if (!head.title) problems.push(`${path}: no title`);
        if (!head.description) problems.push(`${path}: no meta description`);
        if (head.lang !== lang) problems.push(`${path}: lang ${head.lang}`);
        if (head.canonical !== `${SITE}${path}`) problems.push(`${path}: canonical ${head.canonical}`);
        if (head.en !== expected.en || head.zh !== expected.zh || head.fallback !== expected.en) {
          problems.push(`${path}: hreflang ${head.en} ${head.zh} ${head.fallback}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
}
