import {useEffect, useMemo, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActiveDocContext, useVersions} from '@docusaurus/plugin-content-docs/client';
import {DOCS_PLUGIN, readerVersion} from './context';
import {searchBackend} from './index';
import type {SearchResponse, SearchSettings} from './types';

export function useSearchSettings(): SearchSettings {
  return useDocusaurusContext().siteConfig.customFields?.search as SearchSettings;
}

export interface DocsVersions {
  /** The version a search from this page ranks first (see context.ts). */
  readonly reader: string;
  readonly latest: string;
  /** Each version's label (`current` → "V6.2"), to show beside its results. */
  readonly labels: Readonly<Record<string, string>>;
}

export function useDocsVersions(): DocsVersions {
  const versions = useVersions(DOCS_PLUGIN);
  const active = useActiveDocContext(DOCS_PLUGIN).activeVersion?.name;
  return useMemo(
    () => ({
      reader: readerVersion(versions, active),
      latest: readerVersion(versions, undefined),
      labels: Object.fromEntries(versions.map((version) => [version.name, version.label])),
    }),
    [versions, active],
  );
}

export type SearchState =
  | {status: 'idle'}
  | {status: 'loading'; query: string; previous?: SearchResponse}
  | {status: 'done'; query: string; response: SearchResponse}
  | {status: 'error'; query: string};

/** Keystrokes closer together than this make one query. */
const DEBOUNCE_MS = 80;

/**
 * Runs the query against the configured backend. Older answers never overwrite newer ones:
 * each run ignores its result once a later query has started.
 */
export function useSearchResults(query: string, version: string, limit: number): SearchState {
  const settings = useSearchSettings();
  const {i18n} = useDocusaurusContext();
  const [state, setState] = useState<SearchState>({status: 'idle'});
  useEffect(() => {
    const trimmed = query.trim();
    if (!trimmed) {
      setState({status: 'idle'});
      return undefined;
    }
    let current = true;
    setState((previous) => ({
      status: 'loading',
      query: trimmed,
      previous: previous.status === 'done' ? previous.response : previous.status === 'loading' ? previous.previous : undefined,
    }));
    const timer = window.setTimeout(() => {
      searchBackend(settings)
        .search({query: trimmed, locale: i18n.currentLocale, version, limit})
        .then(
          (response) => current && setState({status: 'done', query: trimmed, response}),
          (error: unknown) => {
            if (!current) return;
            console.warn('Search failed', error);
            setState({status: 'error', query: trimmed});
          },
        );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [query, version, limit, settings, i18n.currentLocale]);
  return state;
}
