/**
 * The language suggestion: a reader whose browser prefers the site's other language gets a
 * notice linking the same page in that language (src/components/LanguageNotice). Never an
 * automatic redirect: the reader chooses, and a dismissal is remembered in localStorage.
 */
export const LANGUAGE_NOTICE_STORAGE_KEY = 'rainbond.languageNotice.dismissed';

export type SiteLocale = 'en' | 'zh';

/**
 * The site locale the reader prefers, when it is not the page's: the first of the browser's
 * languages (most preferred first) that the site has. `zh-TW` counts as Chinese: the Simplified
 * Chinese pages are closer to a Traditional Chinese reader than the English ones.
 */
export function suggestedLocale(languages: readonly string[], pageLocale: string): SiteLocale | null {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    if (primary === 'en' || primary === 'zh') {
      return primary === pageLocale ? null : primary;
    }
  }
  return null;
}

/** The same page in another locale: the default locale at the root, the others under `/<locale>`. */
export function pathInLocale(pathname: string, from: string, to: string, defaultLocale: string): string {
  const root = from === defaultLocale ? pathname : pathname.slice(`/${from}`.length) || '/';
  return to === defaultLocale ? root : `/${to}${root}`;
}
