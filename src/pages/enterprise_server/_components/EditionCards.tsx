import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {Card, CardGrid} from '@site/src/components/Card';
import {editions} from '@site/src/data/editions';
import styles from './EditionCards.module.css';

/** The three editions side by side: who each is for, what it includes, how to get it. */
export default function EditionCards(): ReactNode {
  return (
    <section className={styles.section} aria-label={translate({id: 'editions.cards.label', message: 'Editions'})}>
      <div className="container">
        <CardGrid columns={3} spacious>
          {editions.map((edition) => (
            <Card
              key={edition.id}
              padding="custom"
              stacked
              className={clsx(styles.edition, edition.id === 'cloud' && styles.featured)}>
              <h2 id={`edition-${edition.id}`} className={styles.name}>
                {edition.name()}
              </h2>
              <p className={styles.price}>{edition.price()}</p>
              <p className={styles.tagline}>{edition.tagline()}</p>
              <ul className={styles.bullets}>
                {edition.bullets.map((bullet, index) => (
                  <li key={index}>{bullet()}</li>
                ))}
              </ul>
              <div className={styles.actions}>
                {edition.actions.map((action) => (
                  <Link
                    key={action.to ?? action.href}
                    {...(action.to ? {to: action.to} : {href: action.href})}
                    className={clsx(
                      'button button--block',
                      action.primary ? 'button--primary' : 'button--outline button--primary',
                    )}>
                    {action.label()}
                  </Link>
                ))}
              </div>
            </Card>
          ))}
        </CardGrid>
      </div>
    </section>
  );
}
