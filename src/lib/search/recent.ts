import {readItem, writeItem} from '../storage';
import type {SearchHit} from './types';

export interface RecentHit {
  readonly url: string;
  readonly title: string;
  readonly pageTitle: string;
  readonly external: boolean;
}

export const RECENT_LIMIT = 5;

export function recentKey(locale: string): string {
  return `rainbond.search.recent.${locale}`;
}

function isRecentHit(value: unknown): value is RecentHit {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.url === 'string' &&
    typeof item.title === 'string' &&
    typeof item.pageTitle === 'string' &&
    typeof item.external === 'boolean'
  );
}

/** Recently chosen results, newest first; anything unreadable counts as none. */
export function readRecent(locale: string): RecentHit[] {
  const raw = readItem('localStorage', recentKey(locale));
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isRecentHit).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Remembers a chosen result (plain-text titles), moving it to the top without duplicates. */
export function rememberHit(
  locale: string,
  hit: Pick<SearchHit, 'url' | 'external'> & {title: string; pageTitle: string},
): RecentHit[] {
  const entry: RecentHit = {url: hit.url, title: hit.title, pageTitle: hit.pageTitle, external: hit.external};
  const next = [entry, ...readRecent(locale).filter((item) => item.url !== entry.url)].slice(0, RECENT_LIMIT);
  writeItem('localStorage', recentKey(locale), JSON.stringify(next));
  return next;
}
