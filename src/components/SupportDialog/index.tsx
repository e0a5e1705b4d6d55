import React, {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
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
 * The dialog opens at most once per session, after three minutes, so its markup, strings and
 * styles load only then instead of with every page. It is optional: if its chunk cannot load
 * (offline, a deploy replaced it), the page goes on without it.
 */
const Dialog = lazy(() => import('./Dialog').catch(() => ({default: () => null})));

function save(state: SupportDialogState): void {
  writeItem('sessionStorage', SUPPORT_DIALOG_STORAGE_KEY, JSON.stringify(state));
}

/** Asks long-staying readers to star the project (when: src/lib/supportDialog.ts). */
export default function SupportDialog(): ReactNode {
  const [open, setOpen] = useState(false);
  const {pathname} = useLocation();
  const {
    siteConfig: {baseUrl},
    i18n: {currentLocale, defaultLocale},
  } = useDocusaurusContext();
  // The pathname of the first view, read once: later navigations do not re-plan.
  const [firstPath] = useState(pathname);

  useEffect(() => {
    const localeHomes = [baseUrl, currentLocale === defaultLocale ? baseUrl : `${baseUrl}${currentLocale}/`];
    const saved = parseState(readItem('sessionStorage', SUPPORT_DIALOG_STORAGE_KEY));
    const {state, delayMs} = planSupportDialog(saved, firstPath, Date.now(), localeHomes);
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
  }, [baseUrl, currentLocale, defaultLocale, firstPath]);

  if (!open) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <Dialog onClosed={() => setOpen(false)} />
    </Suspense>
  );
}
