import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import CardList, {type CardItem} from '@site/src/components/CardList';
import type {CaseCard} from '@site/plugins/page-cards/cards';
import styles from './CaseList.module.css';

/**
 * The case studies as cards, each leading to its article. The cards come from the
 * articles' front matter in the current language; plugins/page-cards passes them to the
 * page as route data.
 */
export default function CaseList({cards}: {readonly cards: readonly CaseCard[]}): ReactNode {
  const linkLabel = translate({id: 'case.list.read', message: 'Read the case'});
  const items: CardItem[] = cards.map((card) => ({
    id: card.slug,
    title: card.title,
    eyebrow: card.industry,
    description: card.summary,
    to: card.path,
    linkLabel,
  }));
  return (
    <section className={styles.section} aria-label={translate({id: 'case.list.label', message: 'All case studies'})}>
      <div className="container">
        <CardList items={items} headingLevel="h2" columns={3} />
      </div>
    </section>
  );
}
