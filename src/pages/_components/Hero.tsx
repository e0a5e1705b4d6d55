import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import ButtonRow from '@site/src/components/ButtonRow';
import {headlineFigures} from '@site/src/data/home';
import {CLOUD_URL} from '@site/src/data/links';
import styles from './Hero.module.css';

/** The promise, the two ways to start, and the headline figures. Holds the page's h1. */
export default function Hero(): ReactNode {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className="container">
        <p className={styles.kicker}>
          <Translate id="home.hero.kicker">Open-source cloud-native application management platform</Translate>
        </p>
        <h1 id="home-title" className={styles.title}>
          <span className={styles.titleLine}>
            <Translate id="home.hero.title">No need to learn Kubernetes</Translate>
          </span>{' '}
          <span className={styles.subtitleLine}>
            <Translate id="home.hero.subtitle">Manage enterprise applications as easily as the apps on your phone</Translate>
          </span>
        </h1>
        <p className={styles.lead}>
          <Translate id="home.hero.lead">
            Rainbond deploys applications from source code, container images, Helm charts or YAML to one or many Kubernetes clusters, then builds, scales, routes, monitors and delivers them from a single console.
          </Translate>
        </p>
        <ButtonRow>
          <Link className="button button--primary button--lg" to="/docs/quick-start/quick-install">
            <Translate id="home.hero.install">Install Rainbond</Translate>
          </Link>
          <Link className="button button--outline button--primary button--lg" href={CLOUD_URL}>
            <Translate id="home.hero.cloud">Try Rainbond Cloud</Translate>
          </Link>
        </ButtonRow>
        <p className={styles.cloudNote}>
          <Translate id="home.hero.cloudNote">
            Rainbond Cloud is the hosted service: register and get a 30-day free trial, with nothing to install.
          </Translate>
        </p>
        <dl className={styles.figures}>
          {headlineFigures.map((figure) => (
            <div key={figure.id} className={styles.figure}>
              <dt className={styles.figureValue}>{figure.value()}</dt>
              <dd className={styles.figureLabel}>{figure.label()}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
