import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {FeatureHero, FeatureRelated, FeatureRows} from '@site/src/components/FeaturePage';
import {devopsFeature} from '@site/src/data/features/devops';

export default function DevopsFeaturePage(): ReactNode {
  return (
    <Layout title={devopsFeature.title()} description={devopsFeature.description()}>
      <main>
        <FeatureHero page={devopsFeature} />
        <FeatureRows page={devopsFeature} />
        <FeatureRelated page={devopsFeature} />
      </main>
    </Layout>
  );
}
