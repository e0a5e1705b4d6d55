import {describe, expect, it} from 'vitest';
import {canonicalPath} from './sitePath';

describe('canonicalPath', () => {
  it('drops the old English prefix, alone or before a path', () => {
    expect(canonicalPath('/en')).toBe('/');
    expect(canonicalPath('/en/')).toBe('/');
    expect(canonicalPath('/en/docs/support/')).toBe('/docs/support');
    expect(canonicalPath('/en/enterprise_server/')).toBe('/enterprise_server');
  });

  it('leaves paths that only start with the letters "en" alone', () => {
    expect(canonicalPath('/enterprise_server')).toBe('/enterprise_server');
  });

  it('drops .html, /index.html and trailing slashes', () => {
    expect(canonicalPath('/docs/recruitment/join.html')).toBe('/docs/recruitment/join');
    expect(canonicalPath('/docs/x/index.html')).toBe('/docs/x');
    expect(canonicalPath('/docs/use-manual/x//')).toBe('/docs/use-manual/x');
    expect(canonicalPath('/index.html')).toBe('/');
  });

  it('writes the Chinese home with its slash', () => {
    expect(canonicalPath('/zh')).toBe('/zh/');
    expect(canonicalPath('/zh/')).toBe('/zh/');
    expect(canonicalPath('/zh/index.html')).toBe('/zh/');
    expect(canonicalPath('/zh/docs/')).toBe('/zh/docs');
  });
});
