import {useEffect, useMemo, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActivePluginAndVersion, useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {contextTags} from './context';
import {searchBackend} from './index';
import type {SearchResponse, SearchSettings} from './types';

export function useSearchSettings(): SearchSettings {
  return useDocusaurusContext().siteConfig.customFields?.search as SearchSettings;
}

/** Contextual search tags for the page being read (see context.ts). */
export function useContextTags(): string[] {
  const allDocs = useAllDocsData();
  const active = useActivePluginAndVersion();
  const activePluginId = active?.activePlugin.pluginId;
  const activeVersion = active?.activeVersion?.name;
  return useMemo(() => {
    const plugins = Object.fromEntries(
      Object.entries(allDocs).map(([pluginId, data]) => [
        pluginId,
        {latestVersion: (data.versions.find((version) => version.isLast) ?? data.versions[0]).name},
      ]),
    );
    return contextTags(
      plugins,
      activePluginId && activeVersion ? {pluginId: activePluginId, versionName: activeVersion} : undefined,
    );
  }, [allDocs, activePluginId, activeVersion]);
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
export function useSearchResults(query: string, tags: readonly string[], limit: number): SearchState {
  const settings = useSearchSettings();
  const {i18n} = useDocusaurusContext();
  const [state, setState] = useState<SearchState>({status: 'idle'});
  const tagKey = tags.join(',');
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
        .search({query: trimmed, locale: i18n.currentLocale, tags: tagKey.split(','), limit})
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
  }, [query, tagKey, limit, settings, i18n.currentLocale]);
  return state;
}
