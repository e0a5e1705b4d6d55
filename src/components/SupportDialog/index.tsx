import React, {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {readItem, writeItem} from '@site/src/lib/storage';
import {
  parseState,
  planSupportDialog,
  SUPPORT_DIALOG_STORAGE_KEY,
  type SupportDialogState,
} from '@site/src/lib/supportDialog';

/**
 * The dialog's markup and strings load only when it opens, after minutes on the site, not with
 * every page (Root is in every page's first load). A chunk that cannot load (offline, a deploy
 * replaced it) leaves the page as it is: the request is optional.
 */
const Dialog = lazy(() => import('./Dialog').catch(() => ({default: () => null})));

function save(state: SupportDialogState): void {
  writeItem('sessionStorage', SUPPORT_DIALOG_STORAGE_KEY, JSON.stringify(state));
}

/** Asks long-staying readers to star the project, once per session (rules in src/lib/supportDialog.ts). */
export default function SupportDialog(): ReactNode {
  const [open, setOpen] = useState(false);
  const {pathname} = useLocation();
  const {
    siteConfig: {baseUrl},
    i18n: {currentLocale, defaultLocale},
  } = useDocusaurusContext();
  // The pathname of the first view, read once: later navigations do not re-plan.
  const firstPathRef = useRef(pathname);

  useEffect(() => {
    const localeHomes = [baseUrl, currentLocale === defaultLocale ? baseUrl : `${baseUrl}${currentLocale}/`];
    const saved = parseState(readItem('sessionStorage', SUPPORT_DIALOG_STORAGE_KEY));
    const {state, delayMs} = planSupportDialog(saved, firstPathRef.current, Date.now(), localeHomes);
    if (!saved) {
      save(state);
    }
    if (delayMs === null) {
      return undefined;
    }
    const timer = window.setTimeout(() => {
      save({...state, shown: true});
      setOpen(true);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [baseUrl, currentLocale, defaultLocale]);

  if (!open) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <Dialog onClosed={() => setOpen(false)} />
    </Suspense>
  );
}
