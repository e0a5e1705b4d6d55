import React, {Children, isValidElement, useId, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/**
 * The languages of the request samples, in the order scripts/generate-api-docs.mjs writes their
 * code blocks (the children, highlighted at build time).
 */
export const SAMPLE_LANGUAGES = ['curl', 'Python', 'Go', 'JavaScript'] as const;

/** Local storage key of the reader's language (the key the theme's Tabs would use for this group). */
export const SAMPLE_STORAGE_KEY = 'docusaurus.tab.api-request-sample';

// Every block on the page hears a change through these listeners.
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readChoice(): string | null {
  try {
    return localStorage.getItem(SAMPLE_STORAGE_KEY);
  } catch {
    return null; // storage switched off: the samples open on curl
  }
}

/**
 * Request samples in tabs, one per language. It does for the API pages what the theme's Tabs with
 * a groupId does, in a fraction of the code every API page would otherwise carry: the chosen
 * language is the same in every block and on every page and visit, and the page does not jump
 * when blocks above the clicked one change height.
 */
export default function ApiSamples({children}: {readonly children: ReactNode}): ReactNode {
  // The server and the first client render show curl; the stored choice applies right after.
  const stored = useSyncExternalStore(subscribe, readChoice, () => null);
  const selected = Math.max(0, SAMPLE_LANGUAGES.findIndex((label) => label.toLowerCase() === stored));
  const id = useId();
  // Where the clicked tab was on screen, to keep it there once every block has switched.
  const anchor = useRef<[HTMLElement, number]>();

  useLayoutEffect(() => {
    if (anchor.current) {
      const [element, top] = anchor.current;
      anchor.current = undefined;
      const moved = element.getBoundingClientRect().top - top;
      if (moved) window.scrollBy(0, moved);
    }
  }, [selected]);

  const select = (index: number, element: HTMLElement) => {
    anchor.current = [element, element.getBoundingClientRect().top];
    try {
      localStorage.setItem(SAMPLE_STORAGE_KEY, SAMPLE_LANGUAGES[index]!.toLowerCase());
    } catch {
      // not kept for the next visit, still the same on this page
    }
    listeners.forEach((listener) => listener());
  };

  return (
    <div className={styles.samples}>
      <div role="tablist" className={clsx('tabs', styles.tabs)}>
        {SAMPLE_LANGUAGES.map((label, index) => (
          <button
            key={label}
            type="button"
            role="tab"
            id={`${id}${index}`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            className={clsx('tabs__item', styles.tab, index === selected && 'tabs__item--active')}
            onClick={(event) => select(index, event.currentTarget)}
            onKeyDown={(event) => {
              // Arrow keys move along the tabs, as in the WAI-ARIA tabs pattern.
              const step = {ArrowRight: 1, ArrowLeft: -1}[event.key];
              if (step) {
                const target = (index + step + SAMPLE_LANGUAGES.length) % SAMPLE_LANGUAGES.length;
                const tab = event.currentTarget.parentElement!.children[target] as HTMLElement;
                select(target, tab);
                tab.focus();
              }
            }}>
            {label}
          </button>
        ))}
      </div>
      {Children.toArray(children)
        .filter(isValidElement)
        .map((block, index) => (
          <div key={index} role="tabpanel" aria-labelledby={`${id}${index}`} hidden={index !== selected}>
            {block}
          </div>
        ))}
    </div>
  );
}
