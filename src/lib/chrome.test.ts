import type {RouteConfig} from 'react-router-config';
import {describe, expect, it} from 'vitest';
import {isKnownPage, usesThemedChrome, usesThemedNavbar} from './chrome';

describe('which top bar a page gets', () => {
  it.each(['/docs', '/docs/quick-start/quick-install', '/docs/5.17/use-manual', '/zh/docs', '/blog', '/blog/page/2', '/zh/blog/istio', '/community', '/changelog'])(
    'docs-like path %s gets the themed navbar',
    (path) => expect(usesThemedNavbar(path)).toBe(true),
  );

  it.each(['/', '/zh/', '/case/boe', '/usescene', '/feature/devops', '/marketplace', '/search', '/enterprise_server', '/zh/xinchuang'])(
    'marketing path %s gets the marketing bar',
    (path) => expect(usesThemedNavbar(path)).toBe(false),
  );
});

describe('the not-found page keeps the marketing chrome', () => {
  const leaf = (path: string): RouteConfig => ({path, exact: true});
  const routes: RouteConfig[] = [
    leaf('/blog'),
    leaf('/blog/istio'),
    {
      path: '/docs',
      routes: [
        {path: '/docs/5.17', routes: [{path: '/docs/5.17', routes: [leaf('/docs/5.17'), leaf('/docs/5.17/use-manual')]}]},
        {path: '/docs', routes: [{path: '/docs', routes: [leaf('/docs'), leaf('/docs/quick-start/quick-install')]}]},
      ],
    },
    leaf('/'),
    leaf('/case'),
    {path: '*'},
  ];

  it.each(['/docs', '/docs/quick-start/quick-install', '/docs/5.17', '/docs/5.17/use-manual', '/blog', '/blog/istio'])(
    'page %s is known and docs-like',
    (path) => {
      expect(isKnownPage(routes, path)).toBe(true);
      expect(usesThemedChrome(routes, path)).toBe(true);
    },
  );

  it.each(['/docs/no-such-doc', '/docs/5.17/no-such-doc', '/docs/quick-start', '/blog/2099/01/01/nothing', '/community/nothing'])(
    'unknown path %s gets the marketing chrome of the not-found page',
    (path) => {
      expect(isKnownPage(routes, path)).toBe(false);
      expect(usesThemedChrome(routes, path)).toBe(false);
    },
  );

  it('a known marketing page keeps the marketing chrome', () => {
    expect(isKnownPage(routes, '/case')).toBe(true);
    expect(usesThemedChrome(routes, '/case')).toBe(false);
  });
});
