import {defineConfig, devices} from '@playwright/test';
import {dailySeed} from './scripts/lib/sitemap.mjs';

/**
 * End-to-end tests run against the production build served by nginx on 127.0.0.1
 * (scripts/test.sh starts it), in Debian's Chromium: Playwright cannot download its own
 * browser on these machines.
 */
// The a11y sample changes daily and its seed is in the test titles. Fixed here, in the
// runner, before any worker starts (workers inherit the environment): a worker that computed
// its own seed after midnight UTC listed other titles and every sample test failed with
// "Test not found in the worker process" (CI, a run that crossed midnight).
process.env.A11Y_SEED ??= String(dailySeed());

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4173';

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two browsers in parallel on the 2-core CI machine: the suite is mostly waiting on
  // page loads, and the server is nginx, not a dev server.
  workers: Number(process.env.PW_WORKERS ?? 2),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', {open: 'never'}]],
  timeout: 30_000,
  use: {
    baseURL: BASE_URL,
    // Chromium's default reader prefers en-US, so every Chinese page would show the language
    // notice (src/components/LanguageNotice), a card fixed over the bottom of the viewport. Specs
    // of other features start as a reader who dismissed it; language-notice.spec.ts starts empty.
    storageState: {
      cookies: [],
      origins: [{origin: new URL(BASE_URL).origin, localStorage: [{name: 'rainbond.languageNotice.dismissed', value: 'en'}]}],
    },
    launchOptions: chromium,
    // Off unless asked for (PW_TRACE=retain-on-failure): recording a trace doubled the time
    // of the page-by-page crawl and axe loops, and CI keeps no artifacts to open one from.
    trace: (process.env.PW_TRACE as 'off' | 'on' | 'retain-on-failure' | undefined) ?? 'off',
  },
  projects: [
    {name: 'desktop', use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}}},
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: {width: 390, height: 844},
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
});
