import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {FeatureHero, FeatureRelated, FeatureRows} from '@site/src/components/FeaturePage';
import {xinchuangFeature} from '@site/src/data/features/xinchuang';

export default function XinchuangPage(): ReactNode {
  return (
    <Layout title={xinchuangFeature.title()} description={xinchuangFeature.description()}>
      <main>
        <FeatureHero page={xinchuangFeature} />
        <FeatureRows page={xinchuangFeature} />
        <FeatureRelated page={xinchuangFeature} />
      </main>
    </Layout>
  );
}
