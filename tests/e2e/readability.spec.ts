import {execFileSync} from 'node:child_process';
import {isPersonAuthor} from '../../src/lib/gitAuthor';
import {expect, hydrated, isMobile, LOCALES, test} from './fixtures';

/**
 * What made pages look unfinished: "Last updated … by" an automated git identity, an 11 px
 * call to action in the header, and code-block buttons a phone could not see or hit.
 */

/** Every git author name of the docs sources that is not a person's. */
const automatedAuthors = [
  ...new Set(
    execFileSync('git', ['log', '--format=%an', '--', 'docs', 'versioned_docs', 'i18n'], {encoding: 'utf8'})
      .split('\n')
      .filter((name) => name.trim() !== ''),
  ),
].filter((name) => !isPersonAuthor(name));

const DOCS_PAGES = ['/docs/quick-start/quick-install', '/docs/troubleshooting/install', '/docs/5.17/installation/uninstall'];

for (const {locale, prefix} of LOCALES) {
  test(`[${locale}] docs pages give their last update date and no automated author`, async ({request, page}) => {
    test.skip(isMobile(page), 'server HTML, once');
    for (const path of DOCS_PAGES) {
      const html = await (await request.get(`${prefix}${path}`)).text();
      const lastUpdated = /<span class="?theme-last-updated[\s\S]*?<\/span>/.exec(html)?.[0];
      expect(lastUpdated, path).toMatch(/<time [^>]*datetime=/);
      for (const name of automatedAuthors) {
        expect(html, `${path} names ${name}`).not.toContain(name);
      }
    }
  });
}

test('the header call to action is at least 14 px', async ({page}) => {
  test.skip(isMobile(page), 'the call to action is in the desktop bar');
  for (const {prefix} of LOCALES) {
    await page.goto(`${prefix}/`);
    const cta = page.locator('nav a.button--primary');
    await expect(cta).toBeVisible();
    const size = await cta.evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
    expect(size).toBeGreaterThanOrEqual(14);
  }
});

test('on a touch screen the copy button shows without a tap, 44 px or more, clear of the code', async ({page}) => {
  test.skip(!isMobile(page), 'touch screens (mobile project)');
  await page.goto('/docs/troubleshooting/install');
  await hydrated(page);
  expect(await page.evaluate(() => matchMedia('(hover: none)').matches || matchMedia('(pointer: coarse)').matches)).toBe(true);
  const block = page.locator('.theme-code-block').first();
  const copy = block.getByRole('button', {name: 'Copy code to clipboard'});
  await expect(copy).toBeVisible();
  expect(Number(await copy.evaluate((node) => getComputedStyle(node).opacity))).toBe(1);
  const box = (await copy.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  // The first line of code starts below the button, so the button hides none of it.
  const codeTop = await block.locator('code').evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return range.getClientRects()[0]!.top;
  });
  expect(codeTop).toBeGreaterThanOrEqual(box.y + box.height);
});
