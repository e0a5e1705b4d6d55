import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useAlternatePageUtils} from '@docusaurus/theme-common/internal';
import styles from './styles.module.css';

/**
 * The note under the title of a translated page whose English source changed after the
 * translation was recorded (plugins/translation-status adds it at build time, only to those
 * pages), with a link to the English page at the same path.
 */
export default function TranslationBehind(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const english = useAlternatePageUtils().createUrl({locale: i18n.defaultLocale, fullyQualified: false});
  return (
    <div className={styles.notice} role="note" data-translation-behind="">
      <p>
        <Translate id="translationStatus.notice.text" description="Under the title of a translated page whose English original changed after it was translated">
          This translation may be behind the English version: the English page has changed since it was translated.
        </Translate>{' '}
        {/* Another locale is another single-page app: `pathname://` makes a plain link that loads
            it, as the language menu's links do, and keeps it out of this locale's link check. */}
        <Link to={`pathname://${english}`} hrefLang={i18n.defaultLocale} autoAddBaseUrl={false} target="_self">
          <Translate id="translationStatus.notice.link" description="Link from the outdated-translation notice to the English page">
            Read the English page
          </Translate>
        </Link>
      </p>
    </div>
  );
}
