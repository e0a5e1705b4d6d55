import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {FeatureHero, FeatureRelated, FeatureRows} from '@site/src/components/FeaturePage';
import {multiClusterFeature} from '@site/src/data/features/multiCluster';

export default function MultiClusterFeaturePage(): ReactNode {
  return (
    <Layout title={multiClusterFeature.title()} description={multiClusterFeature.description()}>
      <main>
        <FeatureHero page={multiClusterFeature} />
        <FeatureRows page={multiClusterFeature} />
        <FeatureRelated page={multiClusterFeature} />
      </main>
    </Layout>
  );
}
