import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {FeatureHero, FeatureRelated, FeatureRows} from '@site/src/components/FeaturePage';
import {appOpsFeature} from '@site/src/data/features/appOps';

export default function AppOpsFeaturePage(): ReactNode {
  return (
    <Layout title={appOpsFeature.title()} description={appOpsFeature.description()}>
      <main>
        <FeatureHero page={appOpsFeature} />
        <FeatureRows page={appOpsFeature} />
        <FeatureRelated page={appOpsFeature} />
      </main>
    </Layout>
  );
}
