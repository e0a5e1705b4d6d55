import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import CardList, {type CardItem} from '@site/src/components/CardList';
import type {SceneCard} from '@site/plugins/page-cards/cards';
import styles from './SceneList.module.css';

/**
 * The use scenes as cards, in their front-matter `order`, each leading to its article. The
 * cards come from the articles' front matter in the current language; plugins/page-cards
 * passes them to the page as route data.
 */
export default function SceneList({cards}: {readonly cards: readonly SceneCard[]}): ReactNode {
  const linkLabel = translate({id: 'usescene.list.read', message: 'Read the scene'});
  const items: CardItem[] = cards.map((card) => ({
    id: card.slug,
    title: card.title,
    description: card.summary,
    to: card.path,
    linkLabel,
  }));
  return (
    <section className={styles.section} aria-label={translate({id: 'usescene.list.label', message: 'All use scenes'})}>
      <div className="container">
        <CardList items={items} headingLevel="h2" columns={4} />
      </div>
    </section>
  );
}
