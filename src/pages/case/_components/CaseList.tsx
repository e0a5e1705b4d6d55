import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import CardList, {type CardItem} from '@site/src/components/CardList';
import {caseStudies} from '@site/src/data/cases';
import styles from './CaseList.module.css';

/** The ten case studies as cards, each leading to its article. */
export default function CaseList(): ReactNode {
  const linkLabel = translate({id: 'case.list.read', message: 'Read the case'});
  const items: CardItem[] = caseStudies.map((study) => ({
    id: study.slug,
    title: study.customer(),
    eyebrow: study.industry(),
    description: study.summary(),
    to: `/case/${study.slug}`,
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
