import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import {existsSync} from 'node:fs';
import {createServer} from 'node:net';
import path from 'node:path';
import type {Page} from '@playwright/test';
import axe, {type AxeResults, type RunOptions} from 'axe-core';
import {expect, hydrated, test} from './fixtures';

declare global {
  interface Window {
    axe: {run(context: Document, options: RunOptions): Promise<AxeResults>};
  }
}

/**
 * Honest translations (issue 26, part 4). On the site: /translation-status in both languages
 * shows the counts the translators' script prints. On a small fixture site
 * (tests/fixtures/translation-site, built by scripts/test.sh) where two English pages changed
 * after their translations were recorded: those Chinese pages show the notice, linking their
 * English page, and the others show nothing.
 */

const FIXTURE = 'tests/fixtures/translation-site';
const NOTICE = '[data-translation-behind]';

type Counts = Record<string, {english: number; translated: number; current: number; behind: number}>;

/** The table `scripts/translation-sources.mjs --check` prints, by section. */
function scriptCounts(site: string): Counts {
  const output = execFileSync('node', ['scripts/translation-sources.mjs', '--check', '--site', site], {encoding: 'utf8'});
  // The table, then a blank line and the pages behind, if any: with none, the table ends the output.
  const rows = output.split('\n\n')[0]!.split('\n').slice(1).filter((row) => row.trim());
  return Object.fromEntries(
    rows.map((row) => {
      const [section, english, translated, current, behind] = row.trim().split(/\s+/);
      return [section, {english: Number(english), translated: Number(translated), current: Number(current), behind: Number(behind)}];
    }),
  );
}

/** The status page's table, by section. */
async function pageCounts(page: Page): Promise<Counts> {
  return page.locator('tbody tr').evaluateAll((rows) =>
    Object.fromEntries(
      rows.map((row) => {
        const count = (name: string): number => Number(row.querySelector(`[data-count="${name}"]`)?.textContent);
        return [row.getAttribute('data-section'), {english: count('english'), translated: count('translated'), current: count('current'), behind: count('behind')}];
      }),
    ),
  );
}

/** axe on the page, or on the elements `selector` matches. */
async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  await page.evaluate(axe.source);
  return page.evaluate(
    async (selector) =>
      (
        await window.axe.run(selector ? ({include: [[selector]]} as unknown as Document) : document, {
          runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']},
          resultTypes: ['violations'],
        })
      ).violations.map(({id, nodes}) => `${id}: ${nodes.map(({target}) => target.join(' ')).join(', ')}`),
    selector,
  );
}

test.describe('translation status page of the site', () => {
  for (const prefix of ['', '/zh']) {
    test(`${prefix}/translation-status shows the script's counts, accessibly`, async ({page, errors}) => {
      const response = await page.goto(`${prefix}/translation-status`);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expect(page.locator('h1')).toHaveText(prefix ? '翻译状态' : 'Translation status');
      const counts = scriptCounts('.');
      expect(await pageCounts(page)).toEqual(counts);
      // Every section of the site is translated, so the table cannot be all zeros.
      expect(Object.values(counts).every((count) => count.translated > 0)).toBe(true);
      const behind = Object.values(counts).reduce((sum, count) => sum + count.behind, 0);
      await expect(page.locator('#behind + ul > li')).toHaveCount(behind);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('an up-to-date Chinese page carries no notice, nor does its English page', async ({page}) => {
    for (const url of ['/zh/docs/quick-start/quick-install', '/docs/quick-start/quick-install']) {
      await page.goto(url);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator(NOTICE)).toHaveCount(0);
    }
  });
});

test.describe('notice on a fixture site with changed English pages', () => {
  let server: ChildProcess | undefined;
  let origin = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    if (!existsSync(path.join(FIXTURE, 'build', 'zh', 'index.html'))) {
      throw new Error(`No fixture build: run npx docusaurus build ${FIXTURE}`);
    }
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    origin = `http://127.0.0.1:${port}`;
    // Node itself runs the server (not npx, whose child would outlive kill()).
    server = spawn(process.execPath, ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'serve', FIXTURE, '--port', String(port), '--host', '127.0.0.1', '--no-open'], {stdio: 'ignore'});
    // `docusaurus serve` loads the fixture's config and plugins first: ~5 s alone, over 20 s on
    // two cores busy with the rest of the suite.
    await expect.poll(async () => fetch(origin).then((answer) => answer.status, () => 0), {timeout: 90_000}).toBe(200);
  });

  test.afterAll(() => {
    server?.kill();
  });

  const stale = [
    {zh: '/zh/docs/guide', en: '/docs/guide', title: 'Guide'},
    {zh: '/zh/blog/a-post', en: '/blog/a-post', title: 'A post'},
  ];

  for (const {zh, en, title} of stale) {
    test(`${zh} says it may be behind and links ${en}`, async ({page, errors}) => {
      // In the server's HTML, so it is there before any script runs: no shift when it hydrates.
      expect(await (await fetch(`${origin}${zh}`)).text()).toContain('data-translation-behind');
      await page.goto(`${origin}${zh}`);
      await hydrated(page);
      const notice = page.getByRole('note').and(page.locator(NOTICE));
      await expect(notice).toHaveCount(1);
      await expect(notice).toContainText('本页译文可能已落后于英文版');
      // Right under the title.
      const [titleBox, noticeBox] = [await page.locator('h1').boundingBox(), await notice.boundingBox()];
      expect(noticeBox!.y).toBeGreaterThan(titleBox!.y);
      expect(noticeBox!.y - (titleBox!.y + titleBox!.height)).toBeLessThan(200);
      const link = notice.getByRole('link', {name: '阅读英文原文'});
      await expect(link).toHaveAttribute('href', en);
      await link.click();
      await expect(page).toHaveURL(`${origin}${en}`);
      await expect(page.locator('h1')).toHaveText(title);
      await expect(page.locator(NOTICE)).toHaveCount(0);
      // The fixture has no favicon; the browser's request for one is its only 404.
      expect(errors.filter((message) => !message.startsWith('Failed to load resource'))).toEqual([]);
    });
  }

  test('the notice is accessible', async ({page}) => {
    await page.goto(`${origin}/zh/docs/guide`);
    await expect(page.locator(NOTICE)).toBeVisible();
    // The notice only: the fixture runs the stock theme, not the site's (axe on the site's
    // pages is in a11y.spec.ts and above).
    expect(await axeViolations(page, NOTICE)).toEqual([]);
  });

  test('pages that are current, English pages and post lists have no notice', async ({page}) => {
    for (const url of ['/zh/docs/intro', '/docs/guide', '/blog/a-post', '/zh/blog']) {
      await page.goto(`${origin}${url}`);
      await expect(page.locator('article').first()).toBeVisible();
      await expect(page.locator(NOTICE), url).toHaveCount(0);
    }
    // The list shows the stale post's excerpt, without the notice meant for the post page.
    await expect(page.getByText('一篇在翻译之后修改过的文章')).toBeVisible();
  });

  for (const prefix of ['', '/zh']) {
    test(`${prefix}/translation-status counts what the script counts and links the pages behind`, async ({page}) => {
      await page.goto(`${origin}${prefix}/translation-status`);
      const counts = scriptCounts(FIXTURE);
      expect(counts.docs).toEqual({english: 2, translated: 2, current: 1, behind: 1});
      expect(await pageCounts(page)).toEqual(counts);
      const items = page.locator('#behind + ul > li');
      await expect(items).toHaveCount(2);
      await expect(items.getByRole('link', {name: '/zh/docs/guide'})).toHaveAttribute('href', '/zh/docs/guide');
      await expect(items.getByRole('link', {name: '/docs/guide', exact: true})).toHaveAttribute('href', '/docs/guide');
      await expect(items.getByRole('link', {name: '/blog/a-post', exact: true})).toHaveAttribute('href', '/blog/a-post');
    });
  }
});
