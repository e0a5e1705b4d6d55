import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
// Relative imports only: the e2e fixture site (tests/fixtures/translation-site) renders this page
// too, and there `@site` is the fixture's folder.
import type {SectionId} from '../../lib/translationSources';
import type {BehindPage, TranslationStatusData} from '../../../plugins/translation-status';
import styles from './styles.module.css';

function sectionLabel(section: SectionId): string {
  switch (section) {
    case 'docs':
      return translate({id: 'translationStatus.section.docs', message: 'Docs V6.2', description: 'Row of the translation status table: the current docs'});
    case 'docs-5.17':
      return translate({id: 'translationStatus.section.docs517', message: 'Docs V5.17', description: 'Row of the translation status table: the previous docs version'});
    case 'blog':
      return translate({id: 'translationStatus.section.blog', message: 'Blog', description: 'Row of the translation status table: blog posts'});
    case 'pages':
      return translate({id: 'translationStatus.section.pages', message: 'Case studies and other pages', description: 'Row of the translation status table: case studies, use cases, privacy notice'});
  }
}

/**
 * URLs here carry their locale's base URL, and half of them lead to the other locale's app:
 * `pathname://` makes plain links that load the page, kept out of this locale's link check
 * (the plugin took them from the built routes).
 */
function PageLink({url, english = false}: {readonly url: string; readonly english?: boolean}): ReactNode {
  return (
    <Link to={`pathname://${url}`} autoAddBaseUrl={false} target="_self" hrefLang={english ? 'en' : undefined}>
      {url}
    </Link>
  );
}

function BehindItem({page}: {readonly page: BehindPage}): ReactNode {
  const translation = page.translationUrl ? <PageLink url={page.translationUrl} /> : <code>{page.translationPath}</code>;
  if (page.state === 'behind') {
    return (
      <li>
        {translation}{' '}
        <Translate
          id="translationStatus.behind.changed"
          description="Item of the list of outdated translations; {source} links the English page"
          values={{source: page.sourceUrl ? <PageLink url={page.sourceUrl} english /> : <code>{page.sourcePath}</code>}}>
          {'(English page changed since: {source})'}
        </Translate>
      </li>
    );
  }
  return (
    <li>
      {translation}{' '}
      <Translate id="translationStatus.behind.unrecorded" description="Item of the list of outdated translations: the page does not say which English page it translates">
        (no English source recorded)
      </Translate>
    </li>
  );
}

/**
 * /translation-status, added by plugins/translation-status with its figures as a route module:
 * how much of each section is translated and how much of the translation is current.
 */
export default function TranslationStatusPage({status}: {readonly status: TranslationStatusData}): ReactNode {
  return (
    <Layout
      title={translate({id: 'translationStatus.meta.title', message: 'Translation status'})}
      description={translate({
        id: 'translationStatus.meta.description',
        message: 'How much of the Rainbond website is translated into Chinese, and which translated pages are behind their English version.',
      })}>
      <main className={clsx('container', styles.page)}>
        <header className={styles.header}>
          <Heading as="h1" id="translation-status">
            <Translate id="translationStatus.header.title">Translation status</Translate>
          </Heading>
          <p className={styles.lead}>
            <Translate id="translationStatus.header.lead">
              Each Chinese page records the English page it translates. When the English page changes afterwards, the Chinese page counts as behind, and it says so at its top until a translator has brought it up to date. These figures are computed when the site is built.
            </Translate>
          </p>
        </header>
        <div>
          <table className={styles.table}>
            <caption className={styles.caption}>
              <Translate id="translationStatus.table.caption">Chinese pages per section</Translate>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Translate id="translationStatus.table.section">Section</Translate>
                </th>
                <th scope="col">
                  <Translate id="translationStatus.table.english">English pages</Translate>
                </th>
                <th scope="col">
                  <Translate id="translationStatus.table.translated">Translated</Translate>
                </th>
                <th scope="col">
                  <Translate id="translationStatus.table.current">Up to date</Translate>
                </th>
                <th scope="col">
                  <Translate id="translationStatus.table.behind">Behind</Translate>
                </th>
              </tr>
            </thead>
            <tbody>
              {status.counts.map((count) => (
                <tr key={count.section} data-section={count.section}>
                  <th scope="row">{sectionLabel(count.section)}</th>
                  <td data-count="english">{count.english}</td>
                  <td data-count="translated">{count.translated}</td>
                  <td data-count="current">{count.current}</td>
                  <td data-count="behind">{count.behind}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Heading as="h2" id="behind">
            <Translate id="translationStatus.behind.title">Pages behind their English version</Translate>
          </Heading>
          {status.behind.length === 0 ? (
            <p>
              <Translate id="translationStatus.behind.none">Every translated page is up to date with its English version.</Translate>
            </p>
          ) : (
            <ul className={styles.behind}>
              {status.behind.map((page) => (
                <BehindItem key={page.translationPath} page={page} />
              ))}
            </ul>
          )}
        </div>
      </main>
    </Layout>
  );
}
