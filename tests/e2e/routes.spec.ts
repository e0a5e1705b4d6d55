import {existsSync, readFileSync} from 'node:fs';
import inventory from '../fixtures/routes.json';
import pendingList from '../fixtures/pending-routes.json';
import productLinkFixture from '../fixtures/upstream/product-links.json';
import {allRedirects, assetRedirects, resolveRedirect} from '../../src/data/redirects';
import {canonicalPath} from '../../src/lib/sitePath';
import {expect, LOCALES, test} from './fixtures';

/**
 * Every URL the previous site served must still answer, in both locales: with a page, or
 * with a 301 from nginx (deploy/nginx.conf) to one. Routes whose content is not written yet are
 * listed in tests/fixtures/pending-routes.json; the content issues empty that list.
 */
const pending = new Set<string>(pendingList.routes as string[]);
const redirectTargets = new Map(allRedirects.map(({from, to}) => [from, to]));
const pages = [
  ...inventory.pages,
  ...inventory.docs_current,
  ...inventory.docs_5_17,
  ...inventory.blog_posts,
  ...inventory.other,
];
const redirects = [...inventory.redirects.map(({from}) => from), '/feature/app-market', '/opensourceApps'];

test.describe.configure({mode: 'parallel'});

test.beforeAll(() => {
  const total = new Set([...pages, ...redirects]).size;
  console.log(`route inventory: ${total} URLs per locale, ${pending.size} pending content (tests/fixtures/pending-routes.json)`);
});

for (const {locale, prefix} of LOCALES) {
  test(`[${locale}] every page URL of the previous site answers with a page`, async ({request}) => {
    test.setTimeout(120_000);
    const missing: string[] = [];
    for (const route of pages) {
      if (pending.has(route) || redirectTargets.has(route)) {
        continue;
      }
      const response = await request.get(`${prefix}${route === '/' && prefix ? '/' : route}`, {maxRedirects: 0});
      if (response.status() !== 200) {
        missing.push(`${route} -> ${response.status()}`);
      }
    }
    expect(missing).toEqual([]);
  });

  test(`[${locale}] every old URL that moved answers with HTTP 301 to its new place, query kept`, async ({request}) => {
    const wrong: string[] = [];
    for (const from of redirects) {
      const to = redirectTargets.get(from)!;
      if (pending.has(to)) {
        continue;
      }
      const response = await request.get(`${prefix}${from}?ref=old`, {maxRedirects: 0});
      const location = response.headers().location ?? '';
      if (response.status() !== 301 || location !== `${prefix}${to}?ref=old`) {
        wrong.push(`${from} -> ${response.status()} ${location}`);
      }
    }
    expect(wrong).toEqual([]);
  });
}

test('pending routes are really missing (a written page must leave the pending list)', async ({request}) => {
  const written: string[] = [];
  for (const route of pending) {
    const response = await request.get(route, {maxRedirects: 0});
    if (response.status() === 200) {
      written.push(route);
    }
  }
  expect(written, 'remove these from tests/fixtures/pending-routes.json').toEqual([]);
});

test('a redirect page takes the browser to the new page', async ({page}) => {
  const active = allRedirects.filter(({to}) => !pending.has(to));
  test.skip(active.length === 0, 'no redirect target written yet');
  const {from, to} = active[0];
  await page.goto(from);
  await expect(page).toHaveURL(new RegExp(`${to.replace(/[/.]/g, '\\$&')}$`));
});

/**
 * Every link to the site that Rainbond's own software ships (console UI, console backend, the
 * main repository; tests/fixtures/upstream/product-links.json, scripts/upstream/README.md)
 * answers with its page, or with one 301 to the page src/data/redirects.ts names, the query
 * kept; an #anchor the link carries exists on that page.
 */
type ProductLink = (typeof productLinkFixture.links)[number];

const uniqueLinks = (kind: string): ProductLink[] => [
  ...new Map(
    productLinkFixture.links.filter((link) => link.kind === kind).map((link) => [`${link.path}${link.query}${link.hash}`, link]),
  ).values(),
];
const productPages = uniqueLinks('page');
const productAssets = uniqueLinks('asset');

/** Files of the previous site that only the project can provide again; the test fails once one is served. */
const MISSING_ASSETS: Record<string, string> = {
  '/images/dingding-group.jpeg': "the QR code of the old site's DingTalk group, which the console's welcome screens show",
};

const origin = ({url, found: [first]}: ProductLink) => `${url} (${first.repository}@${first.ref} ${first.file}:${first.line})`;

const anchorOf = ({hash}: ProductLink) => (hash ? decodeURIComponent(hash.slice(1)) : '');

/** The built HTML is minified: attribute values are quoted only where they need it. */
const hasId = (html: string, id: string) => [`id="${id}"`, `id='${id}'`, `id=${id} `, `id=${id}>`].some((form) => html.includes(form));

test.describe("links in Rainbond's software", () => {
  // Requests and redirect pages do not depend on the width.
  test.beforeEach(() => test.skip(test.info().project.name !== 'desktop', 'checked once, at desktop width'));

  test.beforeAll(() => {
    const repositories = new Set(productLinkFixture.links.flatMap(({found}) => found.map(({repository}) => repository)));
    console.log(`product links: ${productPages.length} pages and ${productAssets.length} files, from ${[...repositories].join(', ')}`);
  });

  test('each answer with their page, or with one 301 to it, query kept, anchor present (nginx)', async ({request}) => {
    test.setTimeout(120_000);
    const wrong: string[] = [];
    for (const link of productPages) {
      const target = resolveRedirect(canonicalPath(link.path));
      const first = await request.get(`${link.path}${link.query}`, {maxRedirects: 0});
      let page = first;
      if (first.status() === 301) {
        const location = first.headers().location ?? '';
        if (location !== `${target}${link.query}`) {
          wrong.push(`${origin(link)}: 301 to ${location}, expected ${target}${link.query}`);
          continue;
        }
        page = await request.get(location, {maxRedirects: 0});
      } else if (link.path !== target) {
        wrong.push(`${origin(link)}: ${first.status()}, expected a 301 to ${target}`);
        continue;
      }
      if (page.status() !== 200) {
        wrong.push(`${origin(link)}: ${target} answers ${page.status()}`);
        continue;
      }
      const anchor = anchorOf(link);
      if (anchor && !hasId(await page.text(), anchor)) {
        wrong.push(`${origin(link)}: no #${anchor} on ${target}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test('each reach their page through the client redirect pages, query and anchor kept', async ({page}) => {
    test.setTimeout(180_000);
    const wrong: string[] = [];
    for (const link of productPages) {
      const canonical = canonicalPath(link.path);
      const target = resolveRedirect(canonical);
      const english = link.path === '/en' || link.path.startsWith('/en/');
      // A link to a page, written as the site writes it, needs no redirect page.
      if (!english && canonical === target) continue;
      const stub = english ? (canonical === '/' ? '/en' : `/en${canonical}`) : canonical;
      const file = [`build${stub}.html`, `build${stub}/index.html`].find((candidate) => existsSync(candidate));
      if (!file) {
        wrong.push(`${origin(link)}: no redirect page for ${stub} in build/`);
        continue;
      }
      // Served as a host without the nginx rules would serve the file (nginx answers with its 301).
      const html = readFileSync(file, 'utf8');
      await page.route((url) => url.pathname === stub, (route) => route.fulfill({contentType: 'text/html', body: html}));
      await page.goto(`${stub}${link.query}${link.hash}`);
      await page.waitForURL((url) => url.pathname === target);
      const reached = new URL(page.url());
      const anchor = anchorOf(link);
      if (reached.search !== link.query || decodeURIComponent(reached.hash.slice(1)) !== anchor) {
        wrong.push(`${origin(link)}: reached ${reached.pathname}${reached.search}${reached.hash}`);
      } else if (anchor && (await page.locator(`[id="${anchor}"]`).count()) === 0) {
        wrong.push(`${origin(link)}: no #${anchor} on ${target}`);
      }
      await page.unrouteAll();
    }
    expect(wrong).toEqual([]);
  });

  test('the files they embed are served, or listed as missing', async ({request}) => {
    const wrong: string[] = [];
    for (const link of productAssets) {
      const response = await request.get(link.path, {maxRedirects: 0});
      if (link.path in MISSING_ASSETS) {
        if (response.status() !== 404) wrong.push(`${link.path} is served now: remove it from MISSING_ASSETS`);
        continue;
      }
      const target = resolveRedirect(link.path, assetRedirects);
      const served = target === link.path ? response : await request.get(response.headers().location ?? '', {maxRedirects: 0});
      if ((target !== link.path && response.headers().location !== target) || served.status() !== 200) {
        wrong.push(`${origin(link)}: ${response.status()} ${response.headers().location ?? ''} -> ${served.status()}`);
      } else if (!/^image\//.test(served.headers()['content-type'] ?? '')) {
        wrong.push(`${origin(link)}: served as ${served.headers()['content-type']}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
