import inventory from '../fixtures/routes.json';
import pendingList from '../fixtures/pending-routes.json';
import {allRedirects} from '../../src/data/redirects';
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
