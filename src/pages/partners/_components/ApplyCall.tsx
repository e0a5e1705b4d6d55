import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {PARTNER_FORM_URL} from '@site/src/data/links';
import styles from './ApplyCall.module.css';

export default function ApplyCall(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="partners-apply">
      <div className="container">
        <h2 id="partners-apply" className={styles.title}>
          <Translate id="partners.apply.title">Put your project in front of Rainbond users</Translate>
        </h2>
        <p className={styles.text}>
          <Translate id="partners.apply.text">
            Fill in the application form on Feishu and the Rainbond team will get back to you to plan the packaging and the announcement.
          </Translate>
        </p>
        <Link className="button button--primary button--lg" href={PARTNER_FORM_URL}>
          <Translate id="partners.apply.button">Apply to become a partner</Translate>
        </Link>
      </div>
    </section>
  );
}
