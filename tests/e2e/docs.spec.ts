import {existsSync, readFileSync} from 'node:fs';
import {basename, dirname, join} from 'node:path';
import inventory from '../fixtures/routes.json';
import {markdownFiles} from '../../scripts/lib/markdown-files.mjs';
import {frontMatter} from '../../scripts/upstream/lib/markdown.mjs';
import {datesAndIntl, expect, hydrated, isMobile, LOCALES, test} from './fixtures';

const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

test.describe('docs versions', () => {
  for (const {locale, prefix} of LOCALES) {
    test(`[${locale}] current docs are V6.2 at /docs and 5.17 is at /docs/5.17 with the unmaintained banner`, async ({page}) => {
      await page.goto(`${prefix}/docs`);
      await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
      await expect(page.locator('h1')).toHaveCount(1);
      await page.goto(`${prefix}/docs/5.17`);
      const banner = page.locator('.theme-doc-version-banner');
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('link')).toHaveAttribute('href', `${prefix}/docs`);
    });
  }

  test('the version dropdown lists V6.2, V5.17, the archived versions and All versions', async ({page}) => {
    test.skip(isMobile(page), 'desktop layout');
    await page.goto('/docs');
    await hydrated(page);
    const dropdown = page.locator('nav.navbar .dropdown').filter({hasText: 'V6.2'});
    await dropdown.hover();
    const menu = dropdown.locator('.dropdown__menu');
    await expect(menu.getByRole('link', {name: 'V6.2'})).toBeVisible();
    await expect(menu.getByRole('link', {name: 'V5.17'})).toHaveAttribute('href', '/docs/5.17');
    await expect(menu.getByText('Archived versions')).toBeVisible();
    for (const [label, href] of Object.entries(inventory.external_version_links)) {
      await expect(menu.getByRole('link', {name: label, exact: true})).toHaveAttribute('href', href);
    }
    await expect(menu.getByRole('link', {name: 'All versions'})).toHaveAttribute('href', '/docs/versions');
  });

  test('/docs/versions lists every version, built and archived', async ({page}) => {
    await page.goto('/docs/versions');
    const table = page.locator('article table');
    await expect(table.getByRole('rowheader', {name: 'V6.2'})).toBeVisible();
    await expect(table.getByRole('rowheader', {name: 'V5.17'})).toBeVisible();
    for (const [label, href] of Object.entries(inventory.external_version_links)) {
      await expect(table.getByRole('link', {name: href})).toHaveAttribute('href', href);
      await expect(table.getByRole('rowheader', {name: label, exact: true})).toBeVisible();
    }
  });

  test('the version chosen in the dropdown is remembered in local storage', async ({page}) => {
    test.skip(isMobile(page), 'desktop dropdown');
    await page.goto('/docs');
    await hydrated(page);
    const dropdown = page.locator('nav.navbar .dropdown').filter({hasText: 'V6.2'});
    await dropdown.hover();
    await dropdown.getByRole('link', {name: 'V5.17'}).click();
    await expect(page).toHaveURL(/\/docs\/5\.17$/);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY)).toBe('5.17');
    // Outside the docs, the generic "Docs" link follows the remembered version.
    await page.goto('/blog');
    await hydrated(page);
    await expect(page.locator('nav.navbar').getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', '/docs/5.17');
  });

  test('an invalid saved version is cleared', async ({page}) => {
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, '0.0-gone');
        sessionStorage.setItem('seeded', '1');
      }
    }, PREFERRED_VERSION_KEY);
    await page.goto('/docs/versions');
    await hydrated(page);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PREFERRED_VERSION_KEY)).toBeNull();
  });
});

test.describe('docs layout', () => {
  test('/docs/Intro opens the api sidebar', async ({page}) => {
    test.skip(isMobile(page), 'sidebar is in the mobile menu');
    await page.goto('/docs/Intro');
    const sidebar = page.locator('aside.theme-doc-sidebar-container');
    await expect(sidebar.locator('.menu__link--active')).toHaveAttribute('href', '/docs/Intro');
    await expect(sidebar).not.toContainText('Quick start');
  });

  test('the docs sidebar can be hidden and shown again, and its categories stay open', async ({page}) => {
    test.skip(isMobile(page), 'desktop sidebar');
    await page.goto('/docs');
    await hydrated(page);
    const categories = page.locator('aside .menu__list-item--collapsed');
    const openBefore = await page.locator('aside .theme-doc-sidebar-item-category:not(.menu__list-item--collapsed)').count();
    const collapsed = categories.first();
    if ((await categories.count()) > 1) {
      await collapsed.locator('.menu__caret, .menu__link--sublist-caret').first().click();
      // Opening one category does not close the others.
      await expect(page.locator('aside .theme-doc-sidebar-item-category:not(.menu__list-item--collapsed)')).toHaveCount(openBefore + 1);
    }
    await page.getByRole('button', {name: 'Collapse sidebar', exact: true}).click();
    await expect(page.locator('aside .menu')).toBeHidden();
    await page.getByRole('button', {name: 'Expand sidebar', exact: true}).click();
    await expect(page.locator('aside .menu')).toBeVisible();
  });

  for (const {locale, prefix} of LOCALES) {
    test(`[${locale}] doc pages show breadcrumbs, the last update date, and a table of contents of levels 2 to 4`, async ({page}) => {
      await page.goto(`${prefix}/docs/Intro`);
      await expect(page.locator('nav.theme-doc-breadcrumbs')).toBeVisible();
      await expect(page.locator('.theme-last-updated')).toContainText(locale === 'en' ? /Last updated/ : /最后/);
      await expect(page.locator('.theme-last-updated b').first()).not.toBeEmpty();
      // The day as the browser's own Intl writes it (plugins/date-format writes it without Intl).
      const day = page.locator('.theme-last-updated time');
      const [lastUpdated] = await datesAndIntl(day, locale, {month: 'short', year: 'numeric'});
      await expect(day).toHaveText(lastUpdated!.intl);
      if (!isMobile(page)) {
        const headings = await page.locator('article :is(h2, h3, h4)[id]').evaluateAll((nodes) => nodes.map((node) => node.id));
        const deeper = await page.locator('article :is(h5, h6)[id]').evaluateAll((nodes) => nodes.map((node) => node.id));
        const toc = await page.locator('.table-of-contents a').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')));
        expect(headings.length).toBeGreaterThan(3);
        expect(toc).toEqual(headings.map((id) => `#${id}`));
        for (const id of deeper) {
          expect(toc).not.toContain(`#${id}`);
        }
      }
    });
  }

  test('a code block arrives highlighted, shows its title and copies exactly its code', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const html = await (await page.request.get('/docs/troubleshooting/install')).text();
    // Highlighted at build time: the server's HTML already holds the tokens.
    expect(html).toMatch(/<span class="?token string"?>"-v \/data\/rainbond:\/opt\/rainbond"<\/span>/);
    await page.goto('/docs/troubleshooting/install');
    await hydrated(page);
    const block = page.locator('.theme-code-block').filter({hasText: 'install.sh (excerpt)'});
    await expect(block.locator('.token.string')).toHaveCSS('color', 'rgb(10, 48, 105)');
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('VOLUME_OPTS="-v /data/rainbond:/opt/rainbond"');
    // No page script carries the highlighter (prism-react-renderer names each line token-line).
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.endsWith('.js')));
    for (const script of scripts) {
      expect(await (await page.request.get(script)).text(), script).not.toContain('token-line');
    }
  });

  test('code blocks are highlighted (extra Prism languages) and Mermaid diagrams arrive drawn in the HTML', async ({page}) => {
    await page.goto('/docs/Intro');
    const bash = page.locator('.language-bash').first();
    await expect(bash.locator('.token').first()).toBeVisible();
    await expect(page.locator('.diagram svg[id^="mermaid"]').first()).toBeVisible();
    // Drawn at build time: the server's HTML already holds the picture.
    const html = await (await page.request.get('/docs/Intro')).text();
    expect(html).toMatch(/<div class="?diagram"?><svg [^>]*id="?mermaid/);
  });
});

/** The route of a blog post (with a slug) that records verified_with in neither language. */
function uncheckedPost(): string | undefined {
  for (const file of markdownFiles('blog').sort()) {
    const twin = join('i18n/zh/docusaurus-plugin-content-blog', file.slice('blog/'.length));
    if (!existsSync(twin)) continue;
    const [en, zh] = [file, twin].map((post) => frontMatter(readFileSync(post, 'utf8')).data);
    if (typeof en.slug === 'string' && en.verified_with === undefined && zh.verified_with === undefined) {
      return `/blog/${en.slug}`;
    }
  }
  return undefined;
}

/**
 * Current-docs pages whose English page and Chinese twin both record verified_with (with:
 * true) or neither does (with: false), and their route: `docs/a/b.md` → `/docs/a/b`, an index
 * page or a page named like its folder → the folder. Pages with a `slug` and the generated API
 * pages are left out.
 */
function currentDocs(withVerified: boolean): {route: string; release: string}[] {
  return markdownFiles('docs').flatMap((file) => {
    const path = file.slice('docs'.length).replace(/\.mdx?$/, '');
    const twin = join('i18n/zh/docusaurus-plugin-content-docs/current', file.slice('docs/'.length));
    if (/^\/api\/[^/]+\//.test(path) || !existsSync(twin)) return [];
    const [en, zh] = [file, twin].map((page) => frontMatter(readFileSync(page, 'utf8')).data);
    if ('slug' in en || (en.verified_with !== undefined) !== withVerified || (zh.verified_with !== undefined) !== withVerified) return [];
    const folderPage = basename(path) === 'index' || basename(path) === basename(dirname(path));
    const route = `/docs${folderPage ? dirname(path) : path}`.replace(/\/$/, '');
    const release = (en.verified_with as {rainbond?: string} | undefined)?.rainbond ?? '';
    return [{route, release}];
  });
}

test.describe('what a page was checked against', () => {
  const LINES = {en: 'Checked against Rainbond {release}', zh: '本页已对照 Rainbond {release} 核实'};

  for (const {locale, prefix} of LOCALES) {
    test(`[${locale}] a page with verified_with ends with the release it was checked against; a page without shows no such line`, async ({page}) => {
      const [checked] = currentDocs(true);
      expect(checked, 'a current docs page whose English and Chinese versions both record verified_with').toBeDefined();
      await page.goto(`${prefix}${checked.route}`);
      const line = page.locator('article [data-verified-with]');
      await expect(line).toHaveText(LINES[locale].replace('{release}', checked.release));
      // The line closes the page: after the content, before the previous/next links.
      await expect(page.locator('.theme-doc-markdown ~ [data-verified-with]')).toHaveCount(1);

      // Every current docs page is checked now; blog posts record it only where their how-to
      // part was checked against a release the site has facts for.
      const unchecked = uncheckedPost();
      expect(unchecked, 'a blog post whose English and Chinese versions record no verified_with').toBeDefined();
      await page.goto(`${prefix}${unchecked}`);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('[data-verified-with]')).toHaveCount(0);
    });
  }
});
