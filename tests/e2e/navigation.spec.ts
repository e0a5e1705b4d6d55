import {expect, hydrated, test} from './fixtures';

test.describe('navigation behaviour', () => {
  test('the next page code is preloaded before navigating; the old page stays until it is ready', async ({page}) => {
    await page.goto('/docs/versions');
    await hydrated(page);
    const delayed: string[] = [];
    await page.route('**/assets/js/*.js', async (route) => {
      delayed.push(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.evaluate(() => {
      document.querySelector('article')?.setAttribute('data-old-page', 'yes');
    });
    await page.locator('article').getByRole('link', {name: '/docs/5.17'}).click();
    // While chunks load, the old page is still shown and the progress bar appears (> 200 ms).
    await expect(page.locator('#nprogress')).toBeAttached();
    await expect(page.locator('article[data-old-page="yes"]')).toBeVisible();
    await expect(page).toHaveURL(/\/docs\/5\.17$/);
    await expect(page.locator('.theme-doc-version-banner')).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
    expect(delayed.length).toBeGreaterThan(0);
  });

  for (const path of ['/docs/quick-start/quick-install', '/zh/blog']) {
    test(`${path}: the script is requested after the first contentful paint, then the page hydrates`, async ({page, errors}) => {
      // plugins/lean-client-bundle/page-template.ts: the first paint does not share the link
      // with the bundle.
      await page.goto(path);
      await hydrated(page);
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/js\/(runtime~)?main\.[0-9a-f]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(timing.scripts).toHaveLength(2);
      for (const start of timing.scripts) expect(start).toBeGreaterThan(timing.paint);
      expect(errors).toEqual([]);
    });
  }

  for (const path of ['/docs/quick-start/quick-install', '/docs/api/application/getAppDetail', '/zh/blog', '/zh/blog/nacos']) {
    test(`${path}: hydration loads none of the browser's date or collation data`, async ({page}) => {
      // A page's first Intl.DateTimeFormat or localeCompare makes Chromium load ICU data
      // (10–45 ms here, four times that on a phone) in the middle of hydration: dates come
      // from plugins/date-format, and the theme-common patch sorts without a collator.
      await page.addInitScript(() => {
        const calls: string[] = [];
        (window as unknown as {icuCalls: string[]}).icuCalls = calls;
        const watch = <T extends object>(owner: T, name: keyof T & string, label: string) => {
          owner[name] = new Proxy(owner[name] as object, {
            apply: (target, self, args) => (calls.push(label), Reflect.apply(target as () => unknown, self, args)),
            construct: (target, args, newTarget) => (calls.push(label), Reflect.construct(target as new () => object, args, newTarget)),
          }) as T[keyof T & string];
        };
        watch(String.prototype, 'localeCompare', 'localeCompare');
        watch(Intl, 'DateTimeFormat', 'Intl.DateTimeFormat');
        watch(Intl, 'Collator', 'Intl.Collator');
        watch(Date.prototype, 'toLocaleDateString', 'toLocaleDateString');
      });
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('time').first()).toBeAttached();
      // Effects and idle-time prefetching run after the hydration flag.
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as {icuCalls: string[]}).icuCalls)).toEqual([]);
    });
  }

  test('a marketing page loads no docs route table; the first docs page opened from it loads its version\'s', async ({page}) => {
    // plugins/lean-client-bundle: each docs version's routes are a chunk of their own.
    const sectionScripts: string[] = [];
    page.on('request', (request) => {
      const purpose = request.headers()['sec-purpose'] ?? request.headers().purpose ?? '';
      const path = new URL(request.url()).pathname;
      if (request.resourceType() === 'script' && !/prefetch/.test(purpose) && /\/routes-\d+\./.test(path)) sectionScripts.push(path);
    });
    await page.goto('/');
    await hydrated(page);
    expect(sectionScripts).toEqual([]);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/docs/5.17/quick-start/quick-install');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('h1')).toHaveText('Quick install');
    await expect(page.locator('.theme-doc-version-banner')).toBeVisible();
    expect(sectionScripts).toHaveLength(1);
  });

  test('if the next page code cannot be loaded, the browser does a full page load instead', async ({page}) => {
    await page.goto('/docs/versions');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as {marker: string}).marker = 'spa'));
    // Every script load fails until the browser itself requests the next page. Failing only
    // the first one would race: hovering the link already preloads its chunks, and webpack
    // retries a failed chunk on the click, so the outcome would depend on timing.
    let fail = true;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') fail = false;
    });
    await page.route('**/assets/js/*.js', async (route) => {
      if (fail) await route.abort();
      else await route.continue();
    });
    await page.locator('article').getByRole('link', {name: '/docs/5.17'}).click();
    await expect(page).toHaveURL(/\/docs\/5\.17$/);
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as {marker?: string}).marker)).toBeUndefined();
  });

  test('after navigation the view scrolls to the hash, or to the top', async ({page}) => {
    await page.goto('/docs/versions');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.evaluate(() => {
      window.history.pushState(null, '', '/docs/Intro#worked-examples');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const heading = page.locator('#worked-examples');
    await expect(heading).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/docs/versions');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.locator('h1')).toHaveText('Documentation versions');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('static assets of linked pages are prefetched when links are visible or hovered', async ({page}) => {
    await page.goto('/docs/Intro');
    await hydrated(page);
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
    const before = await page.locator('link[rel="prefetch"]').count();
    // A footer link is out of view until the reader gets there.
    await page.locator('footer').getByRole('link', {name: 'All versions'}).hover();
    await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(before);
    // Links share chunks (every docs link needs the docs layout's): each is fetched once.
    const hrefs = await page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBe(new Set(hrefs).size);
  });

  for (const [name, connection] of [
    ['2g', {effectiveType: '2g', saveData: false}],
    ['data saver', {effectiveType: '4g', saveData: true}],
  ] as const) {
    test(`nothing is prefetched on a ${name} connection`, async ({page}) => {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', {configurable: true, get: () => value});
      }, connection);
      await page.goto('/docs/versions');
      await hydrated(page);
      await page.locator('footer').getByRole('link', {name: 'All versions'}).hover();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
    });
  }
});
