import {describe, expect, it} from 'vitest';
import {usesThemedNavbar} from './chrome';

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
