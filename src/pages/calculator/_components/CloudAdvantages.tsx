import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import LineIcon from '@site/src/components/LineIcon';
import {cloudAdvantages} from '@site/src/data/pricing';
import {CLOUD_URL} from '@site/src/data/links';
import styles from './CloudAdvantages.module.css';

/** Why Rainbond Cloud: four advantages and the way in. */
export default function CloudAdvantages(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="calculator-why">
      <div className="container">
        <h2 id="calculator-why" className={styles.title}>
          <Translate id="calculator.advantages.title">Why Rainbond Cloud</Translate>
        </h2>
        <ul className={styles.grid}>
          {cloudAdvantages.map((advantage) => (
            <li key={advantage.id} className={styles.card}>
              <span className={styles.icon}>
                <LineIcon name={advantage.icon} size={28} />
              </span>
              <h3 className={styles.cardTitle}>{advantage.title()}</h3>
              <p className={styles.cardText}>{advantage.text()}</p>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" href={CLOUD_URL}>
            <Translate id="calculator.advantages.start">Start on Rainbond Cloud</Translate>
          </Link>
          <Link className="button button--outline button--primary button--lg" to="/enterprise_server">
            <Translate id="calculator.advantages.editions">Compare editions</Translate>
          </Link>
        </div>
      </div>
    </section>
  );
}
