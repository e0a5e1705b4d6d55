import {describe, expect, it} from 'vitest';
import {matchRoutes, type RouteConfig} from 'react-router-config';

// patches/react-router+5.3.4.patch matches paths without parameters by comparing strings
// instead of compiling a regular expression per route. These are the regular expressions'
// answers (path-to-regexp 1.x, not strict, not case-sensitive), which the patch must keep.
function match(path: string, pathname: string, exact: boolean) {
  const [found] = matchRoutes([{path, exact} satisfies RouteConfig], pathname);
  return found ? {url: found.match.url, isExact: found.match.isExact, params: found.match.params} : null;
}

describe('route matching (react-router patch)', () => {
  it.each([
    ['/docs/intro', '/docs/intro', {url: '/docs/intro', isExact: true, params: {}}],
    ['/docs/intro', '/docs/intro/', {url: '/docs/intro/', isExact: true, params: {}}],
    ['/docs/intro', '/DOCS/Intro', {url: '/DOCS/Intro', isExact: true, params: {}}],
    ['/docs/intro/', '/docs/intro', {url: '/docs/intro', isExact: true, params: {}}],
    ['/docs/5.17', '/docs/5.17', {url: '/docs/5.17', isExact: true, params: {}}],
    ['/docs/intro', '/docs/intro/more', null],
    ['/docs/intro', '/docs/intro//', null],
    ['/docs/5.17', '/docs/5x17', null],
  ] as const)('exact %s against %s', (path, pathname, expected) => {
    expect(match(path, pathname, true)).toEqual(expected);
  });

  it.each([
    ['/docs', '/docs/intro', {url: '/docs', isExact: false, params: {}}],
    ['/docs', '/docs/', {url: '/docs/', isExact: true, params: {}}],
    ['/docs', '/Docs/intro', {url: '/Docs', isExact: false, params: {}}],
    ['/docs', '/docs//intro', {url: '/docs', isExact: false, params: {}}],
    ['/docs', '/docsx', null],
    ['/', '/blog/istio', {url: '/', isExact: false, params: {}}],
    ['/', '/', {url: '/', isExact: true, params: {}}],
  ] as const)('prefix %s against %s', (path, pathname, expected) => {
    expect(match(path, pathname, false)).toEqual(expected);
  });

  it('folds only ASCII letters for an ASCII path, as the expression does', () => {
    // U+212A KELVIN SIGN lower-cases to "k", but the expression does not match it to "k".
    expect(match('/k', '/\u212A', true)).toBeNull();
    expect(match('/docs', '/doc\u017F', true)).toBeNull();
  });

  it('leaves other paths to the regular expression', () => {
    expect(match('/blog/é', '/blog/É', true)).toEqual({url: '/blog/É', isExact: true, params: {}});
    expect(match('/blog/:slug', '/blog/istio', true)).toEqual({url: '/blog/istio', isExact: true, params: {slug: 'istio'}});
    expect(match('/docs/*', '/docs/a/b', true)).toEqual({url: '/docs/a/b', isExact: true, params: {0: 'a/b'}});
  });
});
