import React, {type ReactNode} from 'react';
import {Card, CardGrid, CardText, CardTitle} from '@site/src/components/Card';
import Section from '@site/src/components/Section';
import type {MarketItem} from '@site/src/data/marketplace';
import styles from './MarketSection.module.css';

interface Props {
  readonly id: string;
  readonly title: ReactNode;
  readonly lead?: ReactNode;
  readonly items: readonly MarketItem[];
  readonly columns?: 3 | 4;
  /** Grey background, to separate neighbouring sections. */
  readonly shaded?: boolean;
  readonly children?: ReactNode;
}

/** A titled band of small cards (h3 + one sentence), shared by the Rainstore sections. */
export default function MarketSection({id, title, lead, items, columns = 4, shaded, children}: Props): ReactNode {
  return (
    <Section id={`marketplace-${id}`} shaded={shaded} className={styles.section} title={title} lead={lead}>
      <CardGrid columns={columns}>
        {items.map((item) => (
          <Card key={item.id} icon={item.icon}>
            <CardTitle>{item.title()}</CardTitle>
            <CardText>{item.text()}</CardText>
          </Card>
        ))}
      </CardGrid>
      {children}
    </Section>
  );
}
