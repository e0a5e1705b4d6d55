import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import CardList, {type CardItem} from '@site/src/components/CardList';
import {useScenes} from '@site/src/data/scenes';
import styles from './SceneList.module.css';

/** The eight use scenes as cards, each leading to its article. */
export default function SceneList(): ReactNode {
  const linkLabel = translate({id: 'usescene.list.read', message: 'Read the scene'});
  const items: CardItem[] = useScenes.map((scene) => ({
    id: scene.slug,
    title: scene.title(),
    description: scene.summary(),
    to: `/usescene/${scene.slug}`,
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
