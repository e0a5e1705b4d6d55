import {execFileSync} from 'node:child_process';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import remarkHighlightCode from './plugins/code-highlighting/remark';
import {PAGE_TEMPLATE} from './plugins/lean-client-bundle/page-template';
import rehypeDiagrams from './plugins/rehype-diagrams/index.cjs';
import rehypeTableLayout from './plugins/table-layout/rehype';
import remarkTranslationStatus from './plugins/translation-status/remark';
import pendingRoutes from './tests/fixtures/pending-routes.json';
import {allRedirects, assetRedirects, englishPrefixRedirects} from './src/data/redirects';
import {DOCS_REPOSITORY} from './src/data/links';
import type {Options as NginxRedirectOptions} from './plugins/nginx-redirects';
import {archivedVersions} from './src/data/versions';
import {analyticsScripts} from './src/lib/analytics';
import {searchSettings} from './src/lib/search/settings';
import {withoutOtherSidebars} from './src/lib/sidebar';

// ---- Environment switches (all optional; the defaults build the public site) ----
/** Statistics / heat-map script URLs; absent by default so nothing leaves the host. */
const ANALYTICS_SCRIPTS = analyticsScripts(process.env);
/**
 * The commit the site is built from, named in the issues readers open from page feedback
 * (src/components/PageFeedback): SOURCE_COMMIT where the build has no .git (an image built from
 * an archive), else git's short hash.
 */
function buildCommit(): string {
  const fromEnv = process.env.SOURCE_COMMIT?.trim();
  if (fromEnv) return fromEnv.slice(0, 12);
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    return 'unknown';
  }
}
/** Set to any value to skip the slow "last updated" lookups from git while writing. */
const FAST_DEV = Boolean(process.env.SITE_FAST_DEV);
/** The Chromium that draws the Mermaid diagrams at build time (Debian's, as for the tests). */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const SITE_URL = 'https://www.rainbond.com';
const BASE_URL = '/';
/**
 * Search: the local index built with the site (scripts/build-search-index.mjs), or the hosted
 * DocSearch service when ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME are all set.
 */
const SEARCH = searchSettings(process.env, {url: SITE_URL, baseUrl: BASE_URL});
const SOURCE_REPOSITORY = 'https://github.com/goodrain/rainbond';

/**
 * A redirect can only be generated once its target page exists (the plugin refuses
 * dangling targets). Targets still listed as pending in the route inventory are left
 * out until the content issue that writes them removes them from that list.
 */
const pending = new Set<string>(pendingRoutes.routes as string[]);

const activeRedirects = allRedirects.filter(({to}) => !pending.has(to));

/**
 * The old English site's `/en/…` links get redirect pages in the English build only (nginx
 * answers every `/en` path itself); Docusaurus loads this file afresh for each locale it builds.
 */
const clientOnlyRedirects = (process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'en') === 'en' ? englishPrefixRedirects : [];

/**
 * Mermaid diagrams are drawn once, at build time, into inline SVG: readers get the picture
 * with the HTML (no layout shift, no script), and pages do not download the ~190 KB (gzip)
 * renderer. A diagram with a syntax error fails the build.
 */
const DIAGRAMS: [typeof rehypeDiagrams, rehypeDiagrams.DiagramOptions] = [
  rehypeDiagrams,
  {
    launchOptions: {executablePath: CHROMIUM_PATH, args: ['--disable-dev-shm-usage', '--disable-gpu']},
    // Labels as SVG text, not HTML inside <foreignObject> (whose <p> in <span> is invalid HTML).
    mermaidConfig: {theme: 'neutral', htmlLabels: false, flowchart: {htmlLabels: false}},
  },
];

/** The feature pages, listed in both the docs navbar and the footer. */
const FEATURE_LINKS = [
  {to: '/xinchuang', label: 'Localization (XinChuang)'},
  {to: '/feature/devops', label: 'DevOps'},
  {to: '/feature/multi-cluster', label: 'Multi-cluster'},
  {to: '/feature/service-mesh', label: 'Service mesh'},
  {to: '/feature/app-ops', label: 'Automated operations'},
];

const config = {
  title: 'Rainbond',
  tagline: 'Cloud-native application management platform',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: BASE_URL,
  trailingSlash: false,
  organizationName: 'goodrain',
  projectName: 'rainbond-docs',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'warn',

  future: {
    experimental_faster: true,
  },

  // The scripts load after the first paint (see the template's comment).
  ssrTemplate: PAGE_TEMPLATE,

  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'zh'],
    localeConfigs: {
      en: {label: 'English', direction: 'ltr', htmlLang: 'en-US', calendar: 'gregory'},
      zh: {label: '简体中文', direction: 'ltr', htmlLang: 'zh-CN', calendar: 'gregory', path: 'zh'},
    },
  },


  scripts: ANALYTICS_SCRIPTS.map((script) => ({...script})),

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          editUrl: `${DOCS_REPOSITORY}/tree/main`,
          showLastUpdateAuthor: !FAST_DEV,
          showLastUpdateTime: !FAST_DEV,
          lastVersion: 'current',
          includeCurrentVersion: true,
          versions: {
            current: {label: 'V6.2', path: ''},
            '5.17': {label: 'V5.17', path: '5.17', banner: 'unmaintained'},
          },
          remarkPlugins: [remarkHighlightCode, remarkTranslationStatus],
          rehypePlugins: [rehypeTableLayout, DIAGRAMS],
          async sidebarItemsGenerator({defaultSidebarItemsGenerator, ...args}) {
            const items = await defaultSidebarItemsGenerator(args);
            return withoutOtherSidebars(items, args.item.dirName);
          },
        },
        blog: {
          routeBasePath: '/blog',
          path: 'blog',
          blogTitle: 'Blog',
          blogDescription: 'Practitioner articles about running applications on Rainbond and Kubernetes.',
          postsPerPage: 18,
          blogSidebarCount: 'ALL',
          blogSidebarTitle: 'All posts',
          sortPosts: 'descending',
          showReadingTime: true,
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          remarkPlugins: [remarkHighlightCode, remarkTranslationStatus],
          rehypePlugins: [rehypeTableLayout, DIAGRAMS],
          editUrl: `${DOCS_REPOSITORY}/tree/main`,
          feedOptions: {
            type: ['rss', 'atom'],
            limit: false,
            copyright: `Copyright © ${new Date().getFullYear()} Goodrain, Inc.`,
          },
        },
        pages: {
          remarkPlugins: [remarkHighlightCode, remarkTranslationStatus],
          rehypePlugins: [rehypeTableLayout, DIAGRAMS],
        },
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          lastmod: 'date',
          changefreq: null,
          priority: null,
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    './plugins/page-cards',
    './plugins/code-highlighting',
    './plugins/date-format',
    './plugins/version-switch',
    './plugins/translation-status',
    './plugins/lean-client-bundle',
    './plugins/early-taps',
    [
      '@docusaurus/plugin-client-redirects',
      {
        redirects: [...activeRedirects, ...clientOnlyRedirects].map(({from, to}) => ({from, to})),
      } satisfies RedirectOptions,
    ],
    // The same redirects as HTTP 301s for the production nginx (deploy/nginx.conf).
    ['./plugins/nginx-redirects', {redirects: [...activeRedirects, ...assetRedirects]} satisfies NginxRedirectOptions],
  ],

  customFields: {
    search: SEARCH,
    buildCommit: buildCommit(),
  },

  themeConfig: {
    metadata: [
      {
        name: 'keywords',
        content: 'Rainbond, Kubernetes, cloud native, application management, DevOps, Helm, service mesh, offline delivery',
      },
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: true,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      // The visible text comes from src/theme/AnnouncementBar/Content (translated);
      // the id names the announcement so a future, new one is shown even to readers who
      // dismissed an older one.
      id: 'star-rainbond-2025',
      // Required by the config schema; never rendered (the Content wrapper replaces it).
      content: '<!-- see src/theme/AnnouncementBar/Content -->',
      isCloseable: false,
    },
    docs: {
      sidebar: {
        hideable: true,
        autoCollapseCategories: false,
      },
    },
    blog: {
      sidebar: {
        groupByYear: true,
      },
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 4,
    },
    navbar: {
      title: 'Rainbond',
      hideOnScroll: true,
      logo: {
        alt: 'Rainbond logo',
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: [
        {type: 'docSidebar', sidebarId: 'docs', position: 'left', label: 'Docs'},
        {
          type: 'dropdown',
          label: 'Features',
          position: 'left',
          items: [...FEATURE_LINKS],
        },
        {
          type: 'dropdown',
          label: 'In depth',
          position: 'left',
          items: [
            {to: '/usescene', label: 'Use scenes'},
            {to: '/case', label: 'Case studies'},
            {to: '/blog', label: 'Blog'},
            {type: 'docSidebar', sidebarId: 'api', label: 'OpenAPI'},
          ],
        },
        {
          type: 'docsVersionDropdown',
          position: 'right',
          dropdownItemsAfter: [
            {type: 'html', value: '<hr class="dropdown-separator" aria-hidden="true">'},
            {type: 'custom-archivedVersionsHeading'},
            ...archivedVersions.map(({label, href}) => ({href, label})),
            {type: 'html', value: '<hr class="dropdown-separator" aria-hidden="true">'},
            {to: '/docs/versions', label: 'All versions'},
          ],
        },
        {to: '/enterprise_server', label: 'Enterprise', position: 'right'},
        {type: 'localeDropdown', position: 'right'},
        {
          href: SOURCE_REPOSITORY,
          position: 'right',
          className: 'header-github-link',
          'aria-label': 'GitHub repository',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Quick start', to: '/docs/quick-start/quick-install'},
            {label: 'Tutorials', to: '/docs/tutorial'},
            {label: 'OpenAPI', to: '/docs/Intro'},
            {label: 'All versions', to: '/docs/versions'},
          ],
        },
        {
          title: 'Features',
          items: [...FEATURE_LINKS],
        },
        {
          title: 'In depth',
          items: [
            {label: 'Use scenes', to: '/usescene'},
            {label: 'Case studies', to: '/case'},
            {label: 'Blog', to: '/blog'},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'GitHub', href: SOURCE_REPOSITORY},
            {label: 'App store', href: 'https://hub.grapps.cn'},
            {label: 'Enterprise edition', to: '/enterprise_server'},
          ],
        },
      ],
      copyright:
        'Copyright © 2025 Goodrain, Inc. All rights reserved. · <a href="https://beian.miit.gov.cn" target="_blank" rel="noopener noreferrer">京ICP备15028663号-4</a>',
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
