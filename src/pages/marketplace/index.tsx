import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import PageHeader from '@site/src/components/PageHeader';
import {APP_STORE_URL, RAINSTORE_CONTACT_URL} from '@site/src/data/links';
import PackageTypes from './_components/PackageTypes';
import DeliveryModes from './_components/DeliveryModes';
import StoreFeatures from './_components/StoreFeatures';
import OpenSourceApps from './_components/OpenSourceApps';
import StoreScenes from './_components/StoreScenes';
import StoreCases from './_components/StoreCases';
import StoreContact from './_components/StoreContact';

export default function MarketplacePage(): ReactNode {
  return (
    <Layout
      title={translate({id: 'marketplace.meta.title', message: 'Cloud-native app marketplace for automated enterprise delivery'})}
      description={translate({
        id: 'marketplace.meta.description',
        message: 'Rainstore is an app store for your industry: publish, sell and deliver enterprise applications online, privately or offline.',
      })}>
      <main>
        <PageHeader
          id="marketplace"
          kicker={<Translate id="marketplace.header.kicker">Rainstore</Translate>}
          title={<Translate id="marketplace.header.title">Cloud-native app marketplace</Translate>}
          lead={
            <Translate id="marketplace.header.lead">
              Rainstore gives an industry its own app store: vendors publish and sell enterprise applications, and customers install and upgrade them the way they install apps on a phone.
            </Translate>
          }>
          <Link className="button button--primary button--lg" href={RAINSTORE_CONTACT_URL}>
            <Translate id="marketplace.header.contact">Business inquiry</Translate>
          </Link>
          <Link className="button button--outline button--primary button--lg" href={APP_STORE_URL}>
            <Translate id="marketplace.header.visit">Visit the open-source app store</Translate>
          </Link>
        </PageHeader>
        <PackageTypes />
        <DeliveryModes />
        <StoreFeatures />
        <OpenSourceApps />
        <StoreScenes />
        <StoreCases />
        <StoreContact />
      </main>
    </Layout>
  );
}
