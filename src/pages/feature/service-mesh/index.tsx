import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {FeatureHero, FeatureRelated, FeatureRows} from '@site/src/components/FeaturePage';
import {serviceMeshFeature} from '@site/src/data/features/serviceMesh';

export default function ServiceMeshFeaturePage(): ReactNode {
  return (
    <Layout title={serviceMeshFeature.title()} description={serviceMeshFeature.description()}>
      <main>
        <FeatureHero page={serviceMeshFeature} />
        <FeatureRows page={serviceMeshFeature} />
        <FeatureRelated page={serviceMeshFeature} />
      </main>
    </Layout>
  );
}
