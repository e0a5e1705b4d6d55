import {translate} from '@docusaurus/Translate';

/**
 * The marketing bar's links. Labels are functions so that translate() runs at render time,
 * in the current locale; each call keeps literal id and message so that
 * `docusaurus write-translations` can extract them.
 */
export interface NavLink {
  readonly label: () => string;
  readonly to?: string;
  readonly href?: string;
  /** Shown only in the mobile menu (desktop has no room and no need for it). */
  readonly mobileOnly?: boolean;
}

export interface NavGroup {
  readonly id: string;
  readonly label: () => string;
  readonly items: readonly NavLink[];
}

export type NavEntry = NavGroup | NavLink;

export const isGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry;

export const SOURCE_HOSTS: readonly NavLink[] = [
  {label: () => translate({id: 'nav.source.github', message: 'GitHub'}), href: 'https://github.com/goodrain/rainbond'},
  {label: () => translate({id: 'nav.source.gitee', message: 'Gitee'}), href: 'https://gitee.com/rainbond/Rainbond'},
];

export const marketingNav: readonly NavEntry[] = [
  {label: () => translate({id: 'nav.why', message: 'Why'}), to: '/#home-why'},
  {label: () => translate({id: 'nav.docs', message: 'Docs'}), to: '/docs'},
  {
    id: 'feature',
    label: () => translate({id: 'nav.feature', message: 'Features'}),
    items: [
      {label: () => translate({id: 'nav.feature.xinchuang', message: 'XinChuang (localization)'}), to: '/xinchuang'},
      {label: () => translate({id: 'nav.feature.devops', message: 'DevOps'}), to: '/feature/devops'},
      {label: () => translate({id: 'nav.feature.multiCluster', message: 'Multi-cluster'}), to: '/feature/multi-cluster'},
      {label: () => translate({id: 'nav.feature.serviceMesh', message: 'Service mesh'}), to: '/feature/service-mesh'},
      {label: () => translate({id: 'nav.feature.appOps', message: 'Automated operations'}), to: '/feature/app-ops'},
      {label: () => translate({id: 'nav.feature.appMarket', message: 'App markets'}), to: '/feature/app-market', mobileOnly: true},
    ],
  },
  {
    id: 'indepth',
    label: () => translate({id: 'nav.indepth', message: 'In depth'}),
    items: [
      {label: () => translate({id: 'nav.indepth.usescene', message: 'Use scenes'}), to: '/usescene'},
      {label: () => translate({id: 'nav.indepth.case', message: 'Case studies'}), to: '/case'},
      {label: () => translate({id: 'nav.indepth.blog', message: 'Blog'}), to: '/blog'},
      {label: () => translate({id: 'nav.indepth.openapi', message: 'OpenAPI'}), to: '/docs/Intro'},
    ],
  },
  {
    id: 'community',
    label: () => translate({id: 'nav.community', message: 'Community'}),
    items: [
      {label: () => translate({id: 'nav.community.appStore', message: 'Open-source app store'}), href: 'https://hub.grapps.cn'},
      {label: () => translate({id: 'nav.community.featuredApps', message: 'Featured apps'}), to: '/opensourceApps', mobileOnly: true},
      {label: () => translate({id: 'nav.community.partners', message: 'Partners'}), to: '/partners'},
      {label: () => translate({id: 'nav.community.contribution', message: 'Contributing'}), to: '/docs/contribution'},
      {label: () => translate({id: 'nav.community.support', message: 'Support'}), to: '/docs/support'},
      {label: () => translate({id: 'nav.community.forum', message: 'Forum'}), href: 'https://github.com/goodrain/rainbond/discussions'},
      ...SOURCE_HOSTS,
    ],
  },
  {label: () => translate({id: 'nav.enterprise', message: 'Enterprise'}), to: '/enterprise_server'},
  {label: () => translate({id: 'nav.rainstore', message: 'Rainstore'}), to: '/marketplace'},
];

export const quickStartLink: NavLink = {
  label: () => translate({id: 'nav.quickStart', message: 'Quick start'}),
  to: '/docs/quick-start/quick-install',
};
