import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import PageHeader from '@site/src/components/PageHeader';
import type {CaseCard} from '@site/plugins/page-cards/cards';
import CaseList from './CaseList';
import ShareStory from './ShareStory';

/** Route component added by plugins/page-cards, which passes the cards as a route module. */
export default function CasesPage({cards}: {readonly cards: readonly CaseCard[]}): ReactNode {
  return (
    <Layout
      title={translate({id: 'case.meta.title', message: 'Case studies'})}
      description={translate({
        id: 'case.meta.description',
        message: 'How manufacturers, software vendors, city governments and app makers run their applications on Rainbond, with the results they reported.',
      })}>
      <main>
        <PageHeader
          id="case"
          title={<Translate id="case.header.title">Case studies</Translate>}
          lead={
            <Translate id="case.header.lead">
              Organisations in manufacturing, government, software and consumer services explain how they build, run and deliver applications on Rainbond. The figures in each story are the ones the customer reported.
            </Translate>
          }
        />
        <CaseList cards={cards} />
        <ShareStory />
      </main>
    </Layout>
  );
}
