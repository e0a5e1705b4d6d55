import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import ButtonRow from '@site/src/components/ButtonRow';
import LineIcon from '@site/src/components/LineIcon';
import {GITHUB_URL} from '@site/src/data/links';
import styles from './Community.module.css';

/** The call to star the project, and where the community meets. */
export default function Community(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-community">
      <div className="container">
        <div className={styles.card}>
          <LineIcon name="star" size={40} className={styles.star} />
          <h2 id="home-community" className={styles.title}>
            <Translate id="home.community.title">Star Rainbond on GitHub</Translate>
          </h2>
          <p className={styles.text}>
            <Translate id="home.community.text">
              Rainbond is developed in the open. If it saves you time, give the project a star: it helps other teams find it and keeps the contributors going. Questions, bugs and ideas are welcome in the issues.
            </Translate>
          </p>
          <ButtonRow className={styles.actions}>
            <Link className="button button--primary button--lg" href={GITHUB_URL}>
              <Translate id="home.community.star">Star on GitHub</Translate>
            </Link>
            <Link className="button button--outline button--primary button--lg" to="/blog">
              <Translate id="home.community.blog">Read the blog</Translate>
            </Link>
            <Link className="button button--outline button--primary button--lg" to="/partners">
              <Translate id="home.community.partners">Become a partner</Translate>
            </Link>
          </ButtonRow>
        </div>
      </div>
    </section>
  );
}
