import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {packageTypes} from '@site/src/data/marketplace';
import MarketSection from './MarketSection';

export default function PackageTypes(): ReactNode {
  return (
    <MarketSection
      id="packages"
      title={<Translate id="marketplace.packages.title">Every common kind of package</Translate>}
      lead={
        <Translate id="marketplace.packages.lead">
          Rainstore takes applications in the forms vendors already produce.
        </Translate>
      }
      items={packageTypes}
    />
  );
}
