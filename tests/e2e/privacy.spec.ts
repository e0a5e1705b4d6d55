import {expect, hydrated, test} from './fixtures';

test.describe('nothing leaves the site by default', () => {
  for (const path of ['/', '/docs', '/docs/Intro', '/blog', '/zh/docs']) {
    test(`${path} makes requests to its own host only and logs no errors`, async ({page, baseURL, errors}) => {
      const host = new URL(baseURL!).host;
      const foreign: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol.startsWith('http') && url.host !== host) {
          foreign.push(request.url());
        }
      });
      await page.goto(path);
      await hydrated(page);
      await page.mouse.wheel(0, 2000);
      await page.waitForLoadState('networkidle');
      expect(foreign).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
