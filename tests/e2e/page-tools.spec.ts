import {execFileSync} from 'node:child_process';
import type {Page} from '@playwright/test';
import axe from 'axe-core';
import {expect, hydrated, isMobile, LOCALES, recordLayoutShift, test} from './fixtures';

/**
 * "Copy page" (top of docs, API and blog post pages) and "Was this page helpful?" (their end),
 * issue #26: the clipboard gets exactly the page's served Markdown copy, also where the
 * Clipboard API is missing; a vote sends nothing anywhere; "No" links a prefilled issue.
 */
const PAGES = [
  {type: 'docs', path: '/docs/quick-start/quick-install', version: 'V6.2'},
  {type: 'API', path: '/docs/api/application/getAppDetail', version: 'V6.2'},
  {type: 'blog', path: '/blog/nacos', version: 'blog'},
] as const;

const TEXT = {
  en: {copy: 'Copy page', more: 'More options for this page', copied: 'Page copied as Markdown', failed: 'Could not copy the page here.', view: 'View as Markdown', question: 'Was this page helpful?', yes: 'Yes', no: 'No', thanks: 'Thanks for letting us know.', issue: 'open an issue on GitHub'},
  zh: {copy: '复制页面', more: '本页的更多操作', copied: '已将本页复制为 Markdown', failed: '当前环境无法复制页面。', view: '查看 Markdown 版本', question: '本页内容对你有帮助吗？', yes: '有帮助', no: '没帮助', thanks: '感谢你的反馈。', issue: '在 GitHub 上提交 issue'},
} as const;

const desktopOnly = () => test.skip(test.info().project.name !== 'desktop', 'behaviour, not layout: checked once at desktop width');

async function served(page: Page, path: string): Promise<string> {
  const response = await page.request.get(`${path}.md`);
  expect(response.status()).toBe(200);
  return response.text();
}

for (const {locale, prefix} of LOCALES) {
  const text = TEXT[locale];
  test.describe(`[${locale}]`, () => {
    for (const {type, path, version} of PAGES) {
      const url = `${prefix}${path}`;

      test(`${type} page: "Copy page" puts the served Markdown copy on the clipboard`, async ({page, context, errors}) => {
        desktopOnly();
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await page.goto(url);
        await hydrated(page);
        await page.getByRole('button', {name: text.copy, exact: true}).click();
        await expect(page.getByText(text.copied)).toBeVisible();
        const clipboard = await page.evaluate(() => navigator.clipboard.readText());
        expect(clipboard).toBe(await served(page, url));
        expect(errors).toEqual([]);
      });

      test(`${type} page: voting sends nothing, "No" links a prefilled issue with the page and the selection`, async ({page}) => {
        desktopOnly();
        await page.goto(url);
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        const requests: string[] = [];
        page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));

        // Select a paragraph of the article with the mouse (triple click), then answer.
        const paragraph = page.locator('article .markdown > p').first();
        await paragraph.click({clickCount: 3});
        const selected = (await page.evaluate(() => String(getSelection()))).trim();
        expect(selected.length).toBeGreaterThan(20);

        await page.getByRole('button', {name: text.yes, exact: true}).click();
        await expect(page.getByRole('status').filter({hasText: text.thanks})).toBeVisible();
        await page.getByRole('button', {name: text.no, exact: true}).click();
        const link = page.getByRole('link', {name: text.issue});
        await expect(link).toBeVisible();
        await expect(page.getByRole('button', {name: text.no, exact: true})).toHaveAttribute('aria-pressed', 'true');

        // The answer's code loads on the first vote (one script of this site); nothing else is
        // requested, and nothing leaves the site.
        const origin = new URL(page.url()).origin;
        expect(requests.filter((request) => !new RegExp(`^GET ${origin}/(zh/)?assets/js/[\\w.-]+\\.js$`).test(request))).toEqual([]);

        const href = new URL((await link.getAttribute('href'))!);
        expect(`${href.origin}${href.pathname}`).toBe('https://github.com/goodrain/rainbond-docs/issues/new');
        const body = href.searchParams.get('body')!;
        expect(body).toContain(`https://www.rainbond.com${url}`);
        expect(body).toMatch(new RegExp(`: ${locale}\\n`));
        expect(body).toMatch(new RegExp(`: ${version}\\n`));
        const commit = /: ([0-9a-f]{7,12})\n/.exec(body)?.[1];
        expect(commit, 'a build commit in the issue body').toBeTruthy();
        // A commit of this repository, not a made-up value.
        execFileSync('git', ['cat-file', '-e', `${commit}^{commit}`], {stdio: 'pipe'});
        const firstLine = selected.split('\n')[0]!.slice(0, 40);
        expect(body).toContain(`> ${firstLine}`);
        expect(href.searchParams.get('title')).toContain(await page.locator('h1').first().innerText());
      });
    }

    test('"Copy page" still copies where the Clipboard API is missing (plain http)', async ({page, context}) => {
      desktopOnly();
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      // What an insecure origin looks like to the page.
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'clipboard', {get: () => undefined, configurable: true});
      });
      const url = `${prefix}${PAGES[0].path}`;
      await page.goto(url);
      await hydrated(page);
      expect(await page.evaluate(() => navigator.clipboard)).toBeUndefined();
      await page.getByRole('button', {name: text.copy, exact: true}).click();
      await expect(page.getByText(text.copied)).toBeVisible();
      // Read back in another tab of the same browser, where the API exists.
      const reader = await context.newPage();
      await reader.goto(url);
      await reader.bringToFront();
      expect(await reader.evaluate(() => navigator.clipboard.readText())).toBe(await served(page, url));
    });

    test('where nothing can copy, the reader is told so and offered the Markdown copy', async ({page}) => {
      desktopOnly();
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'clipboard', {get: () => undefined, configurable: true});
        document.execCommand = () => false;
      });
      const url = `${prefix}${PAGES[2].path}`;
      await page.goto(url);
      await hydrated(page);
      await page.getByRole('button', {name: text.copy, exact: true}).click();
      const status = page.getByRole('status').filter({hasText: text.failed});
      await expect(status).toBeVisible();
      await expect(status.getByRole('link')).toHaveAttribute('href', `${url}.md`);
    });

    test('the menu works from the keyboard and has no accessibility violations', async ({page, context}) => {
      desktopOnly();
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const url = `${prefix}${PAGES[0].path}`;
      await page.goto(url);
      await hydrated(page);
      const toggle = page.getByRole('button', {name: text.more});
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const items = page.getByRole('menu').getByRole('menuitem');
      await expect(items).toHaveCount(2); // no assistant is configured by default
      await expect(items.first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitem', {name: text.view})).toBeFocused();
      await expect(page.getByRole('menuitem', {name: text.view})).toHaveAttribute('href', `${url}.md`);

      await page.evaluate(axe.source);
      const violations = await page.evaluate(async () =>
        (
          await window.axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']}, resultTypes: ['violations']})
        ).violations.map(({id, nodes}) => `${id}: ${nodes.map(({target}) => target.join(' ')).join(', ')}`),
      );
      expect(violations).toEqual([]);

      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

      // Copy from the menu with the keyboard.
      await page.keyboard.press('Enter');
      await expect(items.first()).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByText(text.copied)).toBeVisible();
      await expect(toggle).toBeFocused();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await served(page, url));
    });

    test('the answer to "No" has no accessibility violations', async ({page}) => {
      desktopOnly();
      await page.goto(`${prefix}${PAGES[1].path}`);
      await hydrated(page);
      const no = page.getByRole('button', {name: text.no, exact: true});
      await no.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('link', {name: text.issue})).toBeVisible();
      await page.evaluate(axe.source);
      const violations = await page.evaluate(async () =>
        (
          await window.axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']}, resultTypes: ['violations']})
        ).violations.map(({id, nodes}) => `${id}: ${nodes.map(({target}) => target.join(' ')).join(', ')}`),
      );
      expect(violations).toEqual([]);
    });

    test('with an analytics script on the page, a vote is one event through its global', async ({page}) => {
      desktopOnly();
      // What Baidu Tongji defines once its script is configured (SITE_STATISTICS_SCRIPT_URL).
      await page.addInitScript(() => {
        (window as unknown as {_hmt: unknown[]})._hmt = [];
      });
      await page.goto(`${prefix}${PAGES[0].path}`);
      await hydrated(page);
      await page.getByRole('button', {name: text.yes, exact: true}).click();
      await expect(page.getByText(text.thanks)).toBeVisible();
      await page.getByRole('button', {name: text.no, exact: true}).click();
      await expect(page.getByRole('link', {name: text.issue})).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as {_hmt: unknown[]})._hmt)).toEqual([
        ['_trackEvent', 'page_feedback', 'yes', `${prefix}${PAGES[0].path}`],
      ]);
    });

    for (const {type, path} of PAGES) {
      test(`${type} page: the controls are in the server HTML, move nothing when the page loads, and fit a finger on phones`, async ({page}) => {
        await recordLayoutShift(page);
        const url = `${prefix}${path}`;
        const html = await (await page.request.get(url)).text();
        expect(html).toContain(`>${text.copy}</button>`);
        expect(html).toContain(text.question);
        await page.goto(url);
        await hydrated(page);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        expect(await page.evaluate(() => window.__layoutShift)).toBe(0);
        const controls = [
          page.getByRole('button', {name: text.copy, exact: true}),
          page.getByRole('button', {name: text.more}),
          page.getByRole('button', {name: text.yes, exact: true}),
          page.getByRole('button', {name: text.no, exact: true}),
        ];
        for (const control of controls) {
          const box = (await control.boundingBox())!;
          if (isMobile(page)) {
            expect(box.height).toBeGreaterThanOrEqual(44);
            expect(box.width).toBeGreaterThanOrEqual(44);
          }
          // Inside the viewport's width: nothing to scroll sideways for.
          expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
        }
        // The Markdown copy has the page's content, not the controls around it.
        const markdown = await served(page, url);
        expect(markdown).not.toContain(text.question);
        expect(markdown).not.toContain(text.copy);
      });
    }

    test('pages without a Markdown copy have no "Copy page" and no feedback', async ({page}) => {
      desktopOnly();
      await page.goto(`${prefix}/blog`);
      await hydrated(page);
      await expect(page.getByRole('button', {name: text.copy, exact: true})).toHaveCount(0);
      await expect(page.getByText(text.question)).toHaveCount(0);
      expect((await page.request.get(`${prefix}/blog.md`)).status()).toBe(404);
    });
  });
}

