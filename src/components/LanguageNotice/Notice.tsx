import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {pathInLocale, type SiteLocale} from '@site/src/lib/languageNotice';
import styles from './styles.module.css';

/**
 * The notice is written in the language it suggests, not in the page's: an English page shows it
 * in Chinese, a Chinese page in English. Each build only ever shows the other language's strings.
 */
function strings(locale: SiteLocale) {
  return locale === 'zh'
    ? {
        lang: 'zh-CN',
        label: translate({id: 'languageNotice.zh.label', message: '语言建议'}),
        text: translate({id: 'languageNotice.zh.text', message: '本页有中文版。'}),
        link: translate({id: 'languageNotice.zh.link', message: '阅读中文版'}),
        dismiss: translate({id: 'languageNotice.zh.dismiss', message: '不再提示'}),
      }
    : {
        lang: 'en',
        label: translate({id: 'languageNotice.en.label', message: 'Language suggestion'}),
        text: translate({id: 'languageNotice.en.text', message: 'This page is also available in English.'}),
        link: translate({id: 'languageNotice.en.link', message: 'Read it in English'}),
        dismiss: translate({id: 'languageNotice.en.dismiss', message: 'Do not show again'}),
      };
}

interface Props {
  readonly suggested: SiteLocale;
  readonly onDismiss: () => void;
}

/** The notice itself, in the suggested language, linking the same page in that language. */
export default function Notice({suggested, onDismiss: dismiss}: Props): ReactNode {
  const {
    i18n: {currentLocale, defaultLocale},
  } = useDocusaurusContext();
  const {pathname, search, hash} = useLocation();
  const text = strings(suggested);
  return (
    <aside
      className={styles.notice}
      lang={text.lang}
      aria-label={text.label}
      onKeyDown={(event) => event.key === 'Escape' && dismiss()}>
      <p className={styles.text}>
        {text.text}{' '}
        {/* pathname:// makes it a full page load: the other locale is a separate build with its own
            router. The path already names its locale, so this build's base URL (/zh/) is not added. */}
        <Link
          to={`pathname://${pathInLocale(pathname, currentLocale, suggested, defaultLocale)}${search}${hash}`}
          autoAddBaseUrl={false}
          target="_self"
          hrefLang={text.lang}>
          {text.link}
        </Link>
      </p>
      <button type="button" className={styles.dismiss} aria-label={text.dismiss} title={text.dismiss} onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
