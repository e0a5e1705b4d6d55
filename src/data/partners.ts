import {translate} from '@docusaurus/Translate';

/**
 * Projects that publish to the Rainbond open-source app store. Names are proper names and
 * are not translated; each links to the blog post (or doc) about running it on Rainbond.
 */
export type PartnerKind = 'application' | 'plugin';

export interface Partner {
  readonly name: string;
  readonly kind: PartnerKind;
  readonly to: string;
  readonly description: () => string;
}

export const partnerKindLabels: Readonly<Record<PartnerKind, () => string>> = {
  application: () => translate({id: 'partners.kind.application', message: 'Application'}),
  plugin: () => translate({id: 'partners.kind.plugin', message: 'Plugin'}),
};

const partnerList: readonly Partner[] = [
  {
    name: 'Apollo',
    kind: 'application',
    to: '/blog/apollo',
    description: () =>
      translate({id: 'partners.apollo.description', message: 'Configuration center for microservices that pushes changes to applications in real time.'}),
  },
  {
    name: 'Bytebase',
    kind: 'application',
    to: '/blog/bytebase',
    description: () =>
      translate({id: 'partners.bytebase.description', message: 'Database DevOps: review, deploy and track changes to database schemas.'}),
  },
  {
    name: 'Curve',
    kind: 'application',
    to: '/blog/curve',
    description: () =>
      translate({id: 'partners.curve.description', message: 'Distributed storage system providing block and file storage for cloud-native workloads.'}),
  },
  {
    name: 'DataCap',
    kind: 'application',
    to: '/blog/datacap',
    description: () =>
      translate({id: 'partners.datacap.description', message: 'Data integration and query tool that connects many kinds of data source.'}),
  },
  {
    name: 'Dolphinscheduler',
    kind: 'application',
    to: '/blog/dolphinscheduler',
    description: () =>
      translate({id: 'partners.dolphinscheduler.description', message: 'Distributed workflow scheduler with a visual editor for data pipelines.'}),
  },
  {
    name: 'HertzBeat',
    kind: 'application',
    to: '/blog/hertzbeat',
    description: () =>
      translate({id: 'partners.hertzbeat.description', message: 'Real-time monitoring and alerting that needs no agent on the monitored hosts.'}),
  },
  {
    name: 'jianmu',
    kind: 'plugin',
    to: '/blog/jianmu',
    description: () =>
      translate({id: 'partners.jianmu.description', message: 'Graph-based CI/CD automation, connected to Rainbond as a plugin.'}),
  },
  {
    name: 'Jpom',
    kind: 'application',
    to: '/blog/jpom',
    description: () =>
      translate({id: 'partners.jpom.description', message: 'Lightweight tool to build, deploy and monitor projects and servers.'}),
  },
  {
    name: 'KnowStreaming',
    kind: 'application',
    to: '/blog/knowstreaming',
    description: () => translate({id: 'partners.knowstreaming.description', message: 'Cloud-native management platform for Apache Kafka.'}),
  },
  {
    name: 'MaxKey',
    kind: 'application',
    to: '/blog/maxkey',
    description: () => translate({id: 'partners.maxkey.description', message: 'Single sign-on and identity management for enterprises.'}),
  },
  {
    name: 'Spring Blade',
    kind: 'application',
    to: '/docs/how-to-guides/micro-service-deploy/blade-example',
    description: () =>
      translate({id: 'partners.springBlade.description', message: 'Microservice development platform built on Spring Cloud.'}),
  },
  {
    name: 'Spring Cloud Pig',
    kind: 'application',
    to: '/docs/how-to-guides/micro-service-deploy/pig-example',
    description: () =>
      translate({id: 'partners.pig.description', message: 'Role-based access control platform built on Spring Cloud and Spring Boot.'}),
  },
  {
    name: 'Talkweb',
    kind: 'plugin',
    to: '/blog/pipeline',
    description: () =>
      translate({id: 'partners.talkweb.description', message: 'Build pipeline plugin that brings continuous integration into Rainbond.'}),
  },
  {
    name: 'zyplayer-doc',
    kind: 'application',
    to: '/blog/zyplayer-doc',
    description: () => translate({id: 'partners.zyplayerDoc.description', message: 'Online knowledge base and document management.'}),
  },
  {
    name: 'TopIAM',
    kind: 'application',
    to: '/blog/topiam',
    description: () =>
      translate({id: 'partners.topiam.description', message: 'Identity and access management for enterprises, including single sign-on.'}),
  },
];

/** Sorted by name, ignoring case, as the grid shows them. */
export const partners: readonly Partner[] = [...partnerList].sort((a, b) =>
  a.name.localeCompare(b.name, 'en', {sensitivity: 'base'}),
);
