import inventory from '../fixtures/routes.json';
import {datesAndIntl, expect, hydrated, isMobile, LOCALES, test} from './fixtures';

const TOTAL = inventory.blog_posts.length;
const PER_PAGE = 18;
const PAGES = Math.ceil(TOTAL / PER_PAGE);

test.describe('blog', () => {
  for (const {locale, prefix} of LOCALES) {
    test(`[${locale}] lists ${PER_PAGE} posts per page over ${PAGES} pages, the last holding ${TOTAL - PER_PAGE * (PAGES - 1)}`, async ({page}) => {
      const counts: number[] = [];
      for (let n = 1; n <= PAGES; n += 1) {
        await page.goto(`${prefix}/blog${n === 1 ? '' : `/page/${n}`}`);
        counts.push(await page.locator('main article').count());
      }
      expect(counts).toEqual([18, 18, 18, 13]);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(TOTAL);
      const next = await page.goto(`${prefix}/blog/page/${PAGES + 1}`);
      expect(next?.status()).toBe(404);
    });

    test(`[${locale}] the archive lists every post and the sidebar groups all posts by year, newest first`, async ({page}) => {
      await page.goto(`${prefix}/blog/archive`);
      await expect(page.locator('main a[href*="/blog/"]')).toHaveCount(TOTAL);
      await page.goto(`${prefix}/blog`);
      if (!isMobile(page)) {
        const sidebar = page.locator('aside nav');
        await expect(sidebar.locator('a')).toHaveCount(TOTAL);
        const years = await sidebar.locator('[role="group"] > :is(h3, div)').allTextContents();
        expect(years.map(Number)).toEqual([2024, 2023, 2022, 2021]);
      }
    });

    test(`[${locale}] a post shows its title, author, tags and a highlighted code block`, async ({page}) => {
      await page.goto(`${prefix}/blog/nacos`);
      await expect(page.locator('article h1')).toHaveCount(1);
      await expect(page.locator('article header .avatar__name').first()).toBeVisible();
      await expect(page.locator('article a[href*="/blog/tags/"]').first()).toBeVisible();
      await expect(page.locator('article pre code').first()).toBeVisible();
    });

    test(`[${locale}] post, list and archive dates read as the browser's own Intl writes them`, async ({page}) => {
      // plugins/date-format writes the theme's dates from CLDR patterns instead of Intl.
      await page.goto(`${prefix}/blog/nacos`);
      const time = page.locator('article header time').first();
      const [post] = await datesAndIntl(time, locale, {month: 'long', year: 'numeric'});
      await expect(time).toHaveText(post!.intl);
      const [dayMonth] = await datesAndIntl(time, locale, {month: 'long'});
      await page.goto(`${prefix}/blog`);
      await hydrated(page);
      const listed = await datesAndIntl(page.locator('article header time'), locale, {month: 'long', year: 'numeric'});
      expect(listed).toHaveLength(PER_PAGE);
      for (const {shown, intl} of listed) expect(shown).toBe(intl);
      await page.goto(`${prefix}/blog/archive`);
      await expect(page.locator(`main a[href="${prefix}/blog/nacos"]`)).toHaveText(new RegExp(`^${dayMonth!.intl} - `));
    });

    test(`[${locale}] authors and tags have pages`, async ({page}) => {
      await page.goto(`${prefix}/blog/authors`);
      await expect(page.locator('main')).toContainText(locale === 'en' ? 'Rainbond Team' : 'Rainbond 团队');
      const tags = await page.goto(`${prefix}/blog/tags`);
      expect(tags?.status()).toBe(200);
      await expect(page.locator('main a[href*="/blog/tags/"]').first()).toBeVisible();
    });
  }

  test('RSS and Atom feeds include every post', async ({request}) => {
    for (const feed of ['/blog/rss.xml', '/blog/atom.xml', '/zh/blog/rss.xml', '/zh/blog/atom.xml']) {
      const response = await request.get(feed);
      expect(response.status(), feed).toBe(200);
      const xml = await response.text();
      const entries = xml.match(/<(item|entry)>/g) ?? [];
      expect(entries, feed).toHaveLength(TOTAL);
    }
  });
});
