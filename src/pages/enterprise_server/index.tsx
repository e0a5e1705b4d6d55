import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import PageHeader from '@site/src/components/PageHeader';
import EditionCards from './_components/EditionCards';
import ComparisonTable from './_components/ComparisonTable';
import ContactSales from './_components/ContactSales';

export default function EditionsPage(): ReactNode {
  return (
    <Layout
      title={translate({id: 'editions.meta.title', message: 'Rainbond editions: Community, Cloud and Enterprise'})}
      description={translate({
        id: 'editions.meta.description',
        message: 'Compare the free Community Edition, the hosted Rainbond Cloud and the supported Enterprise Edition, feature by feature.',
      })}>
      <main>
        <PageHeader
          id="editions"
          title={<Translate id="editions.header.title">Choose the Rainbond edition that fits you</Translate>}
          lead={
            <Translate id="editions.header.lead">
              Run the open-source Community Edition yourself, let Goodrain host Rainbond Cloud for you, or get the Enterprise Edition with professional support.
            </Translate>
          }
        />
        <EditionCards />
        <ComparisonTable />
        <ContactSales />
      </main>
    </Layout>
  );
}
