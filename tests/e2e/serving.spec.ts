import type {APIRequestContext, APIResponse} from '@playwright/test';
import {expect, LOCALES, test} from './fixtures';

/**
 * The production server (deploy/nginx.conf) as readers and crawlers meet it: status codes,
 * URL normalisation, methods, headers, compression. Plain HTTP, so it runs once (desktop).
 */
test.beforeEach(() => {
  test.skip(test.info().project.name !== 'desktop', 'HTTP-level checks do not depend on the viewport');
});

const get = (request: APIRequestContext, url: string, headers: Record<string, string> = {}) =>
  request.get(url, {maxRedirects: 0, headers});

/** Runs `task` over `items` with a few requests in flight, as a crawler would. */
async function pool<T, R>(items: readonly T[], task: (item: T) => Promise<R>, size = 8): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({length: size}, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]);
      }
    }),
  );
  return results;
}

async function sitemapPaths(request: APIRequestContext, prefix: string): Promise<string[]> {
  const xml = await (await get(request, `${prefix}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

const language = async (response: APIResponse) => /<html[^>]*\slang="?([\w-]+)/.exec(await response.text())?.[1];

test.describe('production server', () => {
  for (const {locale, prefix} of LOCALES) {
    test(`[${locale}] every page in the sitemap answers 200 with HTML, without a redirect`, async ({request}) => {
      test.setTimeout(180_000);
      const paths = await sitemapPaths(request, prefix);
      expect(paths.length).toBeGreaterThan(400);
      const wrong = (
        await pool(paths, async (path) => {
          const response = await get(request, path);
          const type = response.headers()['content-type'] ?? '';
          return response.status() === 200 && type.startsWith('text/html') ? null : `${path} -> ${response.status()} ${type}`;
        })
      ).filter(Boolean);
      expect(wrong).toEqual([]);
    });
  }

  test('unknown paths get the not-found page of their language with HTTP 404', async ({request}) => {
    const cases = [
      ['/no-such-page', 'en-US'],
      ['/docs/no-such-doc', 'en-US'],
      ['/docs/5.17/no-such-doc', 'en-US'],
      ['/blog/2099/01/01/nothing', 'en-US'],
      ['/assets/js/missing.0000.js', 'en-US'],
      ['/404', 'en-US'],
      ['/_server/redirects.map', 'en-US'],
      ['/zh/no-such-page', 'zh-CN'],
      ['/zh/docs/no-such-doc', 'zh-CN'],
      ['/zh/docs/5.17/no-such-doc', 'zh-CN'],
      ['/zh/404', 'zh-CN'],
    ] as const;
    for (const [path, lang] of cases) {
      const response = await get(request, path);
      expect(response.status(), path).toBe(404);
      expect(await language(response), path).toBe(lang);
    }
  });

  test('.html, /index.html and trailing slashes redirect to the clean path and keep the query', async ({request}) => {
    const cases = [
      ['/index.html', '/'],
      ['/index.html?a=1', '/?a=1'],
      ['/zh', '/zh/'],
      ['/zh/index.html', '/zh/'],
      ['/docs.html', '/docs'],
      ['/docs/', '/docs'],
      ['/docs/index.html?x=1&y=2', '/docs?x=1&y=2'],
      ['/docs/quick-start/quick-install.html', '/docs/quick-start/quick-install'],
      ['/docs/quick-start/quick-install/?utm=a', '/docs/quick-start/quick-install?utm=a'],
      ['/zh/blog/', '/zh/blog'],
      ['/zh/docs/5.17.html', '/zh/docs/5.17'],
      ['/404.html', '/404'],
    ] as const;
    for (const [from, to] of cases) {
      const response = await get(request, from);
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
    for (const clean of ['/', '/zh/', '/docs', '/docs/5.17', '/blog', '/zh/docs/quick-start/quick-install']) {
      expect((await get(request, clean)).status(), clean).toBe(200);
    }
  });

  test('redirects never leave the host or split headers', async ({request, baseURL}) => {
    // Absolute URLs: a relative '//evil.example/' would be sent to that host. A raw backslash
    // cannot be sent at all (URL parsers turn it into a slash); its encoded form can.
    const probes = ['//evil.example/', '//evil.example/index.html', '///evil.example/', '/%5Cevil.example/',
      '/%2F%2Fevil.example/', '/x%0d%0aSet-Cookie:%20a=b.html', '/x%0aLocation:%20//evil.example/', '/%09/evil.example/'];
    for (const path of probes) {
      const response = await get(request, `${baseURL}${path}`);
      const location = response.headers().location ?? '';
      expect(location, path).not.toMatch(/^(?:[a-z]+:)?[/\\]{2}/i);
      expect(location, path).not.toMatch(/[\r\n]/);
      expect(response.headers()['set-cookie'], path).toBeUndefined();
    }
  });

  test('HEAD works; other methods get 405 with Allow', async ({request}) => {
    const head = await request.head('/docs', {maxRedirects: 0});
    expect(head.status()).toBe(200);
    expect((await head.body()).length).toBe(0);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await request.fetch('/docs', {method, maxRedirects: 0, data: method === 'OPTIONS' ? undefined : 'x=1'});
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow, method).toBe('GET, HEAD');
    }
  });

  test('security headers on pages, assets, redirects and errors; no server version', async ({request}) => {
    const html = await (await get(request, '/')).text();
    const asset = /\/assets\/js\/main\.[0-9a-f]+\.js/.exec(html)![0];
    for (const path of ['/', '/zh/docs/5.17', asset, '/docs/', '/no-such-page']) {
      const headers = (await get(request, path)).headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).not.toContain("'unsafe-eval'");
      expect(csp.match(/script-src [^;]*/)?.[0], path).not.toContain('unsafe-inline');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers.server, path).toBe('nginx');
      // Plain HTTP: no HSTS, which would pin a host that has no certificate.
      expect(headers['strict-transport-security'], path).toBeUndefined();
    }
    const behindTls = (await get(request, '/', {'X-Forwarded-Proto': 'https'})).headers();
    expect(behindTls['strict-transport-security']).toMatch(/^max-age=31536000/);
  });

  test('hashed assets are immutable for a year; pages, sitemap, feeds and search index revalidate', async ({request}) => {
    const html = await (await get(request, '/')).text();
    const assets = [...html.matchAll(/\/assets\/(?:js|css)\/[^"'\s>]+/g)].map((match) => match[0]).slice(0, 4);
    expect(assets.length).toBeGreaterThan(1);
    for (const path of assets) {
      expect((await get(request, path)).headers()['cache-control'], path).toBe('public, max-age=31536000, immutable');
    }
    for (const path of ['/', '/zh/', '/docs', '/sitemap.xml', '/zh/sitemap.xml', '/blog/rss.xml', '/blog/atom.xml', '/pagefind/pagefind-entry.json', '/pagefind/pagefind.js']) {
      const response = await get(request, path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
      expect(response.headers().etag, path).toBeTruthy();
    }
  });

  test('text is served brotli or gzip compressed when the client accepts it', async ({request}) => {
    const html = await (await get(request, '/')).text();
    const script = /\/assets\/js\/main\.[0-9a-f]+\.js/.exec(html)![0];
    const css = /\/assets\/css\/[^"'\s>]+\.css/.exec(html)![0];
    for (const path of ['/', '/docs/quick-start/quick-install', script, css, '/sitemap.xml']) {
      const plain = await get(request, path, {'Accept-Encoding': 'identity'});
      const br = await get(request, path, {'Accept-Encoding': 'br'});
      const gzip = await get(request, path, {'Accept-Encoding': 'gzip'});
      expect(plain.headers()['content-encoding'], path).toBeUndefined();
      expect(br.headers()['content-encoding'], path).toBe('br');
      expect(gzip.headers()['content-encoding'], path).toBe('gzip');
      expect(br.headers().vary, path).toContain('Accept-Encoding');
      // Same document whatever the encoding (the client decodes it).
      expect((await br.body()).equals(await plain.body()), path).toBe(true);
      expect((await gzip.body()).equals(await plain.body()), path).toBe(true);
    }
  });
});
