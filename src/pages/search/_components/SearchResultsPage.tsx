import React, {useEffect, useId, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import Highlighted from '@site/src/components/Highlighted';
import ResultKind from '@site/src/components/SearchModal/ResultKind';
import SearchError from '@site/src/components/SearchModal/SearchError';
import {DOCS_PLUGIN} from '@site/src/lib/search/context';
import {useDocsVersions, useSearchResults} from '@site/src/lib/search/hooks';
import type {SearchHit} from '@site/src/lib/search/types';
import styles from './SearchResultsPage.module.css';

const PAGE_SIZE = 20;

function HitLink({hit, children}: {hit: SearchHit; children: ReactNode}): ReactNode {
  // Hosted results on another host open with a full page load in the same tab, as the spec asks.
  return hit.external ? (
    <Link href={hit.url} target="_self">
      {children}
    </Link>
  ) : (
    <Link to={hit.url}>{children}</Link>
  );
}

/**
 * The full results list. The query and the docs version ranked first live in the URL
 * (`?q=…&version=5.17`), so a search can be shared, bookmarked and reloaded; typing replaces
 * the history entry instead of adding one per key.
 */
export default function SearchResultsPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const versions = useVersions(DOCS_PLUGIN);
  const {latest, labels} = useDocsVersions();
  const [query, setQuery] = useState('');
  const [versionName, setVersionName] = useState(latest);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const inputId = useId();
  const versionId = useId();

  // Read after hydration: the server-rendered page has no query.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    setQuery(params.get('q') ?? '');
    const version = params.get('version');
    setVersionName(versions.some(({name}) => name === version) ? (version as string) : latest);
  }, [location.search, versions, latest]);

  const state = useSearchResults(query, versionName, limit);
  const trimmed = query.trim();

  const updateParams = (changes: Record<string, string | undefined>) => {
    const params = new URLSearchParams(location.search);
    for (const [name, value] of Object.entries(changes)) {
      if (value) params.set(name, value);
      else params.delete(name);
    }
    const search = params.toString();
    history.replace({pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash});
  };

  const updateQuery = (value: string) => {
    setQuery(value);
    setLimit(PAGE_SIZE);
    updateParams({q: value});
  };

  const updateVersion = (value: string) => {
    setVersionName(value);
    setLimit(PAGE_SIZE);
    updateParams({version: value === latest ? undefined : value});
  };

  const response =
    state.status === 'done' ? state.response : state.status === 'loading' ? state.previous : undefined;

  return (
    <div className={styles.page}>
      <Heading as="h1">
        {trimmed ? (
          <Translate id="search.page.titleWithQuery" values={{query: <q>{trimmed}</q>}}>
            {'Search results for {query}'}
          </Translate>
        ) : (
          <Translate id="search.page.title">Search the documentation</Translate>
        )}
      </Heading>
      <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
        <div className={styles.field}>
          <label htmlFor={inputId}>
            <Translate id="search.page.inputLabel">Search terms</Translate>
          </label>
          <input
            id={inputId}
            className={styles.input}
            type="search"
            name="q"
            autoComplete="off"
            maxLength={128}
            placeholder={translate({id: 'search.modal.label', message: 'Search docs'})}
            value={query}
            onChange={(event) => updateQuery(event.target.value)}
          />
        </div>
        {versions.length > 1 && (
          <div className={styles.field}>
            <label htmlFor={versionId}>
              <Translate id="search.page.versionFirst">Docs version first</Translate>
            </label>
            <select
              id={versionId}
              className={styles.select}
              value={versionName}
              onChange={(event) => updateVersion(event.target.value)}>
              {versions.map((version) => (
                <option key={version.name} value={version.name}>
                  {version.label}
                </option>
              ))}
            </select>
          </div>
        )}
      </form>

      <div role="status" className={styles.count}>
        {state.status === 'done' && trimmed
          ? translate({id: 'search.page.count', message: '{count} pages found'}, {count: String(state.response.total)})
          : ''}
      </div>

      {state.status === 'error' && <SearchError />}
      {state.status === 'done' && trimmed && state.response.total === 0 && (
        <p className={styles.empty}>
          <Translate id="search.modal.noResults" values={{query: <q>{trimmed}</q>}}>
            {'No results for {query}'}
          </Translate>
        </p>
      )}

      {trimmed && response && response.groups.length > 0 && (
        <ol
          className={styles.results}
          aria-busy={state.status === 'loading'}
          data-query={state.status === 'done' ? state.query : undefined}>
          {response.groups.map((group) => (
            <li key={group.pageUrl} className={styles.result}>
              <Heading as="h2" className={styles.resultTitle}>
                <HitLink hit={{...group.hits[0], url: group.pageUrl}}>{group.pageTitle}</HitLink>
              </Heading>
              <ResultKind group={group} versionLabels={labels} className={styles.resultKind} />
              <ul className={styles.hits}>
                {group.hits.map((hit) => (
                  <li key={hit.id}>
                    <HitLink hit={hit}>
                      <Highlighted snippet={hit.title} />
                    </HitLink>
                    <p className={styles.excerpt}>
                      <Highlighted snippet={hit.excerpt} />
                    </p>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}

      {state.status === 'done' && state.response.total > state.response.groups.length && (
        <button type="button" className="button button--secondary" onClick={() => setLimit((value) => value + PAGE_SIZE)}>
          <Translate id="search.page.more">Show more results</Translate>
        </button>
      )}
    </div>
  );
}
