import type {Page} from '@playwright/test';
import {expect, hydrated, isMobile, LOCALES, test} from './fixtures';

/**
 * The site under the production server's Content-Security-Policy and against hostile input.
 * Every page records CSP violations and dialogs from its first script on; an injected
 * element or handler shows up as a marker element, a flag, a dialog or a violation.
 */
async function watch(page: Page): Promise<{dialogs: string[]}> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as {__violations: string[]};
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return {dialogs};
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as {__violations: string[]}).__violations);

async function assertUntouched(page: Page, dialogs: string[], probe: string): Promise<void> {
  const state = await page.evaluate(() => ({
    flag: (window as unknown as {__pwned?: unknown}).__pwned,
    markers: document.querySelectorAll('[data-pwned], [onerror], [onload], [onfocus], [onmouseover], [ontoggle], iframe, object, embed, base').length,
  }));
  expect(state.flag, probe).toBeUndefined();
  expect(state.markers, probe).toBe(0);
  expect(dialogs, probe).toEqual([]);
  expect(await violations(page), probe).toEqual([]);
}

test.describe('content security policy', () => {
  const pages = [
    '/',
    '/docs',
    '/docs/quick-start/quick-install',
    '/docs/Intro',
    '/docs/api/team/createCertificates',
    '/docs/5.17/ops-guide/management/buildkit-args',
    '/blog',
    '/blog/industryecology',
    '/feature/devops',
    '/case',
    '/case/boe',
    '/calculator',
    '/enterprise_server',
    '/search?q=helm',
    '/no-such-page',
  ];
  for (const {locale, prefix} of LOCALES) {
    test(`[${locale}] every page type hydrates with zero CSP violations, search and diagrams included`, async ({page, errors}) => {
      test.setTimeout(120_000);
      await watch(page);
      // Every response must succeed, except the not-found page's own document.
      const failed: string[] = [];
      page.on('response', (response) => {
        const expected404 = response.request().resourceType() === 'document' && response.url().endsWith('/no-such-page');
        if (response.status() >= 400 && !expected404) failed.push(`${response.status()} ${response.url()}`);
      });
      for (const path of pages) {
        await page.goto(`${prefix}${path === '/' && prefix ? '/' : path}`);
        await hydrated(page);
        expect(await violations(page), path).toEqual([]);
      }
      // Diagrams (SVG drawn at build time, with their own <style>) display under the policy.
      await page.goto(`${prefix}/docs/5.17/ops-guide/management/buildkit-args`);
      await expect(page.locator('.diagram svg').first()).toBeVisible();
      // The shortcut works once the page is interactive, as for a reader.
      await hydrated(page);
      // The local search index compiles WebAssembly: 'wasm-unsafe-eval', not 'unsafe-eval'.
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox').fill('helm');
      await expect(page.getByRole('option').first()).toBeVisible();
      expect(await violations(page)).toEqual([]);
      expect(failed).toEqual([]);
      expect(errors.filter((message) => !/status of 404/.test(message))).toEqual([]);
    });
  }
});

/** 32 probes: markup, attribute and script-context breakouts, URL schemes, encodings, templates. */
const PROBES = [
  '<img data-pwned src=x onerror="window.__pwned=1">',
  '"><img data-pwned src=x onerror=window.__pwned=1>',
  "'><img data-pwned src=x onerror=window.__pwned=1>",
  '<script data-pwned>window.__pwned=1</script>',
  '</script><script data-pwned>window.__pwned=1</script>',
  '</title><script data-pwned>window.__pwned=1</script>',
  '</textarea><img data-pwned src=x onerror=window.__pwned=1>',
  '<svg data-pwned onload=window.__pwned=1>',
  '<svg><script data-pwned>window.__pwned=1</script></svg>',
  '<math><mtext><img data-pwned src=x onerror=window.__pwned=1></mtext></math>',
  '<iframe data-pwned srcdoc="<script>parent.__pwned=1</script>"></iframe>',
  '<iframe data-pwned src="javascript:parent.__pwned=1"></iframe>',
  '<object data-pwned data="javascript:window.__pwned=1"></object>',
  '<embed data-pwned src="javascript:window.__pwned=1">',
  '<a data-pwned href="javascript:window.__pwned=1" id=x>x</a>',
  'javascript:window.__pwned=1',
  'data:text/html,<script>window.__pwned=1</script>',
  '<details data-pwned open ontoggle=window.__pwned=1>',
  '<input data-pwned autofocus onfocus=window.__pwned=1>',
  '<body data-pwned onload=window.__pwned=1>',
  '<base data-pwned href="//evil.example/">',
  '<meta data-pwned http-equiv="refresh" content="0;url=javascript:window.__pwned=1">',
  '<style data-pwned>@import "//evil.example/x.css";</style>',
  '" onmouseover="window.__pwned=1" data-pwned="',
  "' onfocus='window.__pwned=1' autofocus data-pwned='",
  '{{constructor.constructor("window.__pwned=1")()}}',
  '${window.__pwned=1}',
  '%3Cimg%20data-pwned%20src%3Dx%20onerror%3Dwindow.__pwned%3D1%3E',
  '&lt;img data-pwned src=x onerror=window.__pwned=1&gt;',
  '<img data-pwned src=x onerror=&#119;indow.__pwned=1>',
  '\u003cimg data-pwned src=x onerror=window.__pwned=1\u003e',
  '<![CDATA[<img data-pwned src=x onerror=window.__pwned=1>]]>',
];

test.describe('hostile input', () => {
  test.beforeEach(({page}) => {
    test.skip(isMobile(page), 'the same documents at another width add nothing here');
  });

  test(`${PROBES.length} probes in ?q= of the search page are shown as text only`, async ({page}) => {
    test.setTimeout(180_000);
    const {dialogs} = await watch(page);
    for (const probe of PROBES) {
      await page.goto(`/search?q=${encodeURIComponent(probe)}`);
      await hydrated(page);
      await expect(page.getByLabel('Search terms')).toHaveValue(probe);
      await expect(page.locator('main ol[data-query], main [role="status"]').first()).toBeAttached();
      await assertUntouched(page, dialogs, probe);
    }
  });

  test('the probes as the URL hash of a docs page do nothing', async ({page}) => {
    test.setTimeout(180_000);
    const {dialogs} = await watch(page);
    for (const probe of PROBES) {
      await page.goto(`/docs/quick-start/quick-install#${encodeURIComponent(probe)}`);
      await hydrated(page);
      await assertUntouched(page, dialogs, probe);
    }
  });

  test('the probes as path segments get the not-found page and no markup', async ({page}) => {
    test.setTimeout(180_000);
    const {dialogs} = await watch(page);
    for (const probe of PROBES) {
      const response = await page.goto(`/docs/${encodeURIComponent(probe)}`);
      expect([404, 400], probe).toContain(response?.status());
      if (response?.status() === 404) await hydrated(page);
      await assertUntouched(page, dialogs, probe);
    }
  });

  test('switching language keeps a hostile query and hash as data, never markup', async ({page}) => {
    test.setTimeout(180_000);
    const {dialogs} = await watch(page);
    for (const probe of PROBES.slice(0, 10)) {
      const encoded = encodeURIComponent(probe);
      await page.goto(`/docs/quick-start/quick-install?q=${encoded}#${encoded}`);
      await hydrated(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator('nav.navbar .dropdown').filter({hasText: 'English'}).hover();
      await page.getByRole('link', {name: '简体中文'}).click();
      await expect(page).toHaveURL(/\/zh\/docs\/quick-start\/quick-install\?q=/);
      await hydrated(page);
      const url = new URL(page.url());
      expect(url.searchParams.get('q'), probe).toBe(probe);
      await assertUntouched(page, dialogs, probe);
    }
  });
});

test.describe('third-party failures', () => {
  test('an unreachable analytics host leaves pages working', async ({page, baseURL}) => {
    // Analytics scripts are only in a build that configures them (src/lib/analytics.ts puts an
    // async <script> in every page's head). Insert the same tag into each page this test
    // loads and make its host unreachable, as for readers whose network blocks it.
    const analytics = 'https://analytics.unreachable.example/script.js';
    await page.route('https://analytics.unreachable.example/**', (route) => route.abort('connectionrefused'));
    await page.route(`${baseURL}/**`, async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace('</head>', `<script src="${analytics}" async></script></head>`);
      // The body is decoded now; and a build with analytics names the host in its policy
      // (scripts/prepare-deploy.mjs), so do the same here.
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(([name]) => name !== 'content-encoding' && name !== 'content-length'),
      );
      headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace(
        'script-src ',
        `script-src ${new URL(analytics).origin} `,
      );
      return route.fulfill({status: response.status(), body: html, headers});
    });
    await page.goto('/docs/quick-start/quick-install');
    await hydrated(page);
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(/quick-install$/);
    await expect(page.locator('article h1')).toBeVisible();
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
});
