import {translate} from '@docusaurus/Translate';

/**
 * The eight use scenes, in the order the list page shows them. The articles are MDX pages
 * at /usescene/<slug>.
 */
export interface UseScene {
  readonly slug: string;
  readonly title: () => string;
  readonly summary: () => string;
}

export const useScenes: readonly UseScene[] = [
  {
    slug: 'EnterpriseDeliveryTwo',
    title: () => translate({id: 'usescene.EnterpriseDeliveryTwo.title', message: 'Modular, customized delivery'}),
    summary: () =>
      translate({
        id: 'usescene.EnterpriseDeliveryTwo.summary',
        message: 'Deliver B2B software with per-customer customization by combining modular application templates.',
      }),
  },
  {
    slug: 'EnterpriseDeliveryOne',
    title: () => translate({id: 'usescene.EnterpriseDeliveryOne.title', message: 'Continuous delivery of enterprise applications'}),
    summary: () =>
      translate({
        id: 'usescene.EnterpriseDeliveryOne.summary',
        message: 'Package enterprise applications with the Rainbond Application Model (RAM) and install or upgrade them in one click.',
      }),
  },
  {
    slug: 'componentReuse',
    title: () => translate({id: 'usescene.componentReuse.title', message: 'Assembling business modules like building blocks'}),
    summary: () =>
      translate({
        id: 'usescene.componentReuse.summary',
        message: 'Build new systems from business modules published to the app market instead of starting from scratch.',
      }),
  },
  {
    slug: 'x86ToArm',
    title: () => translate({id: 'usescene.x86ToArm.title', message: 'Localization and XinChuang support'}),
    summary: () =>
      translate({
        id: 'usescene.x86ToArm.summary',
        message: 'Run on Arm64 and domestic chips such as Kunpeng 920 and FT-2000+/64, and build from source on Arm.',
      }),
  },
  {
    slug: 'AppManagement',
    title: () => translate({id: 'usescene.AppManagement.title', message: 'Unified management of enterprise applications'}),
    summary: () =>
      translate({
        id: 'usescene.AppManagement.summary',
        message: 'Manage enterprise applications the way you manage phone apps, through an internal app store.',
      }),
  },
  {
    slug: 'MultiCloudManagement',
    title: () => translate({id: 'usescene.MultiCloudManagement.title', message: 'Application-level multi-cloud management'}),
    summary: () =>
      translate({
        id: 'usescene.MultiCloudManagement.summary',
        message: 'Manage applications, not only machines, across clouds: how this differs from a CMP, with four typical scenarios.',
      }),
  },
  {
    slug: 'offlineDelivery',
    title: () => translate({id: 'usescene.offlineDelivery.title', message: 'Software delivery to offline environments'}),
    summary: () =>
      translate({
        id: 'usescene.offlineDelivery.summary',
        message: 'Deliver to air-gapped sites with application templates exported for offline installation.',
      }),
  },
  {
    slug: 'IntegrationDev',
    title: () => translate({id: 'usescene.IntegrationDev.title', message: 'Integrated development and test environment'}),
    summary: () =>
      translate({
        id: 'usescene.IntegrationDev.summary',
        message: 'Combine GitLab with Rainbond: sign in with OAuth and build automatically on every push through a webhook.',
      }),
  },
];
