import {expect, hydrated, test} from './fixtures';

test.describe('error states', () => {
  test('an unknown path shows the English not-found page with HTTP 404', async ({page}) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('an unknown /zh/ path shows the Chinese not-found page with HTTP 404', async ({page}) => {
    const response = await page.goto('/zh/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('h1')).toHaveText('找不到页面');
  });

  // nginx answers every unknown path with the one 404 page rendered at build time; under
  // docs and blog the browser's router matches a docs version (or the catch-all), so the
  // page it renders there must be the same markup or hydration fails (React #418).
  for (const [path, heading] of [
    ['/docs/no-such-doc', 'Page Not Found'],
    ['/docs/5.17/no-such-doc', 'Page Not Found'],
    ['/blog/2099/01/01/nothing', 'Page Not Found'],
    ['/community/nothing', 'Page Not Found'],
    ['/zh/docs/no-such-doc', '找不到页面'],
    ['/zh/blog/nothing', '找不到页面'],
  ] as const) {
    test(`the not-found page at ${path} hydrates without a mismatch and keeps its title`, async ({page, errors}) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await hydrated(page);
      await expect(page.locator('h1')).toHaveText(heading);
      await expect(page).toHaveTitle(new RegExp(`^${heading}`));
      // The browser logs the document's own 404; anything else is a failure.
      expect(errors.filter((message) => !/status of 404/.test(message))).toEqual([]);
    });
  }

  test('a page that throws while rendering shows "This page crashed." and "Try again" recovers it', async ({page}) => {
    await page.goto('/docs');
    await hydrated(page);
    // Break a browser API the next page needs for rendering (the machine-readable date of
    // the "last updated" line), then navigate client-side to it.
    await page.evaluate(() => {
      const original = Date.prototype.toISOString;
      (window as unknown as {restoreDate: () => void}).restoreDate = () => {
        Date.prototype.toISOString = original;
      };
      Date.prototype.toISOString = function broken() {
        throw new Error('Dates are unavailable');
      };
    });
    await page.evaluate(async () => {
      await window.docusaurus.preload('/docs/Intro');
    });
    await page.evaluate(() => {
      window.history.pushState(null, '', '/docs/Intro');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByText('Dates are unavailable')).toBeVisible();
    await page.evaluate(() => (window as unknown as {restoreDate: () => void}).restoreDate());
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Call the console OpenAPI');
  });

  test('when page code cannot load on arrival, the server-rendered page stays readable', async ({page}) => {
    await page.route('**/assets/js/*.js', async (route) =>
      /\/(runtime~main|main)\.[0-9a-f]+\.js$/.test(route.request().url()) ? route.continue() : route.abort(),
    );
    await page.goto('/docs/Intro');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Call the console OpenAPI');
    await expect(page.locator('article pre').first()).toBeVisible();
  });

  test('pages still work when localStorage and sessionStorage throw', async ({page, errors}) => {
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage'] as const) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('Storage is disabled', 'SecurityError');
          },
        });
      }
    });
    await page.goto('/docs/Intro');
    await hydrated(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Call the console OpenAPI');
    await page.goto('/blog');
    await hydrated(page);
    await expect(page.locator('main article').first()).toBeVisible();
    expect(errors.filter((message) => /Uncaught|TypeError|Minified React error/.test(message))).toEqual([]);
  });

  test('the base-URL misconfiguration banner shows when the site code cannot start', async ({page}) => {
    await page.route('**/assets/js/**', (route) => route.abort());
    // The framework checks the base URL on the home page only (cheap everywhere else).
    await page.goto('/');
    await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toContainText(
      'Your Docusaurus site did not load properly',
    );
  });
});
