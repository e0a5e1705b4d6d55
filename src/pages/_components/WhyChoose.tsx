import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {Card, CardGrid} from '@site/src/components/Card';
import Section from '@site/src/components/Section';
import {audiences} from '@site/src/data/home';
import styles from './WhyChoose.module.css';

/**
 * Why Rainbond, per audience. Plain sections side by side rather than tabs: everything is
 * readable at once, and nothing is hidden from search or from a keyboard user.
 */
export default function WhyChoose(): ReactNode {
  return (
    // Anchored: the theme heading registers the anchor, so links to /#home-why are checked at build.
    <Section
      id="home-why"
      size="large"
      anchored
      className={styles.section}
      title={<Translate id="home.why.title">Why teams choose Rainbond</Translate>}
      lead={
        <Translate id="home.why.intro">
          Four kinds of teams, four different reasons. The percentages are results reported by Rainbond users after adopting it, not independent benchmarks.
        </Translate>
      }>
      <CardGrid as="div" columns={2} spacious>
        {audiences.map((audience) => (
          <Card
            key={audience.id}
            as="article"
            variant="accentTop"
            padding="custom"
            stacked
            className={styles.card}
            aria-labelledby={`why-${audience.id}`}>
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
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
