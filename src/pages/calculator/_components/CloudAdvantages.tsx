import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {Card, CardGrid, CardText, CardTitle} from '@site/src/components/Card';
import ButtonRow from '@site/src/components/ButtonRow';
import Section from '@site/src/components/Section';
import {cloudAdvantages} from '@site/src/data/pricing';
import {CLOUD_URL} from '@site/src/data/links';
import styles from './CloudAdvantages.module.css';

/** Why Rainbond Cloud: four advantages and the way in. */
export default function CloudAdvantages(): ReactNode {
  return (
    <Section
      id="calculator-why"
      shaded
      className={styles.section}
      title={<Translate id="calculator.advantages.title">Why Rainbond Cloud</Translate>}>
      <CardGrid>
        {cloudAdvantages.map((advantage) => (
          <Card key={advantage.id} icon={advantage.icon}>
            <CardTitle>{advantage.title()}</CardTitle>
            <CardText>{advantage.text()}</CardText>
          </Card>
        ))}
      </CardGrid>
      <ButtonRow spaced>
        <Link className="button button--primary button--lg" href={CLOUD_URL}>
          <Translate id="calculator.advantages.start">Start on Rainbond Cloud</Translate>
        </Link>
        <Link className="button button--outline button--primary button--lg" to="/enterprise_server">
          <Translate id="calculator.advantages.editions">Compare editions</Translate>
        </Link>
      </ButtonRow>
    </Section>
  );
}
