import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {audiences} from '@site/src/data/home';
import styles from './WhyChoose.module.css';

/**
 * Why Rainbond, per audience. Plain sections side by side rather than tabs: everything is
 * readable at once, and nothing is hidden from search or from a keyboard user.
 */
export default function WhyChoose(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="home-why">
      <div className="container">
        {/* The theme heading registers the anchor, so links to /#home-why are checked at build. */}
        <Heading as="h2" id="home-why" className={styles.title}>
          <Translate id="home.why.title">Why teams choose Rainbond</Translate>
        </Heading>
        <p className={styles.intro}>
          <Translate id="home.why.intro">
            Four kinds of teams, four different reasons. The percentages are results reported by Rainbond users after adopting it, not independent benchmarks.
          </Translate>
        </p>
        <div className={styles.grid}>
          {audiences.map((audience) => (
            <article key={audience.id} className={styles.card} aria-labelledby={`why-${audience.id}`}>
              <h3 id={`why-${audience.id}`} className={styles.cardTitle}>
                {audience.title()}
              </h3>
              <p className={styles.who}>{audience.who()}</p>
              <ul className={styles.points}>
                {audience.points.map((point, index) => (
                  <li key={index}>{point()}</li>
                ))}
              </ul>
              {audience.metrics.length > 0 && (
                <dl className={styles.metrics}>
                  {audience.metrics.map((metric) => (
                    <div key={metric.id} className={styles.metric}>
                      <dt className={styles.metricValue}>{metric.value()}</dt>
                      <dd className={styles.metricLabel}>{metric.label()}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
