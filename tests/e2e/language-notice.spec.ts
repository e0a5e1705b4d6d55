import type {Page} from '@playwright/test';
import axe, {type AxeResults, type RunOptions} from 'axe-core';
import {LANGUAGE_NOTICE_STORAGE_KEY} from '../../src/lib/languageNotice';
import {expect, hydrated, recordLayoutShift, test} from './fixtures';

/**
 * The language suggestion (src/components/LanguageNotice): a reader whose browser prefers the
 * site's other language gets one small notice, in that language, linking the same page there.
 * Run at both widths (the Playwright projects).
 */
declare global {
  interface Window {
    axe: {run(context: Document, options: RunOptions): Promise<AxeResults>};
  }
}

// playwright.config.ts starts every other spec as a reader who dismissed the notice; these
// start with empty storage.
test.use({storageState: {cookies: [], origins: []}});

const DIRECTIONS = [
  {
    name: 'an English page, to a reader who prefers Chinese',
    browserLocale: 'zh-CN',
    path: '/docs/support',
    label: '语言建议',
    lang: 'zh-CN',
    text: '本页有中文版。',
    link: '阅读中文版',
    dismiss: '不再提示',
    otherPath: '/zh/docs/support',
  },
  {
    name: 'a Chinese page, to a reader who prefers English',
    browserLocale: 'en-US',
    path: '/zh/docs/support',
    label: 'Language suggestion',
    lang: 'en',
    text: 'This page is also available in English.',
    link: 'Read it in English',
    dismiss: 'Do not show again',
    otherPath: '/docs/support',
  },
] as const;

const QUERY_AND_HASH = '?ref=console#where-to-ask';

/** Lets effects that follow hydration run, before asserting that something did not appear. */
async function settled(page: Page): Promise<void> {
  await hydrated(page);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

for (const direction of DIRECTIONS) {
  test.describe(direction.name, () => {
    test.use({locale: direction.browserLocale});

    test('shows one notice in the reader\'s language that links the same page, query and hash kept', async ({page, errors}) => {
      await page.goto(`${direction.path}${QUERY_AND_HASH}`);
      const notice = page.getByRole('complementary', {name: direction.label});
      await expect(notice).toBeVisible();
      await expect(notice).toHaveCount(1);
      await expect(notice).toHaveAttribute('lang', direction.lang);
      await expect(notice).toContainText(direction.text);
      const link = notice.getByRole('link', {name: direction.link});
      await expect(link).toHaveAttribute('href', `${direction.otherPath}${QUERY_AND_HASH}`);
      // Suggested, never imposed: the page stays where the reader is.
      expect(new URL(page.url()).pathname).toBe(direction.path);

      await link.click();
      await expect(page).toHaveURL(new RegExp(`${direction.otherPath.replace(/\//g, '\\/')}\\?ref=console#where-to-ask$`));
      await settled(page);
      // The reader now reads their own language: nothing more to suggest.
      await expect(page.getByRole('complementary', {name: direction.label})).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test('is dismissed with the keyboard and stays dismissed after a reload', async ({page}) => {
      await page.goto(direction.path);
      const notice = page.getByRole('complementary', {name: direction.label});
      await expect(notice).toBeVisible();
      // The notice ends the page's tab order: one Shift+Tab from the top reaches its button.
      await page.locator('body').focus();
      await page.keyboard.press('Shift+Tab');
      const dismiss = notice.getByRole('button', {name: direction.dismiss});
      await expect(dismiss).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(notice.getByRole('link', {name: direction.link})).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(notice).toHaveCount(0);
      expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_NOTICE_STORAGE_KEY)).not.toBeNull();

      await page.reload();
      await settled(page);
      await expect(page.getByRole('complementary', {name: direction.label})).toHaveCount(0);
    });

    test('closes with Escape from inside it', async ({page}) => {
      await page.goto(direction.path);
      const notice = page.getByRole('complementary', {name: direction.label});
      await notice.getByRole('link', {name: direction.link}).focus();
      await page.keyboard.press('Escape');
      await expect(notice).toHaveCount(0);
    });

    test('works for the page view when storage throws, without breaking the page', async ({page, errors}) => {
      await page.addInitScript(() => {
        const refuse = () => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        };
        Storage.prototype.getItem = refuse;
        Storage.prototype.setItem = refuse;
      });
      await page.goto(direction.path);
      const notice = page.getByRole('complementary', {name: direction.label});
      await expect(notice).toBeVisible();
      await notice.getByRole('button', {name: direction.dismiss}).click();
      await expect(notice).toHaveCount(0);
      // Nothing could be remembered: the next view suggests again.
      await page.reload();
      await expect(page.getByRole('complementary', {name: direction.label})).toBeVisible();
      await expect(page.locator('h1')).toBeVisible();
      // Docusaurus itself reports each refused storage call on the console ("Docusaurus storage
      // error, …") and carries on; what must not happen is an exception.
      expect(errors.filter((message) => !message.startsWith('Docusaurus storage error'))).toEqual([]);
    });

    test('has no accessibility violations', async ({page}) => {
      await page.goto(direction.path);
      await expect(page.getByRole('complementary', {name: direction.label})).toBeVisible();
      await page.evaluate(axe.source);
      const violations = await page.evaluate(
        async () =>
          (
            await window.axe.run(document, {
              runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']},
              resultTypes: ['violations'],
            })
          ).violations.map(({id, nodes}) => `${id}: ${nodes.map(({target}) => target.join(' ')).join(', ')}`),
      );
      expect(violations).toEqual([]);
    });

    test('moves nothing on the page when it appears (no layout shift)', async ({page}) => {
      await recordLayoutShift(page);
      await page.goto(direction.path);
      await expect(page.getByRole('complementary', {name: direction.label})).toBeVisible();
      await settled(page);
      expect(await page.evaluate(() => window.__layoutShift)).toBe(0);
    });
  });
}

test.describe('a reader whose browser prefers the page\'s language', () => {
  test.use({locale: 'en-US'});

  test('sees no notice', async ({page}) => {
    await page.goto('/docs/support');
    await settled(page);
    await expect(page.getByRole('complementary', {name: /Language suggestion|语言建议/})).toHaveCount(0);
  });
});

test('the server-rendered pages carry no notice (crawlers and readers without JavaScript)', async ({request}) => {
  for (const {path, text, link} of DIRECTIONS) {
    const html = await (await request.get(path, {headers: {'Accept-Language': 'zh-CN,en;q=0.5'}})).text();
    expect(html).toContain('<h1');
    expect(html).not.toContain(text);
    expect(html).not.toContain(link);
  }
});
