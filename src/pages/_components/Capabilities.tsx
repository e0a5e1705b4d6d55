import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import LineIcon from '@site/src/components/LineIcon';
import {capabilities} from '@site/src/data/home';
import {APP_STORE_HOST, APP_STORE_URL} from '@site/src/data/links';
import styles from './Capabilities.module.css';

/** The core capabilities, each linking to the page that explains it, and what the app counts mean. */
export default function Capabilities(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-capabilities">
      <div className="container">
        <h2 id="home-capabilities" className={styles.title}>
          <Translate id="home.capabilities.title">Core capabilities</Translate>
        </h2>
        <p className={styles.intro}>
          <Translate id="home.capabilities.intro">
            100% open source and compatible with the Kubernetes API: everything below works on the clusters you already have.
          </Translate>
        </p>
        <ul className={styles.grid}>
          {capabilities.map((capability) => (
            <li key={capability.id} className={styles.card}>
              <span className={styles.icon}>
                <LineIcon name={capability.icon} size={28} />
              </span>
              <h3 className={styles.cardTitle}>
                <Link to={capability.to} className={styles.cardLink}>
                  {capability.title()}
                </Link>
              </h3>
              <p className={styles.cardText}>{capability.summary()}</p>
            </li>
          ))}
        </ul>
        <aside className={styles.note} aria-labelledby="home-app-counts">
          <h3 id="home-app-counts" className={styles.noteTitle}>
            <Translate id="home.capabilities.apps.title">80+ or 500+ apps? Both, counted differently</Translate>
          </h3>
          <p>
            <Translate id="home.capabilities.apps.curated">
              80+ open-source apps and plugins are integrated and documented by the Rainbond project itself, with install guides you can follow.
            </Translate>
          </p>
          <p>
            <Translate
              id="home.capabilities.apps.store"
              values={{
                store: <Link href={APP_STORE_URL}>{APP_STORE_HOST}</Link>,
              }}>
              {'500+ apps are what the open-source app store at {store} offers for one-click installation into Rainbond.'}
            </Translate>
          </p>
        </aside>
      </div>
    </section>
  );
}
