import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import LineIcon from '@site/src/components/LineIcon';
import PageHeader from '@site/src/components/PageHeader';
import type {FeaturePageContent} from '@site/src/data/features/shared';
import styles from './styles.module.css';

interface Props {
  readonly page: FeaturePageContent;
}

/** The page's header: its only h1, the one-paragraph pitch and the two ways to install. */
export function FeatureHero({page}: Props): ReactNode {
  return (
    <PageHeader as="section" id={page.id} kicker={page.kicker()} title={page.title()} lead={page.description()} wideLead>
      {page.actions.map((action) => (
        <Link
          key={action.to}
          to={action.to}
          className={clsx('button button--lg', action.primary ? 'button--primary' : 'button--outline button--primary')}>
          {action.label()}
        </Link>
      ))}
    </PageHeader>
  );
}

/**
 * One block per capability, text and drawing alternating sides on wide screens. Each
 * block is an h2 with a bullet list; the drawing is decorative.
 */
export function FeatureRows({page}: Props): ReactNode {
  return (
    <div className={styles.rows}>
      {page.rows.map((row, index) => (
        <section
          key={row.id}
          className={clsx(styles.row, index % 2 === 1 && styles.rowReversed)}
          aria-labelledby={`${page.id}-${row.id}`}>
          <div className="container">
            <div className={styles.rowInner}>
              <div className={styles.rowText}>
                <h2 id={`${page.id}-${row.id}`} className={styles.rowTitle}>
                  {row.title()}
                </h2>
                <ul className={styles.bullets}>
                  {row.bullets.map((bullet, bulletIndex) => (
                    <li key={bulletIndex}>{bullet()}</li>
                  ))}
                </ul>
              </div>
              <div className={styles.illustration} aria-hidden="true">
                <LineIcon name={row.icon} size={88} />
              </div>
            </div>
          </div>
        </section>
      ))}
    </div>
  );
}

/** Where to read on: scene and case pages that show the capability in use. */
export function FeatureRelated({page}: Props): ReactNode {
  if (page.related.length === 0) {
    return null;
  }
  return (
    <section className={styles.related} aria-labelledby={`${page.id}-related`}>
      <div className="container">
        <h2 id={`${page.id}-related`} className={styles.relatedTitle}>
          <Translate id="component.featurePage.related.title">See it in practice</Translate>
        </h2>
        <ul className={styles.relatedList}>
          {page.related.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.relatedLink}>
                {link.label()}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The whole layout shared by the four feature pages and /xinchuang. */
export default function FeaturePage({page}: Props): ReactNode {
  return (
    <>
      <FeatureHero page={page} />
      <FeatureRows page={page} />
      <FeatureRelated page={page} />
    </>
  );
}
