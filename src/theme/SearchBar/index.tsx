import React, {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import SearchUnavailable from '@site/src/components/SearchModal/Unavailable';
import styles from './styles.module.css';

/** The modal's code loads on first intent (hover, focus, shortcut), not with every page. */
const loadModal = () => import('@site/src/components/SearchModal');
const SearchModal = lazy(() => loadModal().catch(() => ({default: SearchUnavailable})));

/** Key caps of the shortcut: symbols, the same in every language. */
const APPLE_KEYS = ['⌘', 'K'];
const OTHER_KEYS = ['Ctrl', 'K'];

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/**
 * The theme's search slot (the classic theme ships none). A DocSearch-style button that
 * opens the search modal; Ctrl/⌘+K toggles it from anywhere, "/" opens it when the reader
 * is not typing in a field.
 */
export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const [apple, setApple] = useState<boolean | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const restoreFocus = useRef(false);

  const close = useCallback(() => {
    restoreFocus.current = true;
    setOpen(false);
  }, []);

  useEffect(() => {
    // Only once the dialog has closed: while it is modal the button is inert and cannot
    // take focus, and closing it hands focus back to whatever had it before it opened.
    if (!open && restoreFocus.current) {
      restoreFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [open]);

  useEffect(() => {
    // Shown after hydration only: the server cannot know the reader's keyboard.
    setApple(/Mac|iPhone|iPad/.test(navigator.platform));
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen((value) => !value);
      } else if (event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isEditable(event.target)) {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const preload = () => {
    void loadModal().catch(() => undefined);
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={translate({id: 'search.button.label', message: 'Search'})}
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
        data-early-tap=""
        onClick={() => setOpen(true)}
        onMouseEnter={preload}
        onFocus={preload}
        onTouchStart={preload}>
        <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path
            d="M14.4 13l4.3 4.3-1.4 1.4-4.3-4.3a7.5 7.5 0 1 1 1.4-1.4zM8.5 14a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11z"
            fill="currentColor"
          />
        </svg>
        <span className={styles.label} aria-hidden="true">
          {translate({id: 'search.button.label', message: 'Search'})}
        </span>
        {/* The key caps are drawn by CSS from data-key, with empty alternative text: the
            shortcut reaches assistive technology through aria-keyshortcuts, and as text in the
            button the caps would read as part of its label ("Search Ctrl K"), which the
            accessible name "Search" must contain (WCAG 2.5.3, axe label-content-name-mismatch).
            The server cannot know the reader's keyboard, so it renders the caps' box hidden:
            their room is kept and showing them after hydration moves nothing in the bar. */}
        <span className={clsx(styles.keys, apple === null && styles.keysUnknown)} aria-hidden="true">
          {(apple ? APPLE_KEYS : OTHER_KEYS).map((key) => (
            <span key={key} className={styles.key} data-key={key} />
          ))}
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchModal onClose={close} />
        </Suspense>
      )}
    </>
  );
}
