import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {storeFeatures} from '@site/src/data/marketplace';
import MarketSection from './MarketSection';

/** The product's screens, described as cards (no screenshots, no carousel). */
export default function StoreFeatures(): ReactNode {
  return (
    <MarketSection
      id="features"
      columns={3}
      title={<Translate id="marketplace.features.title">Everything you need to run an app store</Translate>}
      lead={
        <Translate id="marketplace.features.lead">
          Rainstore covers the whole life of an app in the store: listing, plans, statistics, categories and roles.
        </Translate>
      }
      items={storeFeatures}
    />
  );
}
