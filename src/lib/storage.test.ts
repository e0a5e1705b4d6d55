import {afterEach, describe, expect, it, vi} from 'vitest';
import {readItem, writeItem} from './storage';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('storage that never throws', () => {
  it('reads back what it wrote', () => {
    expect(writeItem('sessionStorage', 'k', 'v')).toBe(true);
    expect(readItem('sessionStorage', 'k')).toBe('v');
  });

  it('treats a throwing storage as empty and logs a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(readItem('localStorage', 'theme')).toBeNull();
    expect(writeItem('localStorage', 'theme', 'dark')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('survives a browser where touching window.localStorage itself throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readItem('localStorage', 'x')).toBeNull();
    expect(writeItem('localStorage', 'x', 'y')).toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});
