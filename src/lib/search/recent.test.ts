import {afterEach, describe, expect, it, vi} from 'vitest';
import {readRecent, recentKey, rememberHit, RECENT_LIMIT} from './recent';

const hit = (n: number) => ({url: `/docs/page-${n}`, title: `Page ${n}`, pageTitle: 'Docs', external: false});

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('recent searches', () => {
  it('keeps the newest first, without duplicates, up to the limit', () => {
    for (let n = 1; n <= RECENT_LIMIT + 2; n += 1) rememberHit('en', hit(n));
    rememberHit('en', hit(4));
    const urls = readRecent('en').map((item) => item.url);
    expect(urls[0]).toBe('/docs/page-4');
    expect(urls).toHaveLength(RECENT_LIMIT);
    expect(new Set(urls).size).toBe(RECENT_LIMIT);
  });

  it('keeps each language separate', () => {
    rememberHit('zh', hit(1));
    expect(readRecent('en')).toEqual([]);
    expect(readRecent('zh')).toHaveLength(1);
  });

  it('treats corrupt or foreign data as no history', () => {
    localStorage.setItem(recentKey('en'), '{not json');
    expect(readRecent('en')).toEqual([]);
    localStorage.setItem(recentKey('en'), JSON.stringify([{url: 1}, hit(2)]));
    expect(readRecent('en').map((item) => item.url)).toEqual(['/docs/page-2']);
  });

  it('works when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('denied');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readRecent('en')).toEqual([]);
    expect(rememberHit('en', hit(1)).map((item) => item.url)).toEqual(['/docs/page-1']);
  });
});
