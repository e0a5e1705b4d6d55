import React, {lazy, Suspense, useEffect, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {LANGUAGE_NOTICE_STORAGE_KEY, suggestedLocale, type SiteLocale} from '@site/src/lib/languageNotice';
import {readItem, writeItem} from '@site/src/lib/storage';

/**
 * Most readers read the site in the language their browser prefers and never see the notice,
 * so its markup, strings and styles load only for those who will (a few hundred bytes less on
 * every page for everyone else).
 */
const Notice = lazy(() =>
  // A suggestion is optional: if its chunk cannot load (offline, a deploy replaced it), the page
  // goes on without it rather than failing in Root.
  import('./Notice').catch(() => ({default: () => null})),
);

/**
 * Suggests the page in the reader's language when the browser prefers the site's other one
 * (rules in src/lib/languageNotice.ts). Decided only after mount, so the server-rendered page
 * (what crawlers and readers without JavaScript get) never contains it; fixed at the bottom of
 * the viewport, so showing it moves nothing on the page.
 */
export default function LanguageNotice(): ReactNode {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const [suggested, setSuggested] = useState<SiteLocale | null>(null);

  useEffect(() => {
    const locale = suggestedLocale(navigator.languages ?? [navigator.language], currentLocale);
    if (locale && readItem('localStorage', LANGUAGE_NOTICE_STORAGE_KEY) !== locale) {
      setSuggested(locale);
    }
  }, [currentLocale]);

  if (!suggested) {
    return null;
  }
  // Where storage fails the notice still closes, for this page view.
  const dismiss = () => {
    writeItem('localStorage', LANGUAGE_NOTICE_STORAGE_KEY, suggested);
    setSuggested(null);
  };
  return (
    <Suspense fallback={null}>
      <Notice suggested={suggested} onDismiss={dismiss} />
    </Suspense>
  );
}
