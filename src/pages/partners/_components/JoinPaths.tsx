import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import LineIcon from '@site/src/components/LineIcon';
import styles from './JoinPaths.module.css';

/** The two ways to take part: publish an application, or publish a plugin. */
export default function JoinPaths(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="partners-paths">
      <div className="container">
        <h2 id="partners-paths" className={styles.title}>
          <Translate id="partners.paths.title">Two ways to take part</Translate>
        </h2>
        <div className={styles.grid}>
          <article className={styles.card} aria-labelledby="partners-path-app">
            <span className={styles.icon}>
              <LineIcon name="package" size={32} />
            </span>
            <h3 id="partners-path-app" className={styles.cardTitle}>
              <Translate id="partners.paths.application.title">Publish an application</Translate>
            </h3>
            <p className={styles.cardText}>
              <Translate id="partners.paths.application.text">
                Package your project as an application and publish it to the open-source app store. Rainbond users then install and upgrade it in one click.
              </Translate>
            </p>
          </article>
          <article className={styles.card} aria-labelledby="partners-path-plugin">
            <span className={styles.icon}>
              <LineIcon name="integrations" size={32} />
            </span>
            <h3 id="partners-path-plugin" className={styles.cardTitle}>
              <Translate id="partners.paths.plugin.title">Publish a plugin</Translate>
            </h3>
            <p className={styles.cardText}>
              <Translate id="partners.paths.plugin.text">
                Extend Rainbond itself, for example with a build pipeline or an integration with your tool, and make the plugin available to every Rainbond user.
              </Translate>
            </p>
          </article>
        </div>
      </div>
    </section>
  );
}
