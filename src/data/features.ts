import {translate} from '@docusaurus/Translate';
import type {LineIconName} from '@site/src/components/LineIcon';

/**
 * Content of the four feature pages and /xinchuang, laid out by src/components/FeaturePage.
 * Every visible string is a function so translate() runs at render time in the current
 * locale; ids and messages stay literal for `docusaurus write-translations`.
 */
export interface FeatureLink {
  readonly label: () => string;
  readonly to: string;
}

export interface FeatureAction extends FeatureLink {
  readonly primary?: boolean;
}

export interface FeatureRow {
  /** Anchor-friendly id, unique within the page. */
  readonly id: string;
  readonly title: () => string;
  readonly bullets: readonly (() => string)[];
  /** Decorative drawing shown beside the text. */
  readonly icon: LineIconName;
}

export interface FeaturePageContent {
  readonly id: string;
  /** Short label above the title (the nav name of the page). */
  readonly kicker: () => string;
  readonly title: () => string;
  /** One paragraph: used under the title and as the page's meta description. */
  readonly description: () => string;
  readonly actions: readonly FeatureAction[];
  readonly rows: readonly FeatureRow[];
  readonly related: readonly FeatureLink[];
}

const installActions: readonly FeatureAction[] = [
  {
    label: () => translate({id: 'feature.actions.quickInstall', message: 'Install on a single machine'}),
    to: '/docs/quick-start/quick-install',
    primary: true,
  },
  {
    label: () => translate({id: 'feature.actions.helm', message: 'Install on Kubernetes'}),
    to: '/docs/installation/install-with-helm',
  },
];

export const devopsFeature: FeaturePageContent = {
  id: 'devops',
  kicker: () => translate({id: 'feature.devops.kicker', message: 'Integrated DevOps'}),
  title: () => translate({id: 'feature.devops.title', message: 'Integrated DevOps that fits the way developers already work'}),
  description: () =>
    translate({
      id: 'feature.devops.description',
      message:
        'Rainbond is built around applications, not infrastructure: developers build, deploy and run their own services without learning containers or Kubernetes, and existing projects and code stay as they are. Platform administrators look after clusters and the platform itself, which works with standard Kubernetes versions and tools.',
    }),
  actions: installActions,
  rows: [
    {
      id: 'deploy',
      icon: 'code',
      title: () => translate({id: 'feature.devops.row1.title', message: 'Deploy from whatever you already have'}),
      bullets: [
        () =>
          translate({
            id: 'feature.devops.row1.item1',
            message:
              'Source code is recognized and built automatically: Java, Python, Node.js, PHP, Golang, static HTML, .NET Core, and JAR or WAR packages.',
          }),
        () =>
          translate({
            id: 'feature.devops.row1.item2',
            message: 'Build and deploy from a Dockerfile, a Docker Compose file or an existing container image.',
          }),
        () => translate({id: 'feature.devops.row1.item3', message: 'Deploy existing Kubernetes YAML manifests and Helm charts.'}),
      ],
    },
    {
      id: 'rollback',
      icon: 'rollback',
      title: () => translate({id: 'feature.devops.row2.title', message: 'Deploy and roll back in one click'}),
      bullets: [
        () =>
          translate({
            id: 'feature.devops.row2.item1',
            message: 'A build from source is deployed as a rolling update, so the service keeps answering while it changes.',
          }),
        () => translate({id: 'feature.devops.row2.item2', message: 'Add a webhook to your repository and every push starts a build.'}),
        () => translate({id: 'feature.devops.row2.item3', message: 'Each build is kept as a version you can roll back to.'}),
      ],
    },
    {
      id: 'environments',
      icon: 'environments',
      title: () => translate({id: 'feature.devops.row3.title', message: 'Development and test environments on demand'}),
      bullets: [
        () =>
          translate({
            id: 'feature.devops.row3.item1',
            message: 'Developers and testers create and maintain their own environments without waiting for an administrator.',
          }),
        () => translate({id: 'feature.devops.row3.item2', message: 'Copy an existing environment in one click to start new work.'}),
        () =>
          translate({
            id: 'feature.devops.row3.item3',
            message: 'Stop an environment to free its resources, and start it again when you need it.',
          }),
      ],
    },
    {
      id: 'integrations',
      icon: 'integrations',
      title: () => translate({id: 'feature.devops.row4.title', message: 'Extend DevOps with the tools you already use'}),
      bullets: [
        () =>
          translate({
            id: 'feature.devops.row4.item1',
            message: 'Connect Gitee, GitLab and GitHub repositories, with single sign-on.',
          }),
        () => translate({id: 'feature.devops.row4.item2', message: 'Use artifact repositories such as Nexus and Artifactory.'}),
        () =>
          translate({
            id: 'feature.devops.row4.item3',
            message: 'Keep Jenkins for continuous integration, check code quality with SonarQube and edit code in the browser with OpenVSCode.',
          }),
      ],
    },
  ],
  related: [
    {
      label: () => translate({id: 'feature.devops.related.integrationDev', message: 'Scene: an integrated development and test environment with GitLab'}),
      to: '/usescene/IntegrationDev',
    },
    {
      label: () => translate({id: 'feature.devops.related.cjzk', message: 'Case: from hand-deployed JARs to automated CI/CD'}),
      to: '/case/cjzk',
    },
  ],
};

export const multiClusterFeature: FeaturePageContent = {
  id: 'multi-cluster',
  kicker: () => translate({id: 'feature.multiCluster.kicker', message: 'Kubernetes multi-cluster management'}),
  title: () =>
    translate({id: 'feature.multiCluster.title', message: 'Manage many Kubernetes clusters and run applications across clouds'}),
  description: () =>
    translate({
      id: 'feature.multiCluster.description',
      message:
        'One Rainbond console connects and manages Kubernetes clusters of different kinds. You work with applications rather than YAML, and you deploy, install, migrate and back up applications from one cluster to another.',
    }),
  actions: installActions,
  rows: [
    {
      id: 'connect',
      icon: 'clusters',
      title: () => translate({id: 'feature.multiCluster.row1.title', message: 'Connect the Kubernetes clusters you already run'}),
      bullets: [
        () =>
          translate({
            id: 'feature.multiCluster.row1.item1',
            message: 'A wizard connects self-built clusters, Alibaba Cloud ACK, Huawei Cloud CCE and Tencent Cloud TKE.',
          }),
        () =>
          translate({
            id: 'feature.multiCluster.row1.item2',
            message: 'Starting from plain Linux servers, Rainbond installs the cluster for you.',
          }),
      ],
    },
    {
      id: 'takeover',
      icon: 'takeover',
      title: () =>
        translate({id: 'feature.multiCluster.row2.title', message: 'Take over applications already running in Kubernetes'}),
      bullets: [
        () =>
          translate({
            id: 'feature.multiCluster.row2.item1',
            message: 'A wizard brings workloads already deployed in Kubernetes under Rainbond management.',
          }),
        () =>
          translate({
            id: 'feature.multiCluster.row2.item2',
            message: 'From then on you manage them in the web console instead of editing YAML.',
          }),
      ],
    },
    {
      id: 'teams',
      icon: 'team',
      title: () =>
        translate({id: 'feature.multiCluster.row3.title', message: 'Team and permission management built for enterprises'}),
      bullets: [
        () =>
          translate({
            id: 'feature.multiCluster.row3.item1',
            message: 'A team gets its own resource space, or shares one with other teams.',
          }),
        () =>
          translate({
            id: 'feature.multiCluster.row3.item2',
            message: 'Fine-grained permissions decide what each member of a team may do.',
          }),
      ],
    },
  ],
  related: [
    {
      label: () => translate({id: 'feature.multiCluster.related.scene', message: 'Scene: application-level multi-cloud management'}),
      to: '/usescene/MultiCloudManagement',
    },
    {
      label: () => translate({id: 'feature.multiCluster.related.zhjl', message: 'Case: 30+ smart-city apps from 10+ vendors on two clusters'}),
      to: '/case/zhjl',
    },
    {
      label: () => translate({id: 'feature.multiCluster.related.xybigdata', message: 'Case: 100+ city applications on three clusters'}),
      to: '/case/xybigdata',
    },
  ],
};

export const serviceMeshFeature: FeaturePageContent = {
  id: 'service-mesh',
  kicker: () => translate({id: 'feature.serviceMesh.kicker', message: 'Microservice governance'}),
  title: () =>
    translate({
      id: 'feature.serviceMesh.title',
      message: 'Microservice governance out of the box, with drag-and-drop orchestration',
    }),
  description: () =>
    translate({
      id: 'feature.serviceMesh.description',
      message:
        'Rainbond brings traditional and microservice applications into a service mesh without asking your team to master the mesh underneath. A graphical topology, observability plugins and switchable mesh frameworks cover orchestration, monitoring and diagnosis.',
    }),
  actions: installActions,
  rows: [
    {
      id: 'topology',
      icon: 'topology',
      title: () => translate({id: 'feature.serviceMesh.row1.title', message: 'Graphical orchestration and service topology'}),
      bullets: [
        () =>
          translate({
            id: 'feature.serviceMesh.row1.item1',
            message: 'An interactive topology shows the state of every service and what it depends on.',
          }),
        () =>
          translate({
            id: 'feature.serviceMesh.row1.item2',
            message: 'Connect services by dragging from one to another, like putting building blocks together.',
          }),
      ],
    },
    {
      id: 'observability',
      icon: 'chart',
      title: () => translate({id: 'feature.serviceMesh.row2.title', message: 'Monitoring and observability through plugins'}),
      bullets: [
        () =>
          translate({
            id: 'feature.serviceMesh.row2.item1',
            message: 'Built-in plugins measure the performance of HTTP and MySQL traffic.',
          }),
        () =>
          translate({
            id: 'feature.serviceMesh.row2.item2',
            message: 'Connect Pinpoint, SkyWalking, OpenTelemetry, Jaeger, Pyroscope and Arthas for tracing, profiling and live diagnosis.',
          }),
        () =>
          translate({
            id: 'feature.serviceMesh.row2.item3',
            message: 'Add monitoring plugins of your own to watch business metrics.',
          }),
      ],
    },
    {
      id: 'frameworks',
      icon: 'mesh',
      title: () => translate({id: 'feature.serviceMesh.row3.title', message: 'Several service mesh frameworks, switchable'}),
      bullets: [
        () =>
          translate({
            id: 'feature.serviceMesh.row3.item1',
            message: 'Switch the service mesh framework of an application in one click.',
          }),
        () =>
          translate({
            id: 'feature.serviceMesh.row3.item2',
            message: 'Spring Cloud and Dubbo applications run as they are.',
          }),
        () =>
          translate({
            id: 'feature.serviceMesh.row3.item3',
            message: 'Plugins add further mesh frameworks and microservice capabilities.',
          }),
      ],
    },
  ],
  related: [
    {
      label: () => translate({id: 'feature.serviceMesh.related.csgApp', message: 'Case: about 50 microservices behind a reading app'}),
      to: '/case/csgApp',
    },
    {
      label: () =>
        translate({id: 'feature.serviceMesh.related.componentReuse', message: 'Scene: assembling business modules like building blocks'}),
      to: '/usescene/componentReuse',
    },
  ],
};

export const appOpsFeature: FeaturePageContent = {
  id: 'app-ops',
  kicker: () => translate({id: 'feature.appOps.kicker', message: 'Automated application operations'}),
  title: () => translate({id: 'feature.appOps.title', message: 'Simpler operations through an application model'}),
  description: () =>
    translate({
      id: 'feature.appOps.description',
      message:
        "Rainbond's application model hides the underlying tools so that developers can think about the business rather than the machinery. Operations become easier to understand and cheaper to run, and Kubernetes becomes practical for teams that have no Kubernetes specialists.",
    }),
  actions: installActions,
  rows: [
    {
      id: 'developer-ops',
      icon: 'wrench',
      title: () => translate({id: 'feature.appOps.row1.title', message: 'Operations that developers can own'}),
      bullets: [
        () =>
          translate({
            id: 'feature.appOps.row1.item1',
            message: 'Settings and actions are expressed at the application level, which developers understand without Kubernetes knowledge.',
          }),
        () =>
          translate({
            id: 'feature.appOps.row1.item2',
            message: 'Several people work on the same application, and every operation is recorded.',
          }),
      ],
    },
    {
      id: 'gateway',
      icon: 'gateway',
      title: () => translate({id: 'feature.appOps.row2.title', message: 'A capable built-in application gateway'}),
      bullets: [
        () => translate({id: 'feature.appOps.row2.item1', message: 'Route requests by domain name, path, header or cookie.'}),
        () =>
          translate({
            id: 'feature.appOps.row2.item2',
            message: 'Manage HTTPS certificates yourself, or have them issued automatically.',
          }),
        () => translate({id: 'feature.appOps.row2.item3', message: 'Run canary releases and A/B tests.'}),
      ],
    },
    {
      id: 'autoscaling',
      icon: 'scale',
      title: () => translate({id: 'feature.appOps.row3.title', message: 'Automatic scaling'}),
      bullets: [
        () =>
          translate({
            id: 'feature.appOps.row3.item1',
            message: 'Scale a component by hand, or let rules you define scale it automatically.',
          }),
      ],
    },
    {
      id: 'terminal',
      icon: 'terminal',
      title: () => translate({id: 'feature.appOps.row4.title', message: 'A web terminal for debugging'}),
      bullets: [
        () =>
          translate({
            id: 'feature.appOps.row4.item1',
            message: 'Open a shell in a running component straight from the browser.',
          }),
      ],
    },
    {
      id: 'logs',
      icon: 'logs',
      title: () => translate({id: 'feature.appOps.row5.title', message: 'Logs in the browser'}),
      bullets: [
        () => translate({id: 'feature.appOps.row5.item1', message: 'Follow component logs live on the web and search them.'}),
        () => translate({id: 'feature.appOps.row5.item2', message: 'Forward logs to an external log system when you need to keep them.'}),
      ],
    },
  ],
  related: [
    {
      label: () => translate({id: 'feature.appOps.related.scene', message: 'Scene: managing enterprise applications in one place'}),
      to: '/usescene/AppManagement',
    },
    {
      label: () => translate({id: 'feature.appOps.related.penghai', message: 'Case: twice the R&D efficiency for an industrial software vendor'}),
      to: '/case/penghai',
    },
  ],
};

export const xinchuangFeature: FeaturePageContent = {
  id: 'xinchuang',
  kicker: () => translate({id: 'feature.xinchuang.kicker', message: 'Localization (XinChuang)'}),
  title: () =>
    translate({
      id: 'feature.xinchuang.title',
      message: 'Move cloud applications to XinChuang environments with no prior experience',
    }),
  description: () =>
    translate({
      id: 'feature.xinchuang.description',
      message:
        "Rainbond's XinChuang edition lowers the technical cost of moving application systems onto domestic IT infrastructure. It has passed compatibility certification with several domestic CPU vendors, moves applications from source code, software packages or container images, and manages mixed-architecture clusters — one cloud, many chips — from a single console.",
    }),
  actions: [
    {
      label: () => translate({id: 'feature.xinchuang.actions.install', message: 'Quick install'}),
      to: '/docs/quick-start/quick-install',
      primary: true,
    },
    {
      label: () => translate({id: 'feature.xinchuang.actions.learnMore', message: 'Learn more'}),
      to: '/docs/how-to-guides/localization-guide/intro',
    },
  ],
  rows: [
    {
      id: 'platform',
      icon: 'shield',
      title: () =>
        translate({id: 'feature.xinchuang.row1.title', message: 'An integrated application platform that meets XinChuang requirements'}),
      bullets: [
        () =>
          translate({
            id: 'feature.xinchuang.row1.item1',
            message: 'Runs on mainstream domestic CPUs such as Loongson, Kunpeng and Phytium, and on the UOS and Kylin operating systems.',
          }),
        () => translate({id: 'feature.xinchuang.row1.item2', message: 'Certified as compatible by major domestic CPU vendors.'}),
        () =>
          translate({
            id: 'feature.xinchuang.row1.item3',
            message: 'Development, operation and delivery of XinChuang applications are managed in one place, which keeps their cost down.',
          }),
      ],
    },
    {
      id: 'migration',
      icon: 'migrate',
      title: () => translate({id: 'feature.xinchuang.row2.title', message: 'Move existing applications quickly'}),
      bullets: [
        () =>
          translate({
            id: 'feature.xinchuang.row2.item1',
            message: 'Differences between architectures are hidden, so applications move at the lowest possible cost.',
          }),
        () =>
          translate({
            id: 'feature.xinchuang.row2.item2',
            message: 'Provide the source code and Rainbond compiles and runs it on the architecture you choose.',
          }),
        () =>
          translate({
            id: 'feature.xinchuang.row2.item3',
            message: 'The open-source app store offers templates for each architecture, so hundreds of open-source packages install in one click.',
          }),
        () =>
          translate({
            id: 'feature.xinchuang.row2.item4',
            message: 'Components built for different architectures run side by side and are orchestrated graphically.',
          }),
      ],
    },
    {
      id: 'multi-arch',
      icon: 'chip',
      title: () =>
        translate({id: 'feature.xinchuang.row3.title', message: 'One cloud, many chips: managed and scheduled from one place'}),
      bullets: [
        () =>
          translate({
            id: 'feature.xinchuang.row3.item1',
            message: "Install from a graphical interface: Rainbond detects each server's architecture and deploys the mixed cluster in one step.",
          }),
        () =>
          translate({
            id: 'feature.xinchuang.row3.item2',
            message: 'Every kind of cluster is managed, and every kind of workload scheduled, from the same console.',
          }),
      ],
    },
  ],
  related: [
    {
      label: () => translate({id: 'feature.xinchuang.related.x86ToArm', message: 'Scene: running on Arm64 and domestic chips'}),
      to: '/usescene/x86ToArm',
    },
    {
      label: () => translate({id: 'feature.xinchuang.related.offline', message: 'Scene: delivering software to offline environments'}),
      to: '/usescene/offlineDelivery',
    },
  ],
};
