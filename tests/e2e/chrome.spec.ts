import type {Page} from '@playwright/test';
import {expect, hydrated, isMobile, LOCALES, test} from './fixtures';

const MARKETING_BAR = 'nav.marketing-navbar';

/**
 * Opens the home page with every script held back, as on a slow connection: the page is
 * painted and readable, but React has attached no handler yet. Call the result to let the
 * scripts load.
 */
async function openHomeWithScriptsHeld(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', {waitUntil: 'commit'});
  return release;
}

test.describe('two bars, one rule', () => {
  for (const {locale, prefix} of LOCALES) {
    test(`[${locale}] docs, blog and API pages use the themed navbar with the announcement bar`, async ({page}) => {
      for (const path of ['/docs', '/docs/Intro', '/blog', '/docs/5.17']) {
        await page.goto(`${prefix}${path}`);
        await expect(page.locator('nav.navbar')).toBeVisible();
        await expect(page.locator(MARKETING_BAR)).toHaveCount(0);
        const banner = page.getByRole('banner').filter({hasText: 'Rainbond'}).first();
        await expect(banner).toBeVisible();
        await expect(banner.getByRole('link', {name: 'Rainbond'})).toHaveAttribute('href', 'https://github.com/goodrain/rainbond');
        // The bar cannot be closed.
        await expect(banner.getByRole('button')).toHaveCount(0);
      }
    });

    test(`[${locale}] marketing pages use the marketing bar and push content down 6rem`, async ({page}) => {
      await page.goto(`${prefix}/`);
      await expect(page.locator(MARKETING_BAR)).toBeVisible();
      await expect(page.locator('nav.navbar')).toHaveCount(0);
      await expect(page.getByRole('banner').filter({hasText: 'star'})).toHaveCount(0);
      const marginTop = await page
        .locator('#__docusaurus_skipToContent_fallback')
        .evaluate((element) => getComputedStyle(element).marginTop);
      const rootFontSize = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
      expect(parseFloat(marginTop)).toBe(6 * rootFontSize);
    });
  }

  test('the themed navbar carries docs, versions, languages and the source link', async ({page}) => {
    test.skip(isMobile(page), 'desktop layout');
    await page.goto('/docs');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', '/docs');
    await expect(navbar.getByRole('button', {name: 'V6.2'}).or(navbar.getByRole('link', {name: 'V6.2'}))).toBeVisible();
    await expect(navbar.getByRole('link', {name: 'English'}).or(navbar.getByRole('button', {name: 'English'}))).toBeVisible();
    await expect(navbar.getByRole('link', {name: 'GitHub repository'})).toHaveAttribute('href', 'https://github.com/goodrain/rainbond');
    await expect(navbar.getByRole('link', {name: 'Enterprise'})).toHaveAttribute('href', '/enterprise_server');
  });

  test('the marketing bar has the spec groups and links', async ({page}) => {
    test.skip(isMobile(page), 'desktop layout');
    await page.goto('/');
    const bar = page.locator(MARKETING_BAR);
    await expect(bar.getByRole('link', {name: 'Docs', exact: true})).toHaveAttribute('href', '/docs');
    await bar.getByRole('button', {name: 'Features'}).click();
    for (const [name, href] of [
      ['XinChuang (localization)', '/xinchuang'],
      ['DevOps', '/feature/devops'],
      ['Multi-cluster', '/feature/multi-cluster'],
      ['Service mesh', '/feature/service-mesh'],
      ['Automated operations', '/feature/app-ops'],
    ]) {
      await expect(bar.getByRole('link', {name, exact: true})).toHaveAttribute('href', href);
    }
    await bar.getByRole('button', {name: 'In depth'}).click();
    await expect(bar.getByRole('link', {name: 'OpenAPI'})).toHaveAttribute('href', '/docs/Intro');
    await bar.getByRole('button', {name: 'Community'}).click();
    await expect(bar.getByRole('link', {name: 'Open-source app store'})).toHaveAttribute('href', 'https://hub.grapps.cn');
    await expect(bar.getByRole('link', {name: 'Enterprise'})).toHaveAttribute('href', '/enterprise_server');
    await expect(bar.getByRole('link', {name: 'Rainstore'})).toHaveAttribute('href', '/marketplace');
    await expect(bar.getByRole('link', {name: 'GitHub'})).toHaveAttribute('href', 'https://github.com/goodrain/rainbond');
    await expect(bar.getByRole('link', {name: 'Gitee'})).toHaveAttribute('href', 'https://gitee.com/rainbond/Rainbond');
  });

  test('a marketing menu clicked open before the script has run stays open once the page hydrates', async ({page}) => {
    test.skip(isMobile(page), 'desktop layout');
    // Scripts are held until the menu is open.
    const release = await openHomeWithScriptsHeld(page);
    const bar = page.locator(MARKETING_BAR);
    const button = bar.getByRole('button', {name: 'Features'});
    const link = bar.getByRole('link', {name: 'DevOps', exact: true});
    await expect(button).toBeVisible();
    await expect(link).toBeHidden();
    await button.click();
    await expect(link).toBeVisible();
    release();
    await hydrated(page);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(link).toBeVisible();
    // From here it is React's menu: Escape closes it though the pointer is still over the group
    // (the CSS that opened it before hydration no longer applies).
    await page.keyboard.press('Escape');
    await expect(link).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a marketing menu shown by the pointer before the script has run: a click keeps it open, leaving closes it', async ({page}) => {
    test.skip(isMobile(page), 'desktop layout');
    const bar = page.locator(MARKETING_BAR);
    const button = bar.getByRole('button', {name: 'Features'});
    const link = bar.getByRole('link', {name: 'DevOps', exact: true});
    const hoverThenHydrate = async () => {
      const release = await openHomeWithScriptsHeld(page);
      await button.hover();
      await expect(link).toBeVisible();
      release();
      await hydrated(page);
      await page.unroute('**/*.js');
      await expect(button).toHaveAttribute('aria-expanded', 'true');
    };
    // The reader sees the menu and clicks its button as React takes over: it must not toggle shut.
    await hoverThenHydrate();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(link).toBeVisible();
    await button.click();
    await expect(link).toBeHidden();
    // Shown by the pointer alone, it closes when the pointer leaves, as it did before hydration.
    await hoverThenHydrate();
    await page.mouse.move(640, 500);
    await expect(link).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('marketing dropdowns work from the keyboard with visible focus', async ({page}) => {
    test.skip(isMobile(page), 'desktop layout');
    await page.goto('/');
    await hydrated(page);
    const button = page.locator(MARKETING_BAR).getByRole('button', {name: 'Features'});
    await button.focus();
    await expect(button).toBeFocused();
    const outline = await button.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: 'XinChuang (localization)'})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('the docs navbar version and language dropdowns work from the keyboard with visible focus', async ({page}) => {
    test.skip(isMobile(page), 'desktop layout');
    await page.goto('/docs/quick-start/quick-install');
    await hydrated(page);
    const navbar = page.locator('nav.navbar');
    for (const [toggleName, itemName, target] of [
      ['V6.2', 'V5.17', /\/docs\/5\.17\/quick-start\/quick-install$/],
      ['English', '简体中文', /\/zh\/docs\/5\.17\/quick-start\/quick-install$/],
    ] as const) {
      const toggle = navbar.getByRole('button', {name: toggleName, exact: true});
      await toggle.focus();
      expect(await toggle.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      // Tab walks into the open menu; each item shows its focus.
      const item = navbar.getByRole('link', {name: itemName, exact: true});
      for (let step = 0; step < 12 && !(await item.evaluate((element) => element === document.activeElement)); step++) {
        await page.keyboard.press('Tab');
        const focused = page.locator(':focus');
        expect(await focused.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
      }
      await expect(item).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(target);
      await hydrated(page);
      if (toggleName === 'V6.2') await expect(navbar.getByRole('button', {name: 'V5.17', exact: true})).toBeVisible();
    }
  });

  // Both phone menus: the marketing bar's own and the theme's (docs, blog, community).
  for (const {bar, path, toggleName, menu} of [
    {bar: 'marketing', path: '/', toggleName: 'Toggle navigation menu', menu: 'nav.marketing-navbar [id]:has(a)'},
    {bar: 'themed', path: '/docs', toggleName: 'Toggle navigation bar', menu: '.navbar-sidebar__items'},
  ]) {
    test(`the ${bar} mobile menu works from the keyboard and Escape closes it`, async ({page}) => {
      test.skip(!isMobile(page), 'mobile layout');
      await page.goto(path);
      await hydrated(page);
      const toggle = page.getByRole('button', {name: toggleName});
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      // Tab reaches the menu's items, with a visible focus ring at every step.
      const inMenu = () => page.evaluate((selector) => Boolean(document.activeElement?.closest(selector)), menu);
      for (let step = 0; step < 20 && !(await inMenu()); step++) {
        await page.keyboard.press('Tab');
        const focused = page.locator(':focus');
        await expect(focused).toBeVisible();
        expect(await focused.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
      }
      expect(await inMenu()).toBe(true);
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
    });
  }

  test('the mobile menu opens from the hamburger and closes when the viewport becomes desktop', async ({page}) => {
    test.skip(!isMobile(page), 'mobile layout');
    await page.goto('/');
    await hydrated(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation menu'});
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', {name: 'App markets'})).toHaveAttribute('href', '/feature/app-market');
    await expect(page.getByRole('link', {name: 'Featured apps'})).toHaveAttribute('href', '/opensourceApps');
    await page.setViewportSize({width: 1200, height: 844});
    await expect(page.getByRole('link', {name: 'App markets'})).toHaveCount(0);
  });

  test('the themed mobile sidebar closes when the viewport becomes desktop', async ({page}) => {
    test.skip(!isMobile(page), 'mobile layout');
    await page.goto('/docs');
    await hydrated(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await page.setViewportSize({width: 1200, height: 844});
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
  });

  test('on a phone the docs menu opens on the docs sidebar, which is built only then', async ({page}) => {
    test.skip(!isMobile(page), 'mobile layout');
    await page.goto('/docs');
    await hydrated(page);
    const sidebar = page.locator('.navbar-sidebar');
    const [primary, secondary] = [sidebar.locator('.navbar-sidebar__item').nth(0), sidebar.locator('.navbar-sidebar__item').nth(1)];
    // The menu exists once the page has switched to its phone layout...
    // (The closed menu is hidden, so these look for elements, not accessible roles.)
    await expect(primary.locator('a').first()).toBeAttached();
    // ...but its docs level waits for the reader (see src/theme/Navbar/MobileSidebar/SecondaryMenu).
    await expect(secondary.locator('a')).toHaveCount(0);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.click();
    await expect(secondary.getByRole('button', {name: /Back to main menu/})).toBeVisible();
    await expect(secondary.getByRole('link', {name: 'What is Rainbond', exact: true})).toBeVisible();
    await expect(secondary.getByRole('link', {name: 'What is Rainbond', exact: true})).toHaveAttribute('aria-current', 'page');
    await sidebar.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
    // Closing keeps the level built: opening again shows it at once.
    await expect(secondary.locator('a[href="/docs/quick-start"]')).toBeAttached();
    await toggle.click();
    await expect(secondary.getByRole('link', {name: 'Quick start', exact: true})).toBeVisible();
  });

  test('the themed navbar hides on scroll down and shows again on scroll up', async ({page}) => {
    await page.goto('/docs/Intro');
    await hydrated(page);
    const navbar = page.locator('nav.navbar');
    const top = async () => (await navbar.boundingBox())?.y ?? 0;
    // Two steps: the navbar compares each scroll position with the previous one.
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.mouse.wheel(0, 800);
    await expect.poll(top).toBeLessThan(0);
    await page.mouse.wheel(0, -300);
    await expect.poll(top).toBeGreaterThanOrEqual(0);
  });

  for (const {locale, prefix} of LOCALES) {
    test(`[${locale}] a skip link leads to the main content and the dark footer shows copyright and filing number`, async ({page}) => {
      await page.goto(`${prefix}/docs`);
      await hydrated(page);
      await page.keyboard.press('Tab');
      const skip = page.locator('a[href="#__docusaurus_skipToContent_fallback"]');
      await expect(skip).toBeFocused();
      const footer = page.locator('footer.footer--dark');
      await expect(footer).toContainText('2025');
      await expect(footer.getByRole('link', {name: '京ICP备15028663号-4'})).toHaveAttribute('href', 'https://beian.miit.gov.cn');
    });
  }
});

test.describe('languages', () => {
  test('the language dropdown keeps the query string and hash', async ({page}) => {
    await page.goto('/docs/Intro?from=test#create-an-access-token');
    await hydrated(page);
    // Arriving at the anchor scrolled the page, which hides the navbar: scroll back to reach it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(async () => (await page.locator('nav.navbar').boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    if (isMobile(page)) {
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      const sidebar = page.locator('.navbar-sidebar');
      const back = sidebar.getByRole('button', {name: /Back to main menu/});
      if (await back.isVisible()) {
        await back.click();
      }
      await sidebar.getByRole('button', {name: 'Languages'}).click();
      await sidebar.getByRole('link', {name: '简体中文'}).click();
    } else {
      await page.locator('nav.navbar .dropdown').filter({hasText: 'English'}).hover();
      await page.getByRole('link', {name: '简体中文'}).click();
    }
    await expect(page).toHaveURL(/\/zh\/docs\/Intro\?from=test#create-an-access-token$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });

  test('the marketing bar switches language and keeps the query string and hash', async ({page}) => {
    test.skip(isMobile(page), 'desktop layout');
    await page.goto('/?ref=e2e#top');
    await hydrated(page);
    await page.locator('nav.marketing-navbar .dropdown').hover();
    await page.getByRole('link', {name: '简体中文'}).click();
    await expect(page).toHaveURL(/\/zh\/?\?ref=e2e#top$/);
  });

  for (const {locale, prefix} of LOCALES) {
    test(`[${locale}] pages declare their language and alternates`, async ({page}) => {
      await page.goto(`${prefix}/docs/Intro`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'en-US' : 'zh-CN');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute('href', 'https://www.rainbond.com/docs/Intro');
      await expect(page.locator('link[rel="alternate"][hreflang="zh-CN"]')).toHaveAttribute('href', 'https://www.rainbond.com/zh/docs/Intro');
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', 'https://www.rainbond.com/docs/Intro');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://www.rainbond.com${prefix}/docs/Intro`);
    });
  }

  test('each locale has its own sitemap', async ({request}) => {
    const en = await (await request.get('/sitemap.xml')).text();
    const zh = await (await request.get('/zh/sitemap.xml')).text();
    expect(en).toContain('<loc>https://www.rainbond.com/docs/Intro</loc>');
    expect(zh).toContain('<loc>https://www.rainbond.com/zh/docs/Intro</loc>');
  });
});

test.describe('colour mode', () => {
  test('the site is light only: no switch, system dark preference ignored', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/docs');
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('button[title*="dark"], button[aria-label*="dark mode"]')).toHaveCount(0);
  });

  test('browsing never stores a dark mode under the key theme', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/docs');
    await hydrated(page);
    await page.goto('/blog');
    await hydrated(page);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).not.toBe('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});
