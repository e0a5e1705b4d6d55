import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {CONTACT_FORM_URL} from '@site/src/data/links';
import styles from './ShareStory.module.css';

/** Invites users to tell their own story. */
export default function ShareStory(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="case-share">
      <div className="container">
        <h2 id="case-share" className={styles.title}>
          <Translate id="case.share.title">Running Rainbond in production?</Translate>
        </h2>
        <p className={styles.text}>
          <Translate id="case.share.text">
            Tell us how you use it. Your story helps other teams decide, and we will write it up with you.
          </Translate>
        </p>
        <Link className="button button--primary" href={CONTACT_FORM_URL}>
          <Translate id="case.share.contact">Contact us</Translate>
        </Link>
      </div>
    </section>
  );
}
