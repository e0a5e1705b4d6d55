import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import PageHeader from '@site/src/components/PageHeader';
import PriceCalculator from './_components/PriceCalculator';
import CloudAdvantages from './_components/CloudAdvantages';

export default function CalculatorPage(): ReactNode {
  return (
    <Layout
      title={translate({id: 'calculator.meta.title', message: 'Rainbond Cloud price calculator'})}
      description={translate({
        id: 'calculator.meta.description',
        message: 'Estimate the cost of running your applications on Rainbond Cloud from memory, CPU, storage, traffic and duration.',
      })}>
      <main>
        <PageHeader
          id="calculator"
          title={<Translate id="calculator.header.title">Rainbond Cloud price calculator</Translate>}
          lead={
            <Translate id="calculator.header.lead">
              Enter the resources your applications need and how long they run: the estimate updates as you type.
            </Translate>
          }
        />
        <PriceCalculator />
        <CloudAdvantages />
      </main>
    </Layout>
  );
}
