import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {Card, CardGrid, CardText, CardTitle} from '@site/src/components/Card';
import Section from '@site/src/components/Section';
import {capabilities} from '@site/src/data/home';
import {APP_STORE_HOST, APP_STORE_URL} from '@site/src/data/links';
import styles from './Capabilities.module.css';

/** The core capabilities, each linking to the page that explains it, and what the app counts mean. */
export default function Capabilities(): ReactNode {
  return (
    <Section
      id="home-capabilities"
      size="large"
      shaded
      className={styles.section}
      title={<Translate id="home.capabilities.title">Core capabilities</Translate>}
      lead={
        <Translate id="home.capabilities.intro">
          100% open source and compatible with the Kubernetes API: everything below works on the clusters you already have.
        </Translate>
      }>
      <CardGrid>
        {capabilities.map((capability) => (
          <Card key={capability.id} icon={capability.icon} interactive>
            <CardTitle to={capability.to}>{capability.title()}</CardTitle>
            <CardText small>{capability.summary()}</CardText>
          </Card>
        ))}
      </CardGrid>
      <aside className={styles.note} aria-labelledby="home-app-counts">
        <h3 id="home-app-counts" className={styles.noteTitle}>
          <Translate id="home.capabilities.apps.title">80+ or 500+ apps? Both, counted differently</Translate>
        </h3>
        <p>
          <Translate id="home.capabilities.apps.curated">
            80+ open-source apps and plugins are integrated and documented by the Rainbond project itself, with install guides you can follow.
          </Translate>
        </p>
        <p>
          <Translate
            id="home.capabilities.apps.store"
            values={{
              store: <Link href={APP_STORE_URL}>{APP_STORE_HOST}</Link>,
            }}>
            {'500+ apps are what the open-source app store at {store} offers for one-click installation into Rainbond.'}
          </Translate>
        </p>
      </aside>
    </Section>
  );
}
