import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {RAINSTORE_CONTACT_URL} from '@site/src/data/links';
import styles from './StoreContact.module.css';

export default function StoreContact(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="marketplace-contact">
      <div className="container">
        <h2 id="marketplace-contact" className={styles.title}>
          <Translate id="marketplace.contact.title">Contact us</Translate>
        </h2>
        <p className={styles.text}>
          <Translate id="marketplace.contact.text">
            Planning an app store for your industry or your company? Tell the Rainstore team what you want to sell or deliver; the form opens on Feishu.
          </Translate>
        </p>
        <Link className="button button--primary button--lg" href={RAINSTORE_CONTACT_URL}>
          <Translate id="marketplace.contact.button">Business inquiry</Translate>
        </Link>
      </div>
    </section>
  );
}
