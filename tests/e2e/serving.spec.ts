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

/** The Markdown copies and llms.txt (scripts/build-markdown.mjs) as tools fetch them. */
test.describe('Markdown for tools', () => {
  const SITE = 'https://www.rainbond.com';
  /** One page of each kind that has a copy: docs of both versions, API, blog post, Markdown page. */
  const PAGES = ['/docs/quick-start/quick-install', '/docs/5.17/quick-start/quick-install', '/docs/api/user/addUser', '/blog/CiliumOne', '/privacy'];
  const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
  /** Every value of a header the response repeats (nginx sends Vary once per reason). */
  const values = (response: APIResponse, name: string) =>
    response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === name)
      .flatMap((header) => header.value.split(',').map((value) => value.trim()));

  for (const {locale, prefix} of LOCALES) {
    test(`[${locale}] <page>.md is the page as Markdown: title, canonical URL, version, served like HTML`, async ({request}) => {
      for (const page of PAGES.map((path) => `${prefix}${path}`)) {
        const response = await get(request, `${page}.md`, {'Accept-Encoding': 'br'});
        expect(response.status(), page).toBe(200);
        expect(response.headers()['content-type'], page).toBe('text/markdown; charset=utf-8');
        expect(response.headers()['cache-control'], page).toBe('no-cache');
        expect(response.headers()['content-encoding'], page).toBe('br');
        const markdown = await response.text();
        const html = await (await get(request, page)).text();
        const h1 = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)![1]!;
        expect(markdown.startsWith(`# ${h1.replace(/&amp;/g, '&')}\n\n`), page).toBe(true);
        expect(markdown, page).toMatch(new RegExp(`^(URL|网址): ${SITE}${page}$`, 'm'));
        if (page.includes('/docs/')) expect(markdown, page).toMatch(page.includes('/5.17/') ? /^(Docs version|文档版本): V5\.17$/m : /^(Docs version|文档版本): V6\.2$/m);
        // Content only: no theme controls, and links point at the site, not at a relative path.
        expect(markdown, page).not.toMatch(/Edit this page|编辑此页|Copy code|\u200b/);
        expect(markdown, page).not.toMatch(/\]\(\/(?!\/)/);
      }
    });

    test(`[${locale}] a page asked for as Markdown (not HTML) answers with its copy, and both answers vary on Accept`, async ({request}) => {
      for (const page of PAGES.map((path) => `${prefix}${path}`)) {
        const copy = await (await get(request, `${page}.md`)).body();
        const asMarkdown = await get(request, page, {Accept: 'text/markdown'});
        expect(asMarkdown.status(), page).toBe(200);
        expect(asMarkdown.headers()['content-type'], page).toBe('text/markdown; charset=utf-8');
        expect((await asMarkdown.body()).equals(copy), page).toBe(true);
        expect(values(asMarkdown, 'vary'), page).toContain('Accept');
        for (const accept of [BROWSER_ACCEPT, 'text/html, text/markdown', '*/*']) {
          const asHtml = await get(request, page, {Accept: accept});
          expect(asHtml.headers()['content-type'], `${page} ${accept}`).toBe('text/html; charset=utf-8');
          expect(values(asHtml, 'vary'), `${page} ${accept}`).toContain('Accept');
        }
      }
      // Pages with no copy stay HTML, unknown pages stay 404.
      expect((await get(request, `${prefix}/`, {Accept: 'text/markdown'})).headers()['content-type']).toBe('text/html; charset=utf-8');
      expect((await get(request, `${prefix}/docs/no-such-doc`, {Accept: 'text/markdown'})).status()).toBe(404);
    });

    test(`[${locale}] llms.txt lists every docs and API page of both versions, latest first, and every link answers with Markdown`, async ({request}) => {
      test.setTimeout(120_000);
      const response = await get(request, `${prefix}/llms.txt`);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
      const text = await response.text();
      expect(text).toMatch(/^# Rainbond\n\n> \S/);
      const headings = [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]!);
      expect(headings.slice(0, 4)).toEqual(
        locale === 'zh' ? ['文档 V6.2', '文档 V5.17', 'API 参考 V6.2', 'API 参考 V5.17'] : ['Documentation V6.2', 'Documentation V5.17', 'API reference V6.2', 'API reference V5.17'],
      );
      expect(headings).toContain(locale === 'zh' ? '博客' : 'Blog');
      const links = [...text.matchAll(/^- \[.+?\]\((\S+)\)/gm)].map((match) => new URL(match[1]!).pathname);
      const listed = new Set(links.map((link) => link.replace(/\.md$/, '')));
      const docs = (await sitemapPaths(request, prefix)).filter((path) => path.startsWith(`${prefix}/docs`));
      expect(docs.filter((path) => /\/api\//.test(path)).length).toBeGreaterThan(100);
      expect(docs.filter((path) => !listed.has(path))).toEqual([]);
      const wrong = (
        await pool(links, async (link) => {
          const answer = await request.head(link, {maxRedirects: 0});
          return answer.status() === 200 && answer.headers()['content-type'] === 'text/markdown; charset=utf-8' ? null : `${link} -> ${answer.status()}`;
        })
      ).filter(Boolean);
      expect(wrong).toEqual([]);
    });

    test(`[${locale}] llms-full.txt holds the latest docs in reading order`, async ({request}) => {
      const full = await get(request, `${prefix}/llms-full.txt`);
      expect(full.status()).toBe(200);
      expect(full.headers()['content-type']).toBe('text/plain; charset=utf-8');
      const text = await full.text();
      const quickInstall = (await (await get(request, `${prefix}/docs/quick-start/quick-install.md`)).text()).trim();
      expect(text).toContain(quickInstall);
      expect(text).not.toMatch(/^(Docs version|文档版本): V5\.17$/m);
      expect(text.indexOf(`${SITE}${prefix}/docs/quick-start/quick-install\n`)).toBeLessThan(text.indexOf(`${SITE}${prefix}/docs/api/`));
    });
  }
});
