import {translate} from '@docusaurus/Translate';
import {installActions, type FeaturePageContent} from './shared';

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
