import React, {useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate, {translate} from '@docusaurus/Translate';
import Highlighted from '@site/src/components/Highlighted';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import {plainText} from '@site/src/lib/search/highlight';
import {searchPagePath} from '@site/src/lib/search/context';
import {useDocsVersions, useSearchResults} from '@site/src/lib/search/hooks';
import {readRecent, rememberHit, type RecentHit} from '@site/src/lib/search/recent';
import type {SearchGroup, SearchHit} from '@site/src/lib/search/types';
import SearchDialog from './SearchDialog';
import ResultKind from './ResultKind';
import SearchError from './SearchError';
import styles from './styles.module.css';

/** Pages listed in the modal; the search page shows the rest. */
const MODAL_PAGES = 8;

interface Props {
  readonly onClose: () => void;
  /** A character typed to open the modal, kept as the start of the query. */
  readonly initialQuery?: string;
}

/** One selectable row, whether a result or a recent search. */
interface Option {
  readonly key: string;
  readonly url: string;
  readonly external: boolean;
  readonly title: string;
  readonly pageTitle: string;
  readonly excerpt?: string;
}

function SearchIcon(): ReactNode {
  return (
    <svg className={styles.icon} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M14.4 13l4.3 4.3-1.4 1.4-4.3-4.3a7.5 7.5 0 1 1 1.4-1.4zM8.5 14a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11z"
        fill="currentColor"
      />
    </svg>
  );
}

function suggestions(): string[] {
  return [
    translate({id: 'search.suggestion.install', message: 'quick install'}),
    translate({id: 'search.suggestion.helm', message: 'Helm'}),
    translate({id: 'search.suggestion.gateway', message: 'gateway'}),
    translate({id: 'search.suggestion.offline', message: 'offline delivery'}),
  ];
}

function toOptions(groups: readonly SearchGroup[]): Option[] {
  return groups.flatMap((group) =>
    group.hits.map((hit: SearchHit) => ({
      key: hit.id,
      url: hit.url,
      external: hit.external,
      title: hit.title,
      pageTitle: group.pageTitle,
      excerpt: hit.excerpt,
    })),
  );
}

/**
 * The search modal, loaded on demand: a combobox (the query) that controls a listbox (the
 * results, grouped by page). Arrow keys move the active option, Enter opens it, Esc closes.
 */
export default function SearchModal({onClose, initialQuery = ''}: Props): ReactNode {
  const {i18n} = useDocusaurusContext();
  const history = useHistory();
  const versions = useDocsVersions();
  const [query, setQuery] = useState(initialQuery);
  const [activeIndex, setActiveIndex] = useState(0);
  const [recent, setRecent] = useState<RecentHit[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const state = useSearchResults(query, versions.reader, MODAL_PAGES);

  useEffect(() => {
    setRecent(readRecent(i18n.currentLocale));
    inputRef.current?.focus();
  }, [i18n.currentLocale]);

  const trimmed = query.trim();
  const response =
    state.status === 'done' ? state.response : state.status === 'loading' ? state.previous : undefined;
  const groups: readonly SearchGroup[] = useMemo(() => (trimmed ? (response?.groups ?? []) : []), [trimmed, response]);
  const options: Option[] = useMemo(
    () =>
      trimmed
        ? toOptions(groups)
        : recent.map((item) => ({...item, key: `recent-${item.url}`})),
    [trimmed, groups, recent],
  );

  useEffect(() => setActiveIndex(0), [options]);

  useEffect(() => {
    listRef.current
      ?.querySelector<HTMLElement>(`[data-option-index="${activeIndex}"]`)
      ?.scrollIntoView({block: 'nearest'});
  }, [activeIndex]);

  const optionId = (index: number) => `${baseId}-option-${index}`;
  const listId = `${baseId}-list`;

  const choose = (option: Option) => {
    setRecent(
      rememberHit(i18n.currentLocale, {
        url: option.url,
        external: option.external,
        title: plainText(option.title),
        pageTitle: plainText(option.pageTitle),
      }),
    );
    onClose();
    if (option.external) {
      window.location.assign(option.url);
    } else {
      history.push(option.url);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length) {
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((index) => (index + step + options.length) % options.length);
      }
    } else if (event.key === 'Enter') {
      const option = options[activeIndex];
      if (option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Escape') {
      // A search-type input would use Escape to clear itself and keep the dialog open;
      // DocSearch closes on the first Escape, and so do we.
      event.preventDefault();
      onClose();
    }
  };

  const onOptionClick = (event: MouseEvent<HTMLAnchorElement>, option: Option) => {
    // Let the browser handle new-tab and new-window clicks.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    choose(option);
  };

  const renderOption = (option: Option, index: number) => (
    <Link
      key={option.key}
      id={optionId(index)}
      to={option.url}
      role="option"
      tabIndex={-1}
      aria-selected={index === activeIndex}
      data-option-index={index}
      className={styles.option}
      onMouseMove={() => index !== activeIndex && setActiveIndex(index)}
      onClick={(event) => onOptionClick(event, option)}>
      <span className={styles.optionTitle}>
        <Highlighted snippet={option.title} />
      </span>
      {option.excerpt ? (
        <span className={styles.optionExcerpt}>
          <Highlighted snippet={option.excerpt} />
        </span>
      ) : (
        <span className={styles.optionExcerpt}>{option.pageTitle}</span>
      )}
    </Link>
  );

  // Messages sit outside the listbox: a listbox may only own options (and their groups).
  let list: ReactNode = null;
  let message: ReactNode = null;
  let index = 0;
  if (!trimmed) {
    if (recent.length) {
      list = (
        <div role="group" aria-labelledby={`${baseId}-recent`} className={styles.group}>
          <div id={`${baseId}-recent`} className={styles.groupTitle}>
            <Translate id="search.modal.recent">Recent</Translate>
          </div>
          {options.map((option) => renderOption(option, index++))}
        </div>
      );
    } else {
      message = (
        <p className={styles.message}>
          <Translate id="search.modal.noRecent">No recent searches</Translate>
        </p>
      );
    }
  } else if (state.status === 'error') {
    message = <SearchError />;
  } else if (state.status === 'done' && groups.length === 0) {
    message = (
      <div className={styles.message}>
        <p className={styles.messageTitle}>
          <Translate id="search.modal.noResults" values={{query: <q className={styles.query}>{trimmed}</q>}}>
            {'No results for {query}'}
          </Translate>
        </p>
        <p>
          <Translate id="search.modal.tryInstead">Try searching for</Translate>
        </p>
        <ul className={styles.suggestions}>
          {suggestions().map((term) => (
            <li key={term}>
              <button type="button" className={styles.suggestion} onClick={() => setQuery(term)}>
                {term}
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (groups.length) {
    list = groups.map((group, groupIndex) => (
      <div
        key={group.pageUrl}
        role="group"
        aria-labelledby={`${baseId}-group-${groupIndex}`}
        className={styles.group}>
        <div id={`${baseId}-group-${groupIndex}`} className={styles.groupTitle}>
          {group.pageTitle}
          <ResultKind group={group} versionLabels={versions.labels} />
        </div>
        {group.hits.map(() => renderOption(options[index], index++))}
      </div>
    ));
  }

  const total = state.status === 'done' ? state.response.total : 0;
  const hasList = options.length > 0;

  return (
    <SearchDialog onClose={onClose}>
      <form
        className={styles.searchBox}
        role="search"
        onSubmit={(event) => event.preventDefault()}
        onReset={() => {
          setQuery('');
          inputRef.current?.focus();
        }}>
        <label htmlFor={`${baseId}-input`} className={styles.inputLabel}>
          <SearchIcon />
          <VisuallyHidden>
            <Translate id="search.modal.label">Search docs</Translate>
          </VisuallyHidden>
        </label>
        <input
          ref={inputRef}
          id={`${baseId}-input`}
          className={styles.input}
          type="search"
          role="combobox"
          aria-expanded={hasList}
          aria-controls={hasList ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={hasList ? optionId(activeIndex) : undefined}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          maxLength={128}
          placeholder={translate({id: 'search.modal.label', message: 'Search docs'})}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {query && (
          <button
            type="reset"
            className={styles.clear}
            aria-label={translate({id: 'search.modal.clear', message: 'Clear the query'})}
            title={translate({id: 'search.modal.clear', message: 'Clear the query'})}>
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        )}
        <button type="button" className={styles.cancel} onClick={onClose}>
          <Translate id="search.modal.cancel">Cancel</Translate>
        </button>
      </form>
      <div ref={listRef} className={styles.results}>
        {list && (
          <div
            id={listId}
            role="listbox"
            aria-label={translate({id: 'search.modal.results', message: 'Search results'})}
            aria-busy={state.status === 'loading'}>
            {list}
          </div>
        )}
        {message}
      </div>
      <VisuallyHidden role="status">
        {state.status === 'done'
          ? translate({id: 'search.modal.resultCount', message: '{count} results'}, {count: String(total)})
          : ''}
      </VisuallyHidden>
      {state.status === 'done' && total > 0 && (
        <div className={styles.footer}>
          <Link className={styles.seeAll} to={searchPagePath(trimmed, versions.reader, versions.latest)} onClick={onClose}>
            <Translate id="search.modal.seeAll" values={{count: total}}>
              {'See all {count} results'}
            </Translate>
          </Link>
        </div>
      )}
    </SearchDialog>
  );
}
