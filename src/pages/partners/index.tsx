import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import PageHeader from '@site/src/components/PageHeader';
import {PARTNER_FORM_URL} from '@site/src/data/links';
import JoinPaths from './_components/JoinPaths';
import PartnerGrid from './_components/PartnerGrid';
import ApplyCall from './_components/ApplyCall';

export default function PartnersPage(): ReactNode {
  return (
    <Layout
      title={translate({id: 'partners.meta.title', message: 'Become a Rainbond partner'})}
      description={translate({
        id: 'partners.meta.description',
        message: 'Publish your open-source application or plugin to the Rainbond open-source app store, and meet the projects that already have.',
      })}>
      <main>
        <PageHeader
          id="partners"
          title={<Translate id="partners.header.title">Become a Rainbond partner</Translate>}
          lead={
            <Translate id="partners.header.lead">
              Open-source projects publish to the Rainbond open-source app store so that users can install them in one click. Join them with an application or a plugin.
            </Translate>
          }>
          <Link className="button button--primary button--lg" href={PARTNER_FORM_URL}>
            <Translate id="partners.header.apply">Apply now</Translate>
          </Link>
        </PageHeader>
        <JoinPaths />
        <PartnerGrid />
        <ApplyCall />
      </main>
    </Layout>
  );
}
