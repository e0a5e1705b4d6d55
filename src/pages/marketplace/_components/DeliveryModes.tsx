import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {deliveryModes} from '@site/src/data/marketplace';
import MarketSection from './MarketSection';

export default function DeliveryModes(): ReactNode {
  return (
    <MarketSection
      id="delivery"
      shaded
      title={<Translate id="marketplace.delivery.title">Delivery that fits each customer</Translate>}
      lead={
        <Translate id="marketplace.delivery.lead">
          The same app can reach a connected cloud, a private data center or an isolated site.
        </Translate>
      }
      items={deliveryModes}
    />
  );
}
