import {describe, expect, it} from 'vitest';
import {allRedirects} from '../../src/data/redirects';
import {nginxRedirectMap} from './map';

describe('nginxRedirectMap', () => {
  it('writes one map entry per redirect, prefixed with the locale base URL', () => {
    const redirects = [{from: '/old', to: '/new'}];
    expect(nginxRedirectMap(redirects, '/')).toContain('\n/old /new;\n');
    expect(nginxRedirectMap(redirects, '/zh/')).toContain('\n/zh/old /zh/new;\n');
  });

  it('accepts every redirect of the site', () => {
    const map = nginxRedirectMap(allRedirects, '/');
    expect(map.trim().split('\n')).toHaveLength(allRedirects.length + 1);
  });

  it('refuses paths that could change the nginx configuration', () => {
    expect(() => nginxRedirectMap([{from: '/a b', to: '/c'}], '/')).toThrow(/unsafe/);
    expect(() => nginxRedirectMap([{from: '/a', to: '/c;\n}'}], '/')).toThrow(/unsafe/);
  });
});
