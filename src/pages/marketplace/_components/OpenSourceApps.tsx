import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {APP_STORE_HOST, APP_STORE_URL} from '@site/src/data/links';
import styles from './OpenSourceApps.module.css';

/** Shown large beside the text, which repeats it for screen readers. */
const APP_COUNT = '500+';

/** The 500+ apps of the open-source app store. */
export default function OpenSourceApps(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="marketplace-apps">
      <div className="container">
        <div className={styles.band}>
          <p className={styles.figure} aria-hidden="true">
            {APP_COUNT}
          </p>
          <div>
            <h2 id="marketplace-apps" className={styles.title}>
              <Translate id="marketplace.apps.title">500+ open-source apps, ready to install</Translate>
            </h2>
            <p className={styles.text}>
              <Translate id="marketplace.apps.text" values={{store: APP_STORE_HOST}}>
                {'The open-source app store at {store} offers 500+ apps for one-click installation into Rainbond. Browse it to see what a store looks like from the buyer side.'}
              </Translate>
            </p>
            <Link className="button button--primary" href={APP_STORE_URL}>
              <Translate id="marketplace.apps.visit">Browse the open-source app store</Translate>
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
