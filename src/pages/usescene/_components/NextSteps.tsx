import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {DEMO_FORM_URL} from '@site/src/data/links';
import styles from './NextSteps.module.css';

/** After the scenes: try it yourself, or ask for a demo of your own scene. */
export default function NextSteps(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="usescene-next">
      <div className="container">
        <h2 id="usescene-next" className={styles.title}>
          <Translate id="usescene.next.title">Try your own scene</Translate>
        </h2>
        <p className={styles.text}>
          <Translate id="usescene.next.text">
            Install Rainbond on one machine and follow the getting-started guide, or book a demo and walk through your case with the Rainbond team.
          </Translate>
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary" to="/docs/quick-start/getting-started">
            <Translate id="usescene.next.start">Get started</Translate>
          </Link>
          <Link className="button button--outline button--primary" href={DEMO_FORM_URL}>
            <Translate id="usescene.next.demo">Book a demo</Translate>
          </Link>
        </div>
      </div>
    </section>
  );
}
