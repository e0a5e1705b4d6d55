import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import PageHeader from '@site/src/components/PageHeader';
import SceneList from './_components/SceneList';
import NextSteps from './_components/NextSteps';

export default function UseScenesPage(): ReactNode {
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
        <SceneList />
        <NextSteps />
      </main>
    </Layout>
  );
}
