import {translate} from '@docusaurus/Translate';
import type {FeaturePageContent} from './shared';

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
