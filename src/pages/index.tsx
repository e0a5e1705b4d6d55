import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import Hero from './_components/Hero';
import QuickInstall from './_components/QuickInstall';
import Capabilities from './_components/Capabilities';
import WhyChoose from './_components/WhyChoose';
import Users from './_components/Users';
import Community from './_components/Community';

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({id: 'home.meta.title', message: 'Cloud-native application management without learning Kubernetes'})}
      description={translate({
        id: 'home.meta.description',
        message:
          'Rainbond is an open-source platform that deploys and manages applications on Kubernetes from source code, images or Helm charts. Install it in five minutes with one command.',
      })}>
      <main>
        <Hero />
        <QuickInstall />
        <Capabilities />
        <WhyChoose />
        <Users />
        <Community />
      </main>
    </Layout>
  );
}
