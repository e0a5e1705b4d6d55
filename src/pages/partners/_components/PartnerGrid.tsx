import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {Card, CardGrid, CardLink, CardText} from '@site/src/components/Card';
import Section from '@site/src/components/Section';
import {partnerKindLabels, partners} from '@site/src/data/partners';
import styles from './PartnerGrid.module.css';

/** The partners, four per row on desktop, each linking to the article about it. */
export default function PartnerGrid(): ReactNode {
  return (
    <Section
      id="partners-list"
      shaded
      className={styles.section}
      title={<Translate id="partners.list.title">Our partners</Translate>}>
      <CardGrid>
        {partners.map((partner) => (
          <Card key={partner.name} stacked interactive className={styles.card}>
            <span className={clsx(styles.tag, partner.kind === 'plugin' ? styles.plugin : styles.application)}>
              {partnerKindLabels[partner.kind]()}
            </span>
            <h3 className={styles.name}>
              <CardLink to={partner.to} className={styles.link}>
                {partner.name}
              </CardLink>
            </h3>
            <CardText small>{partner.description()}</CardText>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
