import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {EDITION_IDS, comparison, editionNames, type Availability} from '@site/src/data/editions';
import VisuallyHidden from '@site/src/components/VisuallyHidden';
import styles from './ComparisonTable.module.css';

/** ✓ / ✗ are drawn for the eye; screen readers hear "Included" / "Not included". */
function Cell({value}: {value: Availability}): ReactNode {
  if (typeof value === 'function') {
    return <span className={styles.text}>{value()}</span>;
  }
  return value ? (
    <>
      <span className={styles.yes} aria-hidden="true">
        ✓
      </span>
      <VisuallyHidden>{translate({id: 'editions.matrix.included', message: 'Included'})}</VisuallyHidden>
    </>
  ) : (
    <>
      <span className={styles.no} aria-hidden="true">
        ✗
      </span>
      <VisuallyHidden>{translate({id: 'editions.matrix.notIncluded', message: 'Not included'})}</VisuallyHidden>
    </>
  );
}

/**
 * The feature matrix as a real table: column headers are the editions, each group of rows
 * has a row-group header, and each feature is a row header, so a screen reader announces
 * "Rainbond Cloud, SLA guarantee, Included".
 */
export default function ComparisonTable(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="editions-compare">
      <div className="container">
        <h2 id="editions-compare" className={styles.title}>
          <Translate id="editions.matrix.title">Compare editions</Translate>
        </h2>
        <div
          className={styles.scroller}
          role="region"
          aria-labelledby="editions-compare"
          // Focusable so keyboard users can scroll the table sideways on narrow screens.
          tabIndex={0}>
          <table className={styles.table}>
            <caption className={styles.caption}>
              <Translate id="editions.matrix.caption">
                Features of the Community Edition, Rainbond Cloud and the Enterprise Edition. ✓ means included, ✗ means not included.
              </Translate>
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.featureColumn}>
                  <Translate id="editions.matrix.feature">Feature</Translate>
                </th>
                {EDITION_IDS.map((id) => (
                  <th key={id} scope="col" className={styles.editionColumn}>
                    {editionNames[id]()}
                  </th>
                ))}
              </tr>
            </thead>
            {comparison.map((group) => (
              <tbody key={group.id}>
                <tr className={styles.groupRow}>
                  <th scope="rowgroup" colSpan={EDITION_IDS.length + 1}>
                    {group.title()}
                  </th>
                </tr>
                {group.rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row" className={styles.feature}>
                      {row.feature()}
                    </th>
                    {EDITION_IDS.map((id) => (
                      <td key={id} className={styles.value}>
                        <Cell value={row.values[id]} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      </div>
    </section>
  );
}
