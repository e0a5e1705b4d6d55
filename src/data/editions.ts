import {translate} from '@docusaurus/Translate';
import {CLOUD_URL, CONTACT_FORM_URL, DEMO_FORM_URL} from './links';

/** The three editions of Rainbond and the feature matrix that compares them. */

export type EditionId = 'community' | 'cloud' | 'enterprise';

export const EDITION_IDS: readonly EditionId[] = ['community', 'cloud', 'enterprise'];

export interface EditionAction {
  readonly label: () => string;
  readonly to?: string;
  readonly href?: string;
  readonly primary?: boolean;
}

export interface Edition {
  readonly id: EditionId;
  readonly name: () => string;
  readonly price: () => string;
  readonly tagline: () => string;
  readonly bullets: readonly (() => string)[];
  readonly actions: readonly EditionAction[];
}

export const editionNames: Readonly<Record<EditionId, () => string>> = {
  community: () => translate({id: 'editions.community.name', message: 'Community Edition'}),
  cloud: () => translate({id: 'editions.cloud.name', message: 'Rainbond Cloud'}),
  enterprise: () => translate({id: 'editions.enterprise.name', message: 'Enterprise Edition'}),
};

export const editions: readonly Edition[] = [
  {
    id: 'community',
    name: editionNames.community,
    price: () => translate({id: 'editions.community.price', message: 'Free'}),
    tagline: () => translate({id: 'editions.community.tagline', message: 'Install it yourself, on your own machines.'}),
    bullets: [
      () => translate({id: 'editions.community.bullet1', message: 'Open source, free to use and change'}),
      () => translate({id: 'editions.community.bullet2', message: 'Frequent releases with new features'}),
      () => translate({id: 'editions.community.bullet3', message: 'Help from the community'}),
    ],
    actions: [
      {
        label: () => translate({id: 'editions.community.download', message: 'Download for free'}),
        to: '/docs/quick-start/quick-install',
        primary: true,
      },
    ],
  },
  {
    id: 'cloud',
    name: editionNames.cloud,
    price: () => translate({id: 'editions.cloud.price', message: 'Pay as you go'}),
    tagline: () => translate({id: 'editions.cloud.tagline', message: 'Hosted by Goodrain, ready when you sign up.'}),
    bullets: [
      () => translate({id: 'editions.cloud.bullet1', message: '99.95% availability SLA'}),
      () => translate({id: 'editions.cloud.bullet2', message: 'Hosted: no platform to install or operate'}),
      () => translate({id: 'editions.cloud.bullet3', message: 'Enterprise features included'}),
      () => translate({id: 'editions.cloud.bullet4', message: 'Billed by the minute'}),
    ],
    actions: [
      {label: () => translate({id: 'editions.cloud.start', message: 'Get started'}), href: CLOUD_URL, primary: true},
      {label: () => translate({id: 'editions.cloud.calculator', message: 'Price calculator'}), to: '/calculator'},
    ],
  },
  {
    id: 'enterprise',
    name: editionNames.enterprise,
    price: () => translate({id: 'editions.enterprise.price', message: 'Contact us for pricing'}),
    tagline: () => translate({id: 'editions.enterprise.tagline', message: 'Your own platform, backed by the Rainbond team.'}),
    bullets: [
      () => translate({id: 'editions.enterprise.bullet1', message: 'Carrier-grade reliability'}),
      () => translate({id: 'editions.enterprise.bullet2', message: 'Top-priority response, 24 hours a day, 7 days a week'}),
      () =>
        translate({
          id: 'editions.enterprise.bullet3',
          message:
            'A professional team for planning, implementation, troubleshooting, bug fixes, operations, upgrades and support during critical periods',
        }),
    ],
    actions: [
      {label: () => translate({id: 'editions.enterprise.contact', message: 'Business inquiry'}), href: CONTACT_FORM_URL, primary: true},
      {label: () => translate({id: 'editions.enterprise.demo', message: 'Book a demo'}), href: DEMO_FORM_URL},
      {label: () => translate({id: 'editions.enterprise.solutions', message: 'Explore solutions'}), to: '/usescene'},
    ],
  },
];

/** true = included, false = not included, or a short text when the answer is not yes/no. */
export type Availability = boolean | (() => string);

export interface ComparisonRow {
  readonly id: string;
  readonly feature: () => string;
  readonly values: Readonly<Record<EditionId, Availability>>;
}

export interface ComparisonGroup {
  readonly id: string;
  readonly title: () => string;
  readonly rows: readonly ComparisonRow[];
}

const all = {community: true, cloud: true, enterprise: true} as const;
const notInCloud = {community: true, cloud: false, enterprise: true} as const;
const paid = {community: false, cloud: true, enterprise: true} as const;
const enterpriseOnly = {community: false, cloud: false, enterprise: true} as const;

export const comparison: readonly ComparisonGroup[] = [
  {
    id: 'build',
    title: () => translate({id: 'editions.matrix.build', message: 'Application build'}),
    rows: [
      {id: 'languages', values: all, feature: () => translate({id: 'editions.matrix.build.languages', message: 'Automatic detection and build of common languages'})},
      {id: 'dockerfile', values: all, feature: () => translate({id: 'editions.matrix.build.dockerfile', message: 'Builds from Dockerfiles and images'})},
      {id: 'git', values: all, feature: () => translate({id: 'editions.matrix.build.git', message: 'GitLab, GitHub, Gitee and SVN integration'})},
      {id: 'rollback', values: all, feature: () => translate({id: 'editions.matrix.build.rollback', message: 'Continuous builds and version rollback'})},
      {id: 'devtest', values: all, feature: () => translate({id: 'editions.matrix.build.devtest', message: 'Integrated development and test environments'})},
    ],
  },
  {
    id: 'microservices',
    title: () => translate({id: 'editions.matrix.microservices', message: 'Microservice architecture'}),
    rows: [
      {id: 'mesh', values: all, feature: () => translate({id: 'editions.matrix.microservices.mesh', message: 'Switch service mesh frameworks on demand'})},
      {id: 'frameworks', values: all, feature: () => translate({id: 'editions.matrix.microservices.frameworks', message: 'Spring Cloud, Dubbo and other common microservice frameworks'})},
      {id: 'orchestration', values: all, feature: () => translate({id: 'editions.matrix.microservices.orchestration', message: 'Drag-and-drop service orchestration'})},
      {id: 'topology', values: all, feature: () => translate({id: 'editions.matrix.microservices.topology', message: 'Multi-level service topology you can explore'})},
      {id: 'tracing', values: all, feature: () => translate({id: 'editions.matrix.microservices.tracing', message: 'SkyWalking and Pinpoint integration'})},
    ],
  },
  {
    id: 'market',
    title: () => translate({id: 'editions.matrix.market', message: 'App market'}),
    rows: [
      {id: 'publish', values: notInCloud, feature: () => translate({id: 'editions.matrix.market.publish', message: 'Publish any running application to the app market in one click'})},
      {id: 'assets', values: notInCloud, feature: () => translate({id: 'editions.matrix.market.assets', message: 'Software asset management through the app market'})},
      {id: 'offline', values: all, feature: () => translate({id: 'editions.matrix.market.offline', message: 'Offline import and export'})},
      {id: 'install', values: all, feature: () => translate({id: 'editions.matrix.market.install', message: 'One-click install and upgrade of complex applications'})},
      {id: 'helm', values: notInCloud, feature: () => translate({id: 'editions.matrix.market.helm', message: 'Connect several external Helm repositories'})},
    ],
  },
  {
    id: 'ops',
    title: () => translate({id: 'editions.matrix.ops', message: 'Application operations and management'}),
    rows: [
      {id: 'granularity', values: all, feature: () => translate({id: 'editions.matrix.ops.granularity', message: 'Manage by application or by component'})},
      {id: 'scaling', values: all, feature: () => translate({id: 'editions.matrix.ops.scaling', message: 'Manual and automatic scaling'})},
      {id: 'logs', values: all, feature: () => translate({id: 'editions.matrix.ops.logs', message: 'Live logs and connection to external log systems'})},
      {id: 'monitoring', values: all, feature: () => translate({id: 'editions.matrix.ops.monitoring', message: 'Application-level monitoring and performance analysis'})},
      {id: 'plugins', values: all, feature: () => translate({id: 'editions.matrix.ops.plugins', message: 'Operations and management extended through plugins'})},
      {id: 'terminal', values: all, feature: () => translate({id: 'editions.matrix.ops.terminal', message: 'Web terminal'})},
    ],
  },
  {
    id: 'gateway',
    title: () => translate({id: 'editions.matrix.gateway', message: 'Application gateway'}),
    rows: [
      {id: 'ports', values: all, feature: () => translate({id: 'editions.matrix.gateway.ports', message: 'Port management and several load-balancing strategies'})},
      {id: 'domains', values: all, feature: () => translate({id: 'editions.matrix.gateway.domains', message: 'Central management of domains and HTTPS certificates'})},
      {id: 'canary', values: all, feature: () => translate({id: 'editions.matrix.gateway.canary', message: 'Canary releases and A/B tests'})},
    ],
  },
  {
    id: 'clusters',
    title: () => translate({id: 'editions.matrix.clusters', message: 'Cluster management'}),
    rows: [
      {id: 'infrastructure', values: all, feature: () => translate({id: 'editions.matrix.clusters.infrastructure', message: 'Manage virtual machines, servers, Kubernetes and public clouds'})},
      {id: 'anycloud', values: all, feature: () => translate({id: 'editions.matrix.clusters.anycloud', message: 'Applications run the same way on any cloud'})},
      {id: 'backup', values: all, feature: () => translate({id: 'editions.matrix.clusters.backup', message: 'Back up and migrate applications across clouds'})},
      {id: 'tenancy', values: all, feature: () => translate({id: 'editions.matrix.clusters.tenancy', message: 'Multiple teams and multi-tenancy'})},
    ],
  },
  {
    id: 'support',
    title: () => translate({id: 'editions.matrix.support', message: 'Service and support'}),
    rows: [
      {id: 'community', values: all, feature: () => translate({id: 'editions.matrix.support.community', message: 'Community support'})},
      {id: 'sla', values: paid, feature: () => translate({id: 'editions.matrix.support.sla', message: 'SLA guarantee'})},
      {id: 'technical', values: paid, feature: () => translate({id: 'editions.matrix.support.technical', message: 'Technical support'})},
      {id: 'onsite', values: enterpriseOnly, feature: () => translate({id: 'editions.matrix.support.onsite', message: 'On-site implementation and training'})},
    ],
  },
  {
    id: 'extensions',
    title: () => translate({id: 'editions.matrix.extensions', message: 'Enterprise extensions'}),
    rows: [
      {id: 'xinchuang', values: paid, feature: () => translate({id: 'editions.matrix.extensions.xinchuang', message: 'Localization (XinChuang)'})},
      {id: 'observability', values: paid, feature: () => translate({id: 'editions.matrix.extensions.observability', message: 'Observability center'})},
      {id: 'scanner', values: paid, feature: () => translate({id: 'editions.matrix.extensions.scanner', message: 'Cluster inspection'})},
      {id: 'security', values: paid, feature: () => translate({id: 'editions.matrix.extensions.security', message: 'Security hardening'})},
      {id: 'gateway', values: paid, feature: () => translate({id: 'editions.matrix.extensions.gateway', message: 'Gateway enhancements'})},
      {id: 'istio', values: paid, feature: () => translate({id: 'editions.matrix.extensions.istio', message: 'Visual Istio management'})},
      {id: 'springcloud', values: paid, feature: () => translate({id: 'editions.matrix.extensions.springcloud', message: 'Visual Spring Cloud management'})},
      {id: 'grayRelease', values: paid, feature: () => translate({id: 'editions.matrix.extensions.grayRelease', message: 'End-to-end canary releases'})},
      {id: 'appStore', values: enterpriseOnly, feature: () => translate({id: 'editions.matrix.extensions.appStore', message: 'Private cloud-native app store'})},
      {id: 'other', values: paid, feature: () => translate({id: 'editions.matrix.extensions.other', message: 'Further improvements, such as team quotas and storage file management'})},
      {id: 'style', values: enterpriseOnly, feature: () => translate({id: 'editions.matrix.extensions.style', message: 'Customisation and branding'})},
      {id: 'backup', values: paid, feature: () => translate({id: 'editions.matrix.extensions.backup', message: 'Enterprise backup'})},
      {
        id: 'offline',
        feature: () => translate({id: 'editions.matrix.extensions.offline', message: 'Offline environment support'}),
        values: {
          community: () => translate({id: 'editions.matrix.value.commandLine', message: 'Command line'}),
          cloud: () => translate({id: 'editions.matrix.value.notSupported', message: 'Not supported'}),
          enterprise: () => translate({id: 'editions.matrix.value.graphical', message: 'Graphical interface'}),
        },
      },
      {id: 'portal', values: enterpriseOnly, feature: () => translate({id: 'editions.matrix.extensions.portal', message: 'Application integration and showcase portal'})},
      {id: 'middleware', values: enterpriseOnly, feature: () => translate({id: 'editions.matrix.extensions.middleware', message: 'Open-source middleware in cluster editions'})},
      {id: 'mlps', values: enterpriseOnly, feature: () => translate({id: 'editions.matrix.extensions.mlps', message: 'Support for MLPS level 3 compliance'})},
    ],
  },
];
