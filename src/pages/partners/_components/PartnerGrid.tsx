import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {partnerKindLabels, partners} from '@site/src/data/partners';
import styles from './PartnerGrid.module.css';

/** The partners, four per row on desktop, each linking to the article about it. */
export default function PartnerGrid(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="partners-list">
      <div className="container">
        <h2 id="partners-list" className={styles.title}>
          <Translate id="partners.list.title">Our partners</Translate>
        </h2>
        <ul className={styles.grid}>
          {partners.map((partner) => (
            <li key={partner.name} className={styles.card}>
              <span className={clsx(styles.tag, partner.kind === 'plugin' ? styles.plugin : styles.application)}>
                {partnerKindLabels[partner.kind]()}
              </span>
              <h3 className={styles.name}>
                <Link to={partner.to} className={styles.link}>
                  {partner.name}
                </Link>
              </h3>
              <p className={styles.description}>{partner.description()}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
