import inventory from '../fixtures/routes.json';
import {expect, hydrated, LOCALES, test} from './fixtures';

test.describe('marketing pages', () => {
  for (const {locale, prefix} of LOCALES) {
    test(`[${locale}] every marketing route renders one h1 and its main content under the marketing bar`, async ({page, errors}) => {
      test.setTimeout(120_000);
      const empty: string[] = [];
      for (const route of inventory.pages) {
        const response = await page.goto(`${prefix}${route === '/' && prefix ? '/' : route}`);
        expect(response?.status(), route).toBe(200);
        await expect(page.locator('h1'), route).toHaveCount(1);
        await expect(page.locator('nav.marketing-navbar'), route).toBeVisible();
        // A first band with its own background (hero, page header) starts at the bar: no strip
        // of plain page background between them.
        const band = await page.evaluate(() => {
          const bar = document.querySelector('nav.marketing-navbar')!.getBoundingClientRect();
          const first = document.querySelector('main')?.firstElementChild;
          if (!first) return undefined;
          const style = getComputedStyle(first);
          const painted = style.backgroundImage !== 'none' || style.backgroundColor !== 'rgba(0, 0, 0, 0)';
          return painted ? {gap: first.getBoundingClientRect().top - bar.bottom} : undefined;
        });
        if (band) {
          expect(band.gap, `${route}: gap between the bar and the first band`).toBeLessThanOrEqual(0.5);
        }
        const text = (await page.locator('main').innerText()).trim();
        if (text.length < 400) {
          empty.push(`${route} (${text.length} characters)`);
        }
      }
      expect(empty, 'pages with almost no content').toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('the quick-install command can be copied from the home page', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    await hydrated(page);
    const copy = page.getByRole('button', {name: /Copy/}).first();
    await copy.click();
    await expect(page.getByText('Copied').first()).toBeAttached();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('https://get.rainbond.com');
  });

  test('the home page states the console port and both app counts with what each counts', async ({page}) => {
    await page.goto('/');
    const main = page.locator('main');
    await expect(main).toContainText('7070');
    await expect(main).toContainText('80+');
    await expect(main).toContainText('500+');
  });

  test('/enterprise_server shows one navigation bar and the editions matrix as a table', async ({page}) => {
    await page.goto('/enterprise_server');
    await expect(page.locator('nav.marketing-navbar')).toHaveCount(1);
    await expect(page.locator('main table')).toBeVisible();
    await expect(page.locator('main table')).toContainText('Included');
    await expect(page.locator('main table')).toContainText('Not included');
  });
});
