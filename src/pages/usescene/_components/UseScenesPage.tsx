import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import PageHeader from '@site/src/components/PageHeader';
import type {SceneCard} from '@site/plugins/page-cards/cards';
import SceneList from './SceneList';
import NextSteps from './NextSteps';

/** Route component added by plugins/page-cards, which passes the cards as a route module. */
export default function UseScenesPage({cards}: {readonly cards: readonly SceneCard[]}): ReactNode {
  return (
    <Layout
      title={translate({id: 'usescene.meta.title', message: 'Use scenes'})}
      description={translate({
        id: 'usescene.meta.description',
        message: 'Typical problems Rainbond solves, from customized B2B delivery and offline delivery to multi-cloud management and XinChuang migration.',
      })}>
      <main>
        <PageHeader
          id="usescene"
          title={<Translate id="usescene.header.title">Use scenes</Translate>}
          lead={
            <Translate id="usescene.header.lead">
              Eight problems teams bring to Rainbond, from delivering software to customers to running on domestic chips. Each scene explains the approach and the features it relies on.
            </Translate>
          }
        />
        <SceneList cards={cards} />
        <NextSteps />
      </main>
    </Layout>
  );
}
