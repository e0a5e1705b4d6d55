import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {storeScenes} from '@site/src/data/marketplace';
import MarketSection from './MarketSection';

export default function StoreScenes(): ReactNode {
  return (
    <MarketSection
      id="scenes"
      shaded
      title={<Translate id="marketplace.scenes.title">Scenarios and solutions</Translate>}
      items={storeScenes}
    />
  );
}
