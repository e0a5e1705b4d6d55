/**
 * Web Storage that never throws. Browsers throw on access when storage is disabled
 * (privacy modes, blocked cookies, sandboxed frames) or full; a page must keep working
 * then, so failures are logged once per call site and treated as "nothing stored".
 */
type Area = 'localStorage' | 'sessionStorage';

function area(name: Area): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[name];
  } catch (error) {
    console.warn(`${name} is not available; continuing without it.`, error);
    return null;
  }
}

export function readItem(name: Area, key: string): string | null {
  try {
    return area(name)?.getItem(key) ?? null;
  } catch (error) {
    console.warn(`Could not read "${key}" from ${name}.`, error);
    return null;
  }
}

export function writeItem(name: Area, key: string, value: string): boolean {
  try {
    const storage = area(name);
    if (!storage) {
      return false;
    }
    storage.setItem(key, value);
    return true;
  } catch (error) {
    console.warn(`Could not write "${key}" to ${name}.`, error);
    return false;
  }
}
