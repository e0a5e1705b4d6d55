import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {storeCustomers} from '@site/src/data/marketplace';
import styles from './StoreCases.module.css';

/** Customers that run a Rainstore, one card each (all visible at once: no tabs). */
export default function StoreCases(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="marketplace-cases">
      <div className="container">
        <h2 id="marketplace-cases" className={styles.title}>
          <Translate id="marketplace.cases.title">Customer stories</Translate>
        </h2>
        <ul className={styles.grid}>
          {storeCustomers.map((customer) => (
            <li key={customer.id} className={styles.card}>
              <h3 className={styles.name}>{customer.name()}</h3>
              <p className={styles.story}>{customer.story()}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
