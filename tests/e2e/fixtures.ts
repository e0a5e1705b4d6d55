import {test as base, expect, type Locator, type Page} from '@playwright/test';

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

declare global {
  interface Window {
    __layoutShift: number;
  }
}

/** Sums the page's layout shifts not caused by input into `window.__layoutShift`, from the first byte. */
export async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
        if (!entry.hadRecentInput) window.__layoutShift += entry.value;
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) <= 996;
}

/**
 * Each `<time>` element's text next to the browser's own Intl writing of its `datetime` (UTC,
 * Gregorian, as the theme asks): plugins/date-format writes the theme's dates without Intl, so
 * the two must agree.
 */
export async function datesAndIntl(
  times: Locator,
  language: string,
  fields: {month: 'long' | 'short'; year?: 'numeric'},
): Promise<{shown: string | null; intl: string}[]> {
  return times.evaluateAll(
    (nodes, {language, fields}) =>
      nodes.map((node) => ({
        shown: node.textContent,
        intl: new Intl.DateTimeFormat(language, {calendar: 'gregory', day: 'numeric', timeZone: 'UTC', ...fields}).format(new Date(node.getAttribute('datetime')!)),
      })),
    {language, fields},
  );
}
