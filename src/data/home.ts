import {translate} from '@docusaurus/Translate';
import type {LineIconName} from '@site/src/components/LineIcon';

/**
 * Content of the home page sections (src/pages/_components). Strings are functions so that
 * translate() runs at render time in the current locale.
 */

export interface HeadlineFigure {
  readonly id: string;
  readonly value: () => string;
  readonly label: () => string;
}

/** The figures under the hero. The two app counts mean different things: see appCountNote. */
export const headlineFigures: readonly HeadlineFigure[] = [
  {
    id: 'install',
    value: () => translate({id: 'home.hero.figure.install.value', message: '5 min'}),
    label: () => translate({id: 'home.hero.figure.install.label', message: 'to install on one machine'}),
  },
  {
    id: 'start',
    value: () => translate({id: 'home.hero.figure.start.value', message: '30 min'}),
    label: () => translate({id: 'home.hero.figure.start.label', message: 'to deploy your first application'}),
  },
  {
    id: 'curated',
    value: () => translate({id: 'home.hero.figure.curated.value', message: '80+'}),
    label: () => translate({id: 'home.hero.figure.curated.label', message: 'open-source apps and plugins integrated and documented by the project'}),
  },
  {
    id: 'store',
    value: () => translate({id: 'home.hero.figure.store.value', message: '500+'}),
    label: () => translate({id: 'home.hero.figure.store.label', message: 'apps to install in one click from the open-source app store'}),
  },
];

export interface Capability {
  readonly id: string;
  readonly icon: LineIconName;
  readonly title: () => string;
  readonly summary: () => string;
  readonly to: string;
}

export const capabilities: readonly Capability[] = [
  {
    id: 'languages',
    icon: 'code',
    title: () => translate({id: 'home.capabilities.languages.title', message: 'Automatic language detection'}),
    summary: () =>
      translate({
        id: 'home.capabilities.languages.summary',
        message:
          'Point Rainbond at a repository: it recognizes Java, Python, Golang, NodeJS, Dockerfile, PHP and .NetCore projects and builds them, with no Dockerfile or YAML to write.',
      }),
    to: '/feature/devops',
  },
  {
    id: 'market',
    icon: 'store',
    title: () => translate({id: 'home.capabilities.market.title', message: 'One-click install and upgrade'}),
    summary: () =>
      translate({
        id: 'home.capabilities.market.summary',
        message:
          'Install a complete application, with all its components, from the app market in one click, and upgrade it the same way when a new version is published.',
      }),
    to: '/marketplace',
  },
  {
    id: 'multi-cluster',
    icon: 'clusters',
    title: () => translate({id: 'home.capabilities.multiCluster.title', message: 'Multi-cluster management'}),
    summary: () =>
      translate({
        id: 'home.capabilities.multiCluster.summary',
        message: 'Connect self-built and public-cloud Kubernetes clusters, and deploy, migrate and back up applications across them from one console.',
      }),
    to: '/feature/multi-cluster',
  },
  {
    id: 'service-mesh',
    icon: 'mesh',
    title: () => translate({id: 'home.capabilities.serviceMesh.title', message: 'Service mesh'}),
    summary: () =>
      translate({
        id: 'home.capabilities.serviceMesh.summary',
        message: 'Orchestrate microservices by drag and drop on a live topology, and switch mesh frameworks without touching the code.',
      }),
    to: '/feature/service-mesh',
  },
  {
    id: 'devops',
    icon: 'rollback',
    title: () => translate({id: 'home.capabilities.devops.title', message: 'DevOps'}),
    summary: () =>
      translate({
        id: 'home.capabilities.devops.summary',
        message: 'Build on every push, deploy with rolling updates, roll back to any version, and keep your Git hosting, Jenkins and SonarQube.',
      }),
    to: '/feature/devops',
  },
  {
    id: 'observability',
    icon: 'chart',
    title: () => translate({id: 'home.capabilities.observability.title', message: 'Observability'}),
    summary: () =>
      translate({
        id: 'home.capabilities.observability.summary',
        message: 'Watch logs, resource use and HTTP or MySQL performance in the console, and plug in SkyWalking, Pinpoint, Jaeger or OpenTelemetry.',
      }),
    to: '/feature/app-ops',
  },
  {
    id: 'offline',
    icon: 'offline',
    title: () => translate({id: 'home.capabilities.offline.title', message: 'Offline delivery'}),
    summary: () =>
      translate({
        id: 'home.capabilities.offline.summary',
        message: 'Package an application as a template, export it, and install it in an air-gapped environment with no network access.',
      }),
    to: '/usescene/offlineDelivery',
  },
  {
    id: 'localization',
    icon: 'chip',
    title: () => translate({id: 'home.capabilities.localization.title', message: 'x86 to Arm localization'}),
    summary: () =>
      translate({
        id: 'home.capabilities.localization.summary',
        message: 'Run on Loongson, Kunpeng and Phytium CPUs with UOS or Kylin, and move x86 applications to Arm in three steps.',
      }),
    to: '/xinchuang',
  },
];

export interface Metric {
  readonly id: string;
  readonly value: () => string;
  readonly label: () => string;
}

export interface Audience {
  readonly id: string;
  readonly title: () => string;
  /** Who this audience is, e.g. "traditional and state-owned enterprises". */
  readonly who: () => string;
  readonly points: readonly (() => string)[];
  readonly metrics: readonly Metric[];
}

export const audiences: readonly Audience[] = [
  {
    id: 'enterprise',
    title: () => translate({id: 'home.why.enterprise.title', message: 'Enterprise IT teams'}),
    who: () => translate({id: 'home.why.enterprise.who', message: 'Traditional and state-owned enterprises'}),
    points: [
      () =>
        translate({
          id: 'home.why.enterprise.point1',
          message: "Bring every supplier's applications and all of your servers and clusters under one console.",
        }),
      () =>
        translate({
          id: 'home.why.enterprise.point2',
          message: 'Automate routine operations and manage software as reusable assets instead of one-off projects.',
        }),
      () =>
        translate({
          id: 'home.why.enterprise.point3',
          message: 'Users report about 30% better resource utilization and half the operations workload.',
        }),
    ],
    metrics: [
      {
        id: 'cycle',
        value: () => translate({id: 'home.why.enterprise.metric1.value', message: '80%'}),
        label: () => translate({id: 'home.why.enterprise.metric1.label', message: 'shorter application modernization cycle'}),
      },
      {
        id: 'cost',
        value: () => translate({id: 'home.why.enterprise.metric2.value', message: '60%'}),
        label: () => translate({id: 'home.why.enterprise.metric2.label', message: 'less spent on IT resources'}),
      },
    ],
  },
  {
    id: 'developers',
    title: () => translate({id: 'home.why.developers.title', message: 'Developers and small teams'}),
    who: () => translate({id: 'home.why.developers.who', message: 'Individual developers, start-ups and small to mid-sized teams'}),
    points: [
      () =>
        translate({
          id: 'home.why.developers.point1',
          message: 'Deploy straight from source code, without writing Dockerfiles or Kubernetes YAML.',
        }),
      () =>
        translate({
          id: 'home.why.developers.point2',
          message: 'Install databases, middleware and tools from 500+ apps in the open-source app store instead of setting them up by hand.',
        }),
      () =>
        translate({
          id: 'home.why.developers.point3',
          message: 'Run on one machine or a small cluster, with no operations team of your own.',
        }),
    ],
    metrics: [
      {
        id: 'efficiency',
        value: () => translate({id: 'home.why.developers.metric1.value', message: '70%'}),
        label: () => translate({id: 'home.why.developers.metric1.label', message: 'higher development efficiency'}),
      },
      {
        id: 'cost',
        value: () => translate({id: 'home.why.developers.metric2.value', message: '60%'}),
        label: () => translate({id: 'home.why.developers.metric2.label', message: 'less spent on IT resources'}),
      },
    ],
  },
  {
    id: 'xinchuang',
    title: () => translate({id: 'home.why.xinchuang.title', message: 'XinChuang and localization'}),
    who: () => translate({id: 'home.why.xinchuang.who', message: 'Government bodies and organizations moving to domestic IT'}),
    points: [
      () =>
        translate({
          id: 'home.why.xinchuang.point1',
          message: 'Move existing systems onto domestic CPUs and operating systems without rewriting them.',
        }),
      () =>
        translate({
          id: 'home.why.xinchuang.point2',
          message: 'Run x86 and Arm clusters side by side and manage them from the same console.',
        }),
    ],
    metrics: [
      {
        id: 'cpu',
        value: () => translate({id: 'home.why.xinchuang.metric1.value', message: '100%'}),
        label: () => translate({id: 'home.why.xinchuang.metric1.label', message: 'compatible with domestic CPU architectures'}),
      },
      {
        id: 'steps',
        value: () => translate({id: 'home.why.xinchuang.metric2.value', message: '3 steps'}),
        label: () => translate({id: 'home.why.xinchuang.metric2.label', message: 'to migrate to a XinChuang environment'}),
      },
      {
        id: 'changes',
        value: () => translate({id: 'home.why.xinchuang.metric3.value', message: '0'}),
        label: () => translate({id: 'home.why.xinchuang.metric3.label', message: 'changes to application code'}),
      },
    ],
  },
  {
    id: 'offline',
    title: () => translate({id: 'home.why.offline.title', message: 'Offline and special environments'}),
    who: () => translate({id: 'home.why.offline.who', message: 'Defense, aviation and other isolated networks'}),
    points: [
      () =>
        translate({
          id: 'home.why.offline.point1',
          message: 'Offline installation packages: install the platform and applications without internet access.',
        }),
      () =>
        translate({
          id: 'home.why.offline.point2',
          message: 'Operations without a network: run and maintain applications entirely inside the isolated site.',
        }),
      () =>
        translate({
          id: 'home.why.offline.point3',
          message: 'Low resource use: the platform runs on as little as 2 CPU cores and 4 GB of memory.',
        }),
    ],
    metrics: [],
  },
];

export interface Customer {
  readonly id: string;
  readonly name: () => string;
  /** Case study route, when there is one. */
  readonly to?: string;
}

/** Organizations that run Rainbond, as text (no logos). */
export const customers: readonly Customer[] = [
  {id: 'boe', name: () => translate({id: 'home.users.boe', message: 'BOE'}), to: '/case/boe'},
  {id: 'talkweb', name: () => translate({id: 'home.users.talkweb', message: 'Talkweb'}), to: '/case/talkweb'},
  {id: 'ccteg', name: () => translate({id: 'home.users.ccteg', message: 'China Coal Technology & Engineering Group'})},
  {id: 'evoc', name: () => translate({id: 'home.users.evoc', message: 'EVOC'})},
  {id: 'xybigdata', name: () => translate({id: 'home.users.xybigdata', message: 'Xianyang Big Data Administration'}), to: '/case/xybigdata'},
  {id: 'zhjl', name: () => translate({id: 'home.users.zhjl', message: 'Smart Julu'}), to: '/case/zhjl'},
  {id: 'szsd', name: () => translate({id: 'home.users.szsd', message: 'Shanxi Shuzhi Shidai'}), to: '/case/szsd'},
  {id: 'penghai', name: () => translate({id: 'home.users.penghai', message: 'Penghai Software'}), to: '/case/penghai'},
  {id: 'csgApp', name: () => translate({id: 'home.users.csgApp', message: 'Zhengguan Yizhi Technology'}), to: '/case/csgApp'},
  {id: 'kgdata', name: () => translate({id: 'home.users.kgdata', message: 'Keji Data'}), to: '/case/kgdata'},
  {id: 'cjzk', name: () => translate({id: 'home.users.cjzk', message: 'Chengjian Zhikong'}), to: '/case/cjzk'},
  {id: 'gitee', name: () => translate({id: 'home.users.gitee', message: 'Gitee'})},
  {id: 'ugreen', name: () => translate({id: 'home.users.ugreen', message: 'UGREEN'})},
  {id: 'novastar', name: () => translate({id: 'home.users.novastar', message: 'NovaStar'})},
];
