import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {Card, CardGrid, CardText, CardTitle} from '@site/src/components/Card';
import Section from '@site/src/components/Section';
import {storeCustomers} from '@site/src/data/marketplace';
import styles from './StoreCases.module.css';

/** Customers that run a Rainstore, one card each (all visible at once: no tabs). */
export default function StoreCases(): ReactNode {
  return (
    <Section
      id="marketplace-cases"
      className={styles.section}
      title={<Translate id="marketplace.cases.title">Customer stories</Translate>}>
      <CardGrid>
        {storeCustomers.map((customer) => (
          <Card key={customer.id} variant="accentLeft">
            <CardTitle>{customer.name()}</CardTitle>
            <CardText>{customer.story()}</CardText>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
