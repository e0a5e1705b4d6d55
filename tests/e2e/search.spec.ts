import type {Page} from '@playwright/test';
import relevance from '../fixtures/search-relevance.json';
import {expect, hydrated, isMobile, LOCALES, test} from './fixtures';

const TEXTS = {
  en: {
    button: 'Search',
    input: 'Search docs',
    clear: 'Clear the query',
    cancel: 'Cancel',
    recent: 'Recent',
    noRecent: 'No recent searches',
    failTitle: 'Unable to fetch results',
    failHelp: 'You might want to check your network connection.',
    noResults: 'No results for',
    tryInstead: 'Try searching for',
    seeAll: /^See all \d+ results$/,
  },
  zh: {
    button: '搜索',
    input: '搜索文档',
    clear: '清除查询',
    cancel: '取消',
    recent: '最近搜索',
    noRecent: '暂无搜索记录',
    failTitle: '无法获取搜索结果',
    failHelp: '请检查网络连接。',
    noResults: '没有找到',
    tryInstead: '试试搜索',
    seeAll: /^查看全部 \d+ 条结果$/,
  },
} as const;

async function openWithKeyboard(page: Page, key: 'Control+k' | '/') {
  await page.keyboard.press(key);
  const input = page.getByRole('combobox');
  await expect(input).toBeFocused();
  return input;
}

async function optionHrefs(page: Page): Promise<string[]> {
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  return options.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''));
}

test.describe('search modal', () => {
  for (const {locale, prefix} of LOCALES) {
    const t = TEXTS[locale];

    test(`${locale}: opens with the keyboard, finds pages of this language and docs version, and lands on the anchor`, async ({
      page,
      errors,
    }) => {
      const outside: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith('http://127.0.0.1')) outside.push(request.url());
      });
      await page.goto(`${prefix}/docs/quick-start/quick-install`);
      await hydrated(page);
      const input = await openWithKeyboard(page, 'Control+k');
      await expect(page.getByRole('dialog', {name: t.input})).toBeVisible();
      await input.fill(locale === 'en' ? 'helm' : '网关');
      const hrefs = await optionHrefs(page);
      for (const href of hrefs) {
        expect(href.startsWith(`${prefix}/`), href).toBe(true);
        if (locale === 'en') expect(href.startsWith('/zh/'), href).toBe(false);
        // On V6.2 pages, docs results come from V6.2 only.
        expect(href.includes('/docs/5.17'), href).toBe(false);
      }
      await expect(page.getByRole('link', {name: t.seeAll})).toBeVisible();

      // Choose the first result that points at a heading.
      const index = hrefs.findIndex((href) => href.includes('#'));
      expect(index, 'a result with an anchor').toBeGreaterThanOrEqual(0);
      for (let step = 0; step < index; step += 1) await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('option').nth(index)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      const [path, anchor] = hrefs[index].split('#');
      await expect(page).toHaveURL((url) => url.pathname === path && url.hash === `#${anchor}`);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const target = page.locator(`[id="${decodeURIComponent(anchor)}"]`);
      await expect(target).toBeInViewport();
      expect(outside, 'no request leaves the site host').toEqual([]);
      expect(errors).toEqual([]);
    });

    test(`${locale}: on 5.17 pages the docs results are 5.17 docs`, async ({page}) => {
      await page.goto(`${prefix}/docs/5.17/quick-start/quick-install`);
      await hydrated(page);
      const input = await openWithKeyboard(page, '/');
      await input.fill('helm');
      const hrefs = await optionHrefs(page);
      const docs = hrefs.filter((href) => href.startsWith(`${prefix}/docs/`));
      expect(docs.length).toBeGreaterThan(0);
      for (const href of docs) expect(href.startsWith(`${prefix}/docs/5.17/`), href).toBe(true);
    });

    test(`${locale}: recent results, clear, cancel, and no results`, async ({page}) => {
      await page.goto(`${prefix}/blog`);
      await hydrated(page);
      let input = await openWithKeyboard(page, 'Control+k');
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(t.noRecent)).toBeVisible();

      await input.fill('zzqvxj');
      await expect(dialog.getByText(t.noResults)).toBeVisible();
      await expect(dialog.getByText(t.tryInstead)).toBeVisible();
      // A suggestion replaces the query and shows results.
      await dialog.getByRole('listitem').first().getByRole('button').click();
      await expect(page.getByRole('option').first()).toBeVisible();

      await dialog.getByRole('button', {name: t.clear}).click();
      await expect(input).toHaveValue('');
      await expect(input).toBeFocused();

      await input.fill('gitops');
      const first = page.getByRole('option').first();
      const title = (await first.locator('span').first().innerText()).trim();
      await first.click();
      await expect(dialog).toHaveCount(0);
      await hydrated(page);

      input = await openWithKeyboard(page, 'Control+k');
      await expect(page.getByRole('group', {name: t.recent})).toBeVisible();
      await expect(page.getByRole('option').first()).toContainText(title);
      await page.getByRole('button', {name: t.cancel}).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('button', {name: t.button, exact: true})).toBeFocused();
    });

    test(`${locale}: when the index cannot be fetched the modal says so and the page keeps working`, async ({page}) => {
      await page.route('**/pagefind/**', (route) => route.abort('internetdisconnected'));
      await page.goto(`${prefix}/docs/quick-start/quick-install`);
      await hydrated(page);
      const input = await openWithKeyboard(page, 'Control+k');
      await input.fill('helm');
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(t.failTitle)).toBeVisible();
      await expect(dialog.getByText(t.failHelp)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      // Still a working app: client-side navigation goes on.
      await page.locator('.pagination-nav__link--next').click();
      await expect(page).not.toHaveURL(/quick-install$/);
      await expect(page.locator('article h1')).toBeVisible();
    });
  }

  test('the search button opens the modal by pointer too, on every width', async ({page}) => {
    await page.goto('/docs');
    await hydrated(page);
    await page.getByRole('button', {name: 'Search', exact: true}).click();
    await expect(page.getByRole('combobox')).toBeFocused();
    if (!isMobile(page)) {
      // A click on the backdrop closes it, as in DocSearch.
      await page.mouse.click(5, 400);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  });
});

test.describe('search page', () => {
  test('shows results for ?q= and keeps the query in the address as it changes', async ({page}) => {
    await page.goto('/search?q=gitops');
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toContainText('gitops');
    const results = page.locator('main ol > li');
    await expect(results.first()).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(/\d+ pages found/);
    await page.getByLabel('Search terms').fill('pyroscope');
    await expect(page).toHaveURL(/\/search\?q=pyroscope$/);
    await expect(results.first().getByRole('heading', {level: 2})).toContainText(/Pyroscope/i);
  });

  test('zh: /zh/search finds Chinese pages', async ({page}) => {
    await page.goto('/zh/search?q=%E7%BD%91%E5%85%B3');
    await hydrated(page);
    const first = page.locator('main ol > li h2 a').first();
    await expect(first).toHaveAttribute('href', /^\/zh\//);
  });

  test('the docs version selector switches the docs results to 5.17', async ({page}) => {
    await page.goto('/search?q=helm');
    await hydrated(page);
    await page.getByLabel('Docs version').selectOption({label: 'V5.17'});
    const links = page.locator('main ol > li h2 a');
    await expect(links.first()).toBeVisible();
    await expect
      .poll(async () =>
        (await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''))).filter(
          (href) => href.startsWith('/docs/') && !/^\/docs\/5\.17(?:[/#]|$)/.test(href),
        ),
      )
      .toEqual([]);
  });

  test('any q value is shown as text, never run as markup', async ({page}) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const probes = [
      '<img src=x onerror="window.__xss=1">',
      '"><script>window.__xss=1</script>',
      '<svg onload=alert(1)>',
      "javascript:alert('x')",
    ];
    for (const probe of probes) {
      await page.goto(`/search?q=${encodeURIComponent(probe)}`);
      await hydrated(page);
      await expect(page.getByRole('heading', {level: 1})).toContainText(probe);
      await expect(page.getByLabel('Search terms')).toHaveValue(probe);
      expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
      expect(await page.locator('main img[src="x"], main svg[onload], main script').count()).toBe(0);
    }
    expect(dialogs).toEqual([]);
  });
});

test.describe('search relevance', () => {
  test.skip(({isMobile: mobile}) => mobile, 'ranking does not depend on the viewport');
  for (const {locale, prefix} of LOCALES) {
    test(`${locale}: each fixture query returns its page in the top 3`, async ({page}) => {
      test.setTimeout(120_000);
      await page.goto(`${prefix}/search`);
      await hydrated(page);
      const input = page.locator('main input[type="search"]');
      const misses: string[] = [];
      for (const {q, expect: expected} of relevance[locale]) {
        await input.fill(q);
        await expect(page.locator('main h1')).toContainText(q);
        // The list names the query it answers once that answer has arrived.
        const links = page.locator(`main ol[data-query="${q}"] > li h2 a`);
        await expect(links.first()).toBeVisible();
        const top = await links.evaluateAll((nodes) => nodes.slice(0, 3).map((node) => node.getAttribute('href')));
        if (!top.includes(expected)) misses.push(`${q} → ${top.join(', ')} (expected ${expected})`);
      }
      expect(misses).toEqual([]);
    });
  }
});
