import {translate} from '@docusaurus/Translate';
import type {LineIconName} from '@site/src/components/LineIcon';

/**
 * Shapes of the four feature pages and /xinchuang, laid out by src/components/FeaturePage,
 * and the install buttons they share. Each page's content is its own module in this folder,
 * so a page's JavaScript carries only its own text. Every visible string is a function so
 * translate() runs at render time in the current locale; ids and messages stay literal for
 * `docusaurus write-translations`.
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

export const installActions: readonly FeatureAction[] = [
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
