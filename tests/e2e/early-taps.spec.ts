import type {Locator, Page} from '@playwright/test';
import {expect, hydrated, isMobile, test} from './fixtures';

/**
 * The page is readable before it is interactive: its script loads after the first paint, and
 * on a phone hydration takes a while. A tap on the search button or a menu toggle in that time
 * must not be lost (src/lib/earlyTaps.ts): it is answered once the page is interactive, once.
 * The bundle's main script is held back until the tap is made, so "still loading" is certain
 * rather than a race, and the CPU runs at Lighthouse's mobile slowdown (4×).
 */
async function loadWithoutScript(page: Page, path: string): Promise<() => void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, {waitUntil: 'domcontentloaded'});
  return release;
}

async function tapEarly(page: Page, control: Locator): Promise<void> {
  await (isMobile(page) ? control.tap() : control.click());
  expect(await page.evaluate(() => document.documentElement.dataset.hasHydrated), 'tapped before hydration').not.toBe('true');
}

test('a tap on the search button while a docs page loads opens search once it is interactive', async ({page, errors}) => {
  const release = await loadWithoutScript(page, '/docs/quick-start/quick-install');
  await tapEarly(page, page.getByRole('button', {name: 'Search', exact: true}));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await hydrated(page);
  await expect(page.getByRole('dialog', {name: 'Search docs'})).toBeVisible();
  await expect(page.getByRole('dialog', {name: 'Search docs'}).getByRole('combobox')).toBeFocused();
  expect(errors).toEqual([]);
});

test('a tap on the phone menu toggle while a docs page loads opens the menu once, when it is interactive', async ({page, errors}) => {
  test.skip(!isMobile(page), 'the menu toggle is shown on narrow screens');
  const release = await loadWithoutScript(page, '/docs/quick-start/quick-install');
  const toggle = page.locator('button.navbar__toggle');
  // Tapped twice by an impatient reader: the menu opens, it does not open and close.
  await tapEarly(page, toggle);
  await tapEarly(page, toggle);
  release();
  await hydrated(page);
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(page.locator('.navbar-sidebar')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a tap on the marketing bar\'s menu toggle while the Chinese home page loads opens the menu', async ({page, errors}) => {
  test.skip(!isMobile(page), 'the menu toggle is shown on narrow screens');
  const release = await loadWithoutScript(page, '/zh/');
  const toggle = page.getByRole('button', {name: '打开或关闭导航菜单'});
  await tapEarly(page, toggle);
  release();
  await hydrated(page);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(errors).toEqual([]);
});
