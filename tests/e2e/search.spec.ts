import type {Page} from '@playwright/test';
import axe, {type AxeResults, type RunOptions} from 'axe-core';
import {expect, hydrated, isMobile, LOCALES, test} from './fixtures';

declare global {
  interface Window {
    axe: {run(context: Document, options: RunOptions): Promise<AxeResults>};
  }
}

/** WCAG 2.0/2.1 A and AA violations (axe-core, as in a11y.spec.ts) on the page as it is now. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const results = await window.axe.run(document, {
      runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']},
      resultTypes: ['violations'],
    });
    return results.violations.map(({id, nodes}) => `${id} (${nodes.length}) ${nodes[0]?.target.join(' ')}`);
  });
}

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
    kinds: ['Docs', 'API', 'Blog', 'Product'],
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
    kinds: ['文档', 'API', '博客', '产品'],
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

/** Each result group's label: what the page is and, for docs and API pages, its docs version. */
async function groupLabels(page: Page): Promise<{href: string; kind: string; version: string}[]> {
  const groups = page.getByRole('listbox').getByRole('group');
  await expect(groups.first()).toBeVisible();
  return groups.evaluateAll((nodes) =>
    nodes.map((node) => {
      // The group's title (its first child) holds the page title and the label's two parts.
      const parts = Array.from(node.firstElementChild?.querySelectorAll(':scope > span > span') ?? []);
      const [kind, version] = parts.map((span) => span.textContent ?? '');
      return {href: node.querySelector('[role="option"]')?.getAttribute('href') ?? '', kind: kind ?? '', version: version ?? ''};
    }),
  );
}

test.describe('search modal', () => {
  for (const {locale, prefix} of LOCALES) {
    const t = TEXTS[locale];

    test(`${locale}: opens with the keyboard, finds pages of this language, this docs version first, and lands on the anchor`, async ({
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
      }
      // On V6.2 pages, V6.2 docs come first; each result says what it is.
      expect(hrefs[0].startsWith(`${prefix}/docs/5.17`), hrefs[0]).toBe(false);
      const labels = await groupLabels(page);
      expect(labels[0]).toMatchObject({kind: t.kinds[0], version: 'V6.2'});
      for (const label of labels) {
        expect(t.kinds, label.href).toContain(label.kind);
        const docsVersion = label.href.startsWith(`${prefix}/docs/5.17`) ? 'V5.17' : 'V6.2';
        expect(label.version, label.href).toBe(label.href.startsWith(`${prefix}/docs/`) ? docsVersion : '');
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

    test(`${locale}: on 5.17 pages the 5.17 docs come first, and "see all" keeps that order`, async ({page}) => {
      await page.goto(`${prefix}/docs/5.17/quick-start/quick-install`);
      await hydrated(page);
      const input = await openWithKeyboard(page, '/');
      await input.fill('helm');
      const hrefs = await optionHrefs(page);
      expect(hrefs[0].startsWith(`${prefix}/docs/5.17/`), hrefs[0]).toBe(true);
      expect((await groupLabels(page))[0]).toMatchObject({kind: t.kinds[0], version: 'V5.17'});
      const seeAll = page.getByRole('link', {name: t.seeAll});
      const modalCount = (await seeAll.innerText()).match(/\d+/)?.[0];
      await seeAll.click();
      await expect(page).toHaveURL((url) => url.pathname === `${prefix}/search` && url.searchParams.get('version') === '5.17');
      const first = page.locator('main ol > li h2 a').first();
      await expect(first).toHaveAttribute('href', new RegExp(`^${prefix}/docs/5\\.17/`));
      await expect(page.getByRole('status')).toContainText(modalCount ?? 'no count');
    });

    test(`${locale}: results with their kind and version labels are accessible, in the modal and on the search page`, async ({page}) => {
      // A query whose results mix guides, API pages, blog posts and both docs versions.
      const query = locale === 'en' ? 'helm' : 'Helm 安装';
      await page.goto(`${prefix}/docs/5.17/quick-start/quick-install`);
      await hydrated(page);
      const input = await openWithKeyboard(page, 'Control+k');
      await input.fill(query);
      await optionHrefs(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${prefix}/search?q=${encodeURIComponent(query)}&version=5.17`);
      await hydrated(page);
      await expect(page.locator('main ol > li').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
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

  test('the docs version selector puts the 5.17 docs first and keeps the choice in the address', async ({page}) => {
    await page.goto('/search?q=helm');
    await hydrated(page);
    const links = page.locator('main ol > li h2 a');
    await expect(links.first()).toHaveAttribute('href', /^\/docs\/(?!5\.17\/)/);
    await expect(page.locator('main ol > li').first()).toContainText('V6.2');
    await page.getByLabel('Docs version first').selectOption({label: 'V5.17'});
    await expect(page).toHaveURL(/[?&]version=5\.17(&|$)/);
    await expect(links.first()).toHaveAttribute('href', /^\/docs\/5\.17\//);
    await expect(page.locator('main ol > li').first()).toContainText('V5.17');
    await page.getByLabel('Docs version first').selectOption({label: 'V6.2'});
    await expect(page).not.toHaveURL(/version=/);
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
