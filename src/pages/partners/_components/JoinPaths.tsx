import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {Card, CardGrid, CardText} from '@site/src/components/Card';
import type {LineIconName} from '@site/src/components/LineIcon';
import Section from '@site/src/components/Section';
import styles from './JoinPaths.module.css';

interface PathProps {
  readonly id: string;
  readonly icon: LineIconName;
  readonly title: ReactNode;
  readonly text: ReactNode;
}

function Path({id, icon, title, text}: PathProps): ReactNode {
  return (
    <Card as="article" variant="accentTop" padding="lg" icon={icon} iconSize={32} aria-labelledby={id}>
      <h3 id={id} className={styles.cardTitle}>
        {title}
      </h3>
      <CardText>{text}</CardText>
    </Card>
  );
}

/** The two ways to take part: publish an application, or publish a plugin. */
export default function JoinPaths(): ReactNode {
  return (
    <Section
      id="partners-paths"
      className={styles.section}
      title={<Translate id="partners.paths.title">Two ways to take part</Translate>}>
      <CardGrid as="div" columns={2} spacious className={styles.grid}>
        <Path
          id="partners-path-app"
          icon="package"
          title={<Translate id="partners.paths.application.title">Publish an application</Translate>}
          text={
            <Translate id="partners.paths.application.text">
              Package your project as an application and publish it to the open-source app store. Rainbond users then install and upgrade it in one click.
            </Translate>
          }
        />
        <Path
          id="partners-path-plugin"
          icon="integrations"
          title={<Translate id="partners.paths.plugin.title">Publish a plugin</Translate>}
          text={
            <Translate id="partners.paths.plugin.text">
              Extend Rainbond itself, for example with a build pipeline or an integration with your tool, and make the plugin available to every Rainbond user.
            </Translate>
          }
        />
      </CardGrid>
    </Section>
  );
}
