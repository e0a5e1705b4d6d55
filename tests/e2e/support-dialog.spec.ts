import {expect, hydrated, test} from './fixtures';

const DELAY = 180_000;

test.describe('support dialog', () => {
  test('opens 180000 ms after the first page view when that page is not the home page', async ({page}) => {
    await page.clock.install();
    await page.goto('/docs/Intro');
    await hydrated(page);
    const dialog = page.getByRole('dialog', {name: 'Support the project'});
    // The page clock also runs in real time between mount and this line: keep a margin for slow machines.
    await page.clock.runFor(DELAY - 10_000);
    await expect(dialog).toHaveCount(0);
    await page.clock.runFor(10_000);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', {name: 'Star Rainbond on GitHub'})).toHaveAttribute('href', 'https://github.com/goodrain/rainbond');
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize()!;
    expect(box!.width).toBe(Math.min(600, viewport.width - 32));
    expect(Math.abs(box!.x + box!.width / 2 - viewport.width / 2)).toBeLessThan(2);
  });

  test('keeps focus inside, ignores clicks on the mask, closes with Esc and returns focus', async ({page}) => {
    await page.clock.install();
    await page.goto('/blog');
    await hydrated(page);
    const link = page.locator('main a').first();
    await link.focus();
    await page.clock.runFor(DELAY);
    const dialog = page.getByRole('dialog', {name: 'Support the project'});
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(':focus')).toHaveCount(1);
    // A click on the backdrop (outside the dialog box) leaves it open.
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(link).toBeFocused();
  });

  test('closes with its close button', async ({page}) => {
    await page.clock.install();
    await page.goto('/docs');
    await hydrated(page);
    await page.clock.runFor(DELAY);
    const dialog = page.getByRole('dialog', {name: 'Support the project'});
    await dialog.getByRole('button', {name: 'Close'}).click();
    await expect(dialog).toHaveCount(0);
  });

  test('is shown once per session, also across reloads and client navigation', async ({page}) => {
    await page.clock.install();
    await page.goto('/docs');
    await hydrated(page);
    await page.clock.runFor(60_000);
    await page.reload();
    await hydrated(page);
    // The clock keeps counting from the first view: 2 more minutes are enough.
    await page.clock.runFor(DELAY - 60_000);
    const dialog = page.getByRole('dialog', {name: 'Support the project'});
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await page.reload();
    await hydrated(page);
    await page.clock.runFor(DELAY * 2);
    await expect(dialog).toHaveCount(0);
  });

  test('never opens in a session that began on the home page', async ({page}) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    await page.goto('/docs');
    await hydrated(page);
    await page.clock.runFor(DELAY * 2);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('is translated in Chinese', async ({page}) => {
    await page.clock.install();
    await page.goto('/zh/docs');
    await hydrated(page);
    await page.clock.runFor(DELAY);
    await expect(page.getByRole('dialog', {name: '支持 Rainbond'})).toBeVisible();
  });
});
