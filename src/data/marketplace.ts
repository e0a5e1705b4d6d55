import {translate} from '@docusaurus/Translate';
import type {LineIconName} from '@site/src/components/LineIcon';

/** Content of the Rainstore product page (/marketplace). */

export interface MarketItem {
  readonly id: string;
  readonly title: () => string;
  readonly text: () => string;
  readonly icon?: LineIconName;
}

/** Kinds of package Rainstore accepts. */
export const packageTypes: readonly MarketItem[] = [
  {
    id: 'image',
    icon: 'package',
    title: () => translate({id: 'marketplace.packages.image.title', message: 'Docker images'}),
    text: () => translate({id: 'marketplace.packages.image.text', message: 'List any container image as an app.'}),
  },
  {
    id: 'helm',
    icon: 'environments',
    title: () => translate({id: 'marketplace.packages.helm.title', message: 'Helm charts'}),
    text: () => translate({id: 'marketplace.packages.helm.text', message: 'Publish charts you already maintain for Kubernetes.'}),
  },
  {
    id: 'ram',
    icon: 'topology',
    title: () => translate({id: 'marketplace.packages.ram.title', message: 'Rainbond Application Model (RAM)'}),
    text: () =>
      translate({
        id: 'marketplace.packages.ram.text',
        message: 'Multi-component applications with their configuration and dependencies, installed in one click.',
      }),
  },
  {
    id: 'other',
    icon: 'logs',
    title: () => translate({id: 'marketplace.packages.other.title', message: 'Other software packages'}),
    text: () =>
      translate({id: 'marketplace.packages.other.text', message: 'Installers and archives for software that does not run in containers.'}),
  },
];

/** Ways an app bought or chosen in Rainstore reaches the customer. */
export const deliveryModes: readonly MarketItem[] = [
  {
    id: 'one-click',
    icon: 'upgrade',
    title: () => translate({id: 'marketplace.delivery.oneClick.title', message: 'One-click install'}),
    text: () => translate({id: 'marketplace.delivery.oneClick.text', message: 'Customers install straight from the store into their own Rainbond.'}),
  },
  {
    id: 'offline',
    icon: 'offline',
    title: () => translate({id: 'marketplace.delivery.offline.title', message: 'Offline export'}),
    text: () => translate({id: 'marketplace.delivery.offline.text', message: 'Export an app as an offline package for sites without internet access.'}),
  },
  {
    id: 'private',
    icon: 'shield',
    title: () => translate({id: 'marketplace.delivery.private.title', message: 'Private deployment'}),
    text: () => translate({id: 'marketplace.delivery.private.text', message: "Deploy into the customer's private environment."}),
  },
  {
    id: 'back-office',
    icon: 'takeover',
    title: () => translate({id: 'marketplace.delivery.backOffice.title', message: 'Back-office delivery'}),
    text: () =>
      translate({
        id: 'marketplace.delivery.backOffice.text',
        message: "The vendor delivers the app from the store's back office, with nothing for the customer to install.",
      }),
  },
];

/** What the store does, one card per screen of the product. */
export const storeFeatures: readonly MarketItem[] = [
  {
    id: 'catalog',
    title: () => translate({id: 'marketplace.features.catalog.title', message: 'Catalog and search'}),
    text: () =>
      translate({
        id: 'marketplace.features.catalog.text',
        message: 'Every listed app in one catalog, filtered by category and tag, with search to find the right one quickly.',
      }),
  },
  {
    id: 'details',
    title: () => translate({id: 'marketplace.features.details.title', message: 'App details'}),
    text: () =>
      translate({
        id: 'marketplace.features.details.text',
        message: 'Each app shows its description, version history, ratings, author and comments, so buyers know what they get.',
      }),
  },
  {
    id: 'statistics',
    title: () => translate({id: 'marketplace.features.statistics.title', message: 'Usage statistics'}),
    text: () =>
      translate({
        id: 'marketplace.features.statistics.text',
        message: 'Charts of orders, monthly revenue, visits and app data help administrators see how the store is doing.',
      }),
  },
  {
    id: 'listing',
    title: () => translate({id: 'marketplace.features.listing.title', message: 'Listings and categories'}),
    text: () =>
      translate({
        id: 'marketplace.features.listing.text',
        message: 'Administrators put apps on sale or take them down, and organize the categories of the whole store.',
      }),
  },
  {
    id: 'publishing',
    title: () => translate({id: 'marketplace.features.publishing.title', message: 'Publisher tools'}),
    text: () =>
      translate({
        id: 'marketplace.features.publishing.text',
        message: "Publishers edit an app's name, category, tags, logo and summary, and write its introduction in a rich-text editor.",
      }),
  },
  {
    id: 'versions',
    title: () => translate({id: 'marketplace.features.versions.title', message: 'Packages and versions'}),
    text: () =>
      translate({
        id: 'marketplace.features.versions.text',
        message: 'Upload RAM, Docker, Helm or other packages, and keep every version of each on record.',
      }),
  },
  {
    id: 'plans',
    title: () => translate({id: 'marketplace.features.plans.title', message: 'Plans'}),
    text: () =>
      translate({
        id: 'marketplace.features.plans.text',
        message: 'Offer several plans of the same app, so each buyer picks the version and features they need.',
      }),
  },
  {
    id: 'orders',
    title: () => translate({id: 'marketplace.features.orders.title', message: 'Orders'}),
    text: () =>
      translate({
        id: 'marketplace.features.orders.text',
        message: 'Publishers follow every purchase of their apps and handle after-sales questions.',
      }),
  },
  {
    id: 'delivery',
    title: () => translate({id: 'marketplace.features.delivery.title', message: 'Delivery modes'}),
    text: () =>
      translate({
        id: 'marketplace.features.delivery.text',
        message: "Deliver from the back office, as an offline package or as SaaS, whatever each customer's environment requires.",
      }),
  },
];

export const storeScenes: readonly MarketItem[] = [
  {
    id: 'ecosystem',
    icon: 'team',
    title: () => translate({id: 'marketplace.scenes.ecosystem.title', message: 'Build an industry app ecosystem'}),
    text: () =>
      translate({
        id: 'marketplace.scenes.ecosystem.text',
        message: "Bring your industry's vendors and their applications together in one store that customers trust.",
      }),
  },
  {
    id: 'assets',
    icon: 'package',
    title: () => translate({id: 'marketplace.scenes.assets.title', message: 'Manage software as assets'}),
    text: () =>
      translate({
        id: 'marketplace.scenes.assets.text',
        message: 'Keep every application, version and package your organization owns in one managed catalog.',
      }),
  },
  {
    id: 'reuse',
    icon: 'environments',
    title: () => translate({id: 'marketplace.scenes.reuse.title', message: 'Accumulate and reuse enterprise software'}),
    text: () =>
      translate({
        id: 'marketplace.scenes.reuse.text',
        message: 'Publish a module once and reuse it in every project instead of building it again.',
      }),
  },
  {
    id: 'distribution',
    icon: 'upgrade',
    title: () => translate({id: 'marketplace.scenes.distribution.title', message: 'Automate application distribution'}),
    text: () =>
      translate({
        id: 'marketplace.scenes.distribution.text',
        message: 'Deliver and upgrade applications at many customer sites automatically, online or offline.',
      }),
  },
];

export interface StoreCustomer {
  readonly id: string;
  readonly name: () => string;
  readonly story: () => string;
}

export const storeCustomers: readonly StoreCustomer[] = [
  {
    id: 'evoc',
    name: () => translate({id: 'marketplace.cases.evoc.name', message: 'EVOC'}),
    story: () =>
      translate({id: 'marketplace.cases.evoc.story', message: 'Offers its software as a SaaS service to tens of thousands of users.'}),
  },
  {
    id: 'boe',
    name: () => translate({id: 'marketplace.cases.boe.name', message: 'BOE'}),
    story: () => translate({id: 'marketplace.cases.boe.story', message: 'Made offline delivery five times as efficient.'}),
  },
  {
    id: 'ccteg',
    name: () => translate({id: 'marketplace.cases.ccteg.name', message: 'China Coal Technology & Engineering Group'}),
    story: () =>
      translate({id: 'marketplace.cases.ccteg.story', message: 'Builds an industrial-internet application ecosystem for the coal industry.'}),
  },
  {
    id: 'military',
    name: () => translate({id: 'marketplace.cases.military.name', message: 'A military customer'}),
    story: () =>
      translate({
        id: 'marketplace.cases.military.story',
        message: 'Distributes complex applications down through several levels of its organization.',
      }),
  },
];
