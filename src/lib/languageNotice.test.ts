import {describe, expect, it} from 'vitest';
import {pathInLocale, suggestedLocale} from './languageNotice';

describe('suggestedLocale', () => {
  it('suggests Chinese on an English page to a reader who prefers Chinese, and the reverse', () => {
    expect(suggestedLocale(['zh-CN', 'zh', 'en'], 'en')).toBe('zh');
    expect(suggestedLocale(['en-US', 'en'], 'zh')).toBe('en');
  });

  it('suggests nothing when the page is already in the preferred language', () => {
    expect(suggestedLocale(['zh-CN', 'en'], 'zh')).toBeNull();
    expect(suggestedLocale(['en-GB', 'zh-CN'], 'en')).toBeNull();
  });

  it('goes by the first language the site has, in the order of preference', () => {
    expect(suggestedLocale(['fr-FR', 'zh-TW', 'en'], 'en')).toBe('zh');
    expect(suggestedLocale(['de', 'en-US', 'zh'], 'zh')).toBe('en');
  });

  it('suggests nothing to a reader who prefers neither language', () => {
    expect(suggestedLocale(['fr-FR', 'de'], 'en')).toBeNull();
    expect(suggestedLocale([], 'zh')).toBeNull();
  });
});

describe('pathInLocale', () => {
  it('adds the Chinese prefix to an English path', () => {
    expect(pathInLocale('/docs/support', 'en', 'zh', 'en')).toBe('/zh/docs/support');
    expect(pathInLocale('/', 'en', 'zh', 'en')).toBe('/zh/');
  });

  it('removes it from a Chinese path', () => {
    expect(pathInLocale('/zh/docs/support', 'zh', 'en', 'en')).toBe('/docs/support');
    expect(pathInLocale('/zh/', 'zh', 'en', 'en')).toBe('/');
    expect(pathInLocale('/zh', 'zh', 'en', 'en')).toBe('/');
  });
});
