import {test as base, expect, type Page} from '@playwright/test';

/**
 * Shared fixtures: every test collects the page's console errors and uncaught
 * exceptions, so that a test can assert a page stayed clean.
 */
export const test = base.extend<{errors: string[]}>({
  errors: async ({page}, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') {
        errors.push(message.text());
      }
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export {expect};

export const LOCALES = [
  {locale: 'en', prefix: ''},
  {locale: 'zh', prefix: '/zh'},
] as const;

/** Waits until React has hydrated the server-rendered page (Docusaurus sets this global). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
}

export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) <= 996;
}
