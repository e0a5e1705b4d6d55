import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {CONTACT_FORM_URL, DEMO_FORM_URL} from '@site/src/data/links';
import styles from './ContactSales.module.css';

/** The way to the Rainbond team for the Enterprise Edition. */
export default function ContactSales(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="editions-contact">
      <div className="container">
        <h2 id="editions-contact" className={styles.title}>
          <Translate id="editions.contact.title">Not sure which edition fits?</Translate>
        </h2>
        <p className={styles.text}>
          <Translate id="editions.contact.text">
            Tell the Rainbond team about your environment and plans, or book a demo to see the Enterprise Edition running. Both forms open on Feishu.
          </Translate>
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary" href={CONTACT_FORM_URL}>
            <Translate id="editions.contact.inquiry">Business inquiry</Translate>
          </Link>
          <Link className="button button--outline button--primary" href={DEMO_FORM_URL}>
            <Translate id="editions.contact.demo">Book a demo</Translate>
          </Link>
        </div>
      </div>
    </section>
  );
}
