import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {Card, CardGrid, CardLink} from '@site/src/components/Card';
import styles from './styles.module.css';

export interface CardItem {
  /** Stable React key (e.g. the route slug). */
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** Internal route (`to`) or external address (`href`) the card leads to; optional. */
  readonly to?: string;
  readonly href?: string;
  /** Small label above the title (industry, kind of partner…). */
  readonly eyebrow?: string;
  /** Visible text of the card's link, e.g. "Read the case". */
  readonly linkLabel?: string;
}

interface Props {
  readonly items: readonly CardItem[];
  /** Heading level of the card titles, so that the page keeps h1 → h2 → h3 in order. */
  readonly headingLevel?: 'h2' | 'h3';
  /** Cards per row on desktop. */
  readonly columns?: 2 | 3 | 4;
  readonly className?: string;
}

/**
 * A grid of cards: title, one line of description and a link. The whole card is
 * clickable (the link stretches over it) but only the link is in the tab order. Its
 * accessible name starts with the visible link text and adds the card's title, so a list
 * of links ("Read the case", …) stays distinguishable.
 */
export default function CardList({items, headingLevel = 'h2', columns = 3, className}: Props): ReactNode {
  const Title = headingLevel;
  return (
    <CardGrid columns={columns} className={className}>
      {items.map((item) => {
        const target = item.to ? {to: item.to} : item.href ? {href: item.href} : null;
        return (
          <Card
            key={item.id}
            padding="custom"
            stacked
            interactive={Boolean(target)}
            className={clsx(styles.card, target && styles.linked)}>
            {item.eyebrow && <p className={styles.eyebrow}>{item.eyebrow}</p>}
            <Title className={styles.title}>{item.title}</Title>
            <p className={styles.description}>{item.description}</p>
            {target && item.linkLabel && (
              <CardLink
                {...target}
                className={styles.link}
                aria-label={translate(
                  {id: 'component.cardList.linkName', message: '{label}: {title}'},
                  {label: item.linkLabel, title: item.title},
                )}>
                {item.linkLabel}
              </CardLink>
            )}
          </Card>
        );
      })}
    </CardGrid>
  );
}
