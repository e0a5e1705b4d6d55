import {translate} from '@docusaurus/Translate';
import {installActions, type FeaturePageContent} from './shared';

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
