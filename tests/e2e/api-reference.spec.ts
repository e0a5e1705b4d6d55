import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {expect, hydrated, isMobile, LOCALES, test} from './fixtures';

/**
 * The API reference as a reader uses it: per-version pages, request samples in four languages
 * whose tab choice follows the reader from page to page and visit to visit, highlighted on the
 * server and copied exactly, old URLs that lead to the version that has the operation, and the
 * OpenAPI document of each version for download.
 */
const V62_PAGE = '/docs/api/application/getAppDetail';
const OTHER_PAGE = '/docs/api/team/getTeamList';
const TAB_KEY = 'docusaurus.tab.api-request-sample';

test.describe('API reference', () => {
  test('field defaults and allowed values read as values on every API page, never as "[object Object]"', () => {
    test.skip(test.info().project.name !== 'desktop', 'built files, once');
    const build = process.env.E2E_BUILD_DIR ?? 'build';
    const pages = ['docs/api', 'docs/5.17/api', 'zh/docs/api', 'zh/docs/5.17/api'].flatMap((root) =>
      readdirSync(join(build, root), {recursive: true, encoding: 'utf8'})
        .filter((file) => file.endsWith('.html'))
        .map((file) => join(build, root, file)),
    );
    expect(pages.length).toBeGreaterThan(300);
    expect(pages.filter((file) => readFileSync(file, 'utf8').includes('[object Object]'))).toEqual([]);
  });

  test('request samples come highlighted from the server, in curl, Python, Go and JavaScript', async ({page}) => {
    const html = await (await page.request.get(V62_PAGE)).text();
    // Highlighted at build time: the server's HTML already holds the tokens of the Python sample.
    expect(html).toMatch(/<span class="?token keyword"?>import<\/span>/);
    await page.goto(V62_PAGE);
    await hydrated(page);
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    await expect(tabs).toHaveText(['curl', 'Python', 'Go', 'JavaScript']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  });

  test('the chosen language is kept on other API pages and on the next visit, and its code is copied exactly', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(V62_PAGE);
    await hydrated(page);
    await page.getByRole('tab', {name: 'Python'}).first().click();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), TAB_KEY)).toBe('python');
    const panel = page.locator('[role="tabpanel"]:not([hidden])').first();
    await expect(panel).toContainText('import requests');
    const block = panel.locator('.theme-code-block');
    await block.hover();
    await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('requests.get(');
    // Samples carry the document's example values in the path, ready to run.
    expect(copied).toMatch(/\/openapi\/v1\/teams\/\w+\/regions\/[\w-]+\/apps\/\d+"/);
    expect(copied).not.toContain('{team_id}');
    // Another API page opens on the same language (remembered in local storage).
    await page.goto(OTHER_PAGE);
    await hydrated(page);
    await expect(page.getByRole('tab', {name: 'Python'}).first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('[role="tabpanel"]:not([hidden])').first()).toContainText('requests.get(');
  });

  for (const {locale, prefix} of LOCALES) {
    test(`[${locale}] each version has its own operations: a V6.2-only page does not exist under 5.17, and the 5.17-only page's old V6.2 URL leads to 5.17`, async ({page}) => {
      expect((await page.request.get(`${prefix}/docs/api/enterprise/getResourceOverview`)).status()).toBe(200);
      expect((await page.request.get(`${prefix}/docs/5.17/api/enterprise/getResourceOverview`)).status()).toBe(404);
      await page.goto(`${prefix}/docs/api/enterprise/getEnterpriseConfigInfo`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/docs/5\\.17/api/enterprise/getEnterpriseConfigInfo$`));
      await expect(page.locator('h1')).toBeVisible();
    });
  }

  test('the 5.17 page documents the 5.17 console: its own permission codes and event fields', async ({page}) => {
    await page.goto('/docs/5.17/api/application/getComponentEvents');
    await expect(page.locator('#permissions + p')).toContainText('v5.17.3');
    await expect(page.getByRole('cell', {name: '400001'})).toBeVisible();
    await expect(page.locator('article')).toContainText('EventID');
    await page.goto('/docs/api/application/getComponentEvents');
    await expect(page.locator('article')).toContainText('event_id');
    await expect(page.locator('#permissions + p')).toContainText('checks no permission');
  });

  test('each version offers its own OpenAPI document for download from its introduction', async ({page}) => {
    for (const [intro, file, release] of [
      ['/docs/Intro', '/openapi/rainbond-openapi.json', 'v6.2.1'],
      ['/docs/5.17/Intro', '/openapi/5.17/rainbond-openapi.json', 'v5.17.3'],
    ] as const) {
      await page.goto(intro);
      await expect(page.locator(`article a[href="${file}"]`)).toBeVisible();
      const document = await (await page.request.get(file)).json();
      expect(document.info.version).toBe(release);
      expect(document.openapi).toBe('3.1.0');
    }
  });

  test('the API sidebar lists the new operations of the version', async ({page}) => {
    test.skip(isMobile(page), 'sidebar is in the mobile menu');
    await page.goto('/docs/api/application/getAppDetail');
    const sidebar = page.locator('aside.theme-doc-sidebar-container');
    await expect(sidebar.getByRole('link', {name: 'Create a third-party component'})).toHaveAttribute(
      'href',
      '/docs/api/application/createThirdComponent',
    );
  });
});
