/**
 * Redirects from URLs the previous site served, and from URLs Rainbond's own software links to,
 * to where that content lives now. Single source for both outputs: the client redirect pages
 * (plugin-client-redirects, in docusaurus.config.ts) and the HTTP 301 rules of the production
 * nginx config.
 *
 * Links shipped in Rainbond's software (tests/fixtures/upstream/product-links.json, extracted by
 * scripts/upstream/product-links.mjs from the console UI, the console backend and the main
 * repository at v5.17.3-release, v6.2.1-release and their main branches) follow one rule:
 *
 * - A path that is a page of this site answers as it is; a live page is never redirected.
 * - The old English site's `/en` prefix is dropped first (nginx does it for every path,
 *   deploy/nginx.conf), so `/en/docs/x` and `/docs/x` are one link.
 * - An old doc path leads to the page of the docs version that shipped the link: links only the
 *   5.17 release shipped go to the /docs/5.17 page; links the 6.2 release or the main branches
 *   shipped (alone or with 5.17) go to the current V6.2 page, the newest version winning.
 * - When that version has no page of that name, the link goes to the page closest to what the
 *   console shows next to it (the section overview at worst, never the docs home when a better
 *   page exists). An #anchor the console adds to such a link is kept by the browser, so the target
 *   page carries the old anchor at the matching section (src/components/LegacyAnchor).
 * - A link that is not to the docs goes to the page that does what the console promises there
 *   (its support link to the support page, its contribution link to the contribution guide).
 *
 * tests/e2e/routes.spec.ts follows every link of the fixture through nginx and through the
 * client redirect pages; src/data/redirects.test.ts checks the rule on the fixture.
 */
import {apiRedirects} from './api-redirects';

export interface Redirect {
  readonly from: string;
  readonly to: string;
}

/** Moves named one by one (micro-service examples and one build page that changed section). */
const moved: readonly Redirect[] = [
  {from: '/docs/micro-service/example/blade', to: '/docs/how-to-guides/micro-service-deploy/blade-example'},
  {from: '/docs/micro-service/example/pig', to: '/docs/how-to-guides/micro-service-deploy/pig-example'},
  {from: '/docs/use-manual/component-manage/build-source/auto_build', to: '/docs/how-to-guides/app-ops/auto-build'},
];

/**
 * Whole sections that became part of the how-to guides in V6: each old page keeps its
 * path below the new section root.
 */
const sectionMoves: readonly {oldRoot: string; newRoot: string; pages: readonly string[]}[] = [
  {
    oldRoot: '/docs/devops/app-deploy',
    newRoot: '/docs/how-to-guides/app-deploy',
    pages: [
      'deploy-job',
      'deploy-using-yaml-helm/export-chart',
      'deploy-using-yaml-helm/helm-example',
      'deploy-using-yaml-helm/yaml-convert-ram',
      'deploy-using-yaml-helm/yaml-example',
      'gitops',
      'image/image-example',
      'image/via-registry-deploy',
      'import-resource',
      'source-code/dockefile',
      'source-code/golang',
      'source-code/html',
      'source-code/nodejs',
      'source-code/php',
      'source-code/python',
      'source-code/springboot',
      'source-code/thirdparty',
    ],
  },
  {
    oldRoot: '/docs/use-manual',
    newRoot: '/docs/how-to-guides/app-ops',
    pages: [
      '',
      'app-sidecar',
      'app-store-manage',
      'app-store-manage/export-non-container-package',
      'app-store-manage/install-app',
      'app-store-manage/share-app',
      'auto-build',
      'cert-manager',
      'dependon',
      'environment',
      'environment-manage',
      'k8s-attribute',
      'lifecycle',
      'service-auto-scaling',
      'storage',
    ],
  },
  {
    oldRoot: '/docs/delivery',
    newRoot: '/docs/how-to-guides/delivery',
    pages: [
      'app-model-parameters',
      'continuous/multi-env',
      'continuous/ram',
      'continuous/source-code',
      'offline/development-iteration',
      'offline/micro-service',
      'upgrade-app',
    ],
  },
  {
    oldRoot: '/docs/localization-guide',
    newRoot: '/docs/how-to-guides/localization-guide',
    pages: [
      'intro',
      'multi-arch-app-deploy',
      'multi-arch-app-orchestration',
      'multi-arch-installation',
      'multi-arch-model',
    ],
  },
];

export const redirects: readonly Redirect[] = [
  ...moved,
  ...sectionMoves.flatMap(({oldRoot, newRoot, pages}) =>
    pages.map((page) => ({
      from: page ? `${oldRoot}/${page}` : oldRoot,
      to: page ? `${newRoot}/${page}` : newRoot,
    })),
  ),
];

/**
 * Two links of the previous site's mobile menu had no page behind them. Both promised the
 * app store, so they lead to the store's page instead of a dead end.
 */
export const navigationAliases: readonly Redirect[] = [
  {from: '/feature/app-market', to: '/marketplace'},
  {from: '/opensourceApps', to: '/marketplace'},
];

/** Paths below /docs that the V6.2 source-build guides took over. */
const sourceCode = '/docs/how-to-guides/app-deploy/source-code';

/**
 * Old paths that Rainbond's software links to (rule in this file's leading comment). Grouped by
 * the version whose page they lead to; each group says where the links come from.
 */
export const productLinks: readonly Redirect[] = [
  // Shipped by the 5.17 release only: the 5.17 console's Helm cluster screens and the
  // repository's contribution guide.
  {
    from: '/docs/installation/install-with-helm/install-from-kubernetes',
    to: '/docs/5.17/installation/install-with-helm/install-from-kubernetes',
  },
  {from: '/docs/ops-guide/tools', to: '/docs/5.17/ops-guide/tools'},
  {from: '/docs/architecture/architecture', to: '/docs/5.17/quick-start/architecture'},

  // Shipped by 5.17 and 6.2 (the component creation screens: language guides by detected
  // language, third-party components) and by the main branch (the cluster installer's help).
  {from: '/docs/troubleshooting/installation/ui', to: '/docs/troubleshooting/install'},
  {from: '/docs/use-manual/component-create/language-support', to: sourceCode},
  {from: '/docs/use-manual/component-create/language-support/dockefile', to: `${sourceCode}/dockefile`},
  {from: '/docs/use-manual/component-create/language-support/golang', to: `${sourceCode}/golang`},
  {from: '/docs/use-manual/component-create/language-support/html', to: `${sourceCode}/html`},
  {from: '/docs/use-manual/component-create/language-support/java', to: `${sourceCode}/springboot`},
  // V6.2 has no .NET guide; the overview lists what a source build detects.
  {from: '/docs/use-manual/component-create/language-support/netcore', to: sourceCode},
  {from: '/docs/use-manual/component-create/language-support/nodejs', to: `${sourceCode}/nodejs`},
  // Node.js front ends (Vue, React) are a section of the V6.2 Node.js guide.
  {from: '/docs/use-manual/component-create/language-support/nodejs-static', to: `${sourceCode}/nodejs`},
  {from: '/docs/use-manual/component-create/language-support/php', to: `${sourceCode}/php`},
  {from: '/docs/use-manual/component-create/language-support/python', to: `${sourceCode}/python`},
  {from: '/docs/use-manual/component-create/thirdparty-service/thirdparty-create', to: `${sourceCode}/thirdparty`},

  // The console's guided tour (the Guide page), unchanged from 5.17 to main. Each target is the
  // V6.2 page about what the tour's sentence names.
  {from: '/docs/user-manual/app-creation/language-support', to: sourceCode},
  {from: '/docs/user-manual/app-creation/image-support', to: '/docs/how-to-guides/app-deploy/image/image-example'},
  // Docker Compose has no V6.2 page; the image guide lists the ways to bring images.
  {from: '/docs/user-manual/app-creation/image-support/docker-compose', to: '/docs/how-to-guides/app-deploy/image/via-registry-deploy'},
  // "Topology shows every component's state": the first-app guide explains the topology's colors.
  {from: '/docs/user-manual/app-manage/app-topology', to: '/docs/quick-start/getting-started'},
  {from: '/docs/user-manual/app-manage/operation', to: '/docs/how-to-guides/app-ops/lifecycle'},
  {from: '/docs/user-manual/app-manage/share-app', to: '/docs/how-to-guides/app-ops/app-store-manage/share-app'},
  // "Back up, restore and move an app across teams": V6.2 moves apps by copying them.
  {from: '/docs/user-manual/app-manage/app-backup', to: '/docs/how-to-guides/app-ops/environment-manage'},
  {from: '/docs/user-manual/app-service-manage/service-rely', to: '/docs/how-to-guides/app-ops/dependon'},
  // Linked only with #配置文件 ("configuration files"), which V6.2 covers with variables.
  {from: '/docs/user-manual/app-service-manage/service-volume', to: '/docs/how-to-guides/app-ops/environment'},
  {from: '/docs/user-manual/app-store/app-specification', to: '/docs/how-to-guides/delivery/app-model-parameters'},
  {from: '/docs/user-manual/gateway/traffic-control', to: '/docs/tutorial/custom-gateway'},
  {from: '/docs/user-manual/gateway/cert-management', to: '/docs/tutorial/custom-gateway'},
  {from: '/docs/advanced-scenarios/devops/autobuild', to: '/docs/how-to-guides/app-ops/auto-build'},
  // The Spring Boot guide's "Private Maven repositories" section.
  {from: '/docs/advanced-scenarios/devops/connection-maven-repository', to: `${sourceCode}/springboot`},

  // Shipped by the main branches only: pages of the newer site that V6.2 has no twin of.
  {from: '/docs/how-to-guides/app-deploy/docker-compose', to: '/docs/how-to-guides/app-deploy/image/via-registry-deploy'},
  {from: `${sourceCode}/netcore`, to: sourceCode},
  // The load balancer screen's help: routing traffic through the gateway.
  {from: '/docs/how-to-guides/app-ops/gateway', to: '/docs/tutorial/custom-gateway'},

  // Not docs. The console's "get official support" links (cluster installer, footer, install
  // scripts) promise ways to reach the community: the support page lists them.
  {from: '/community/support', to: '/docs/support'},
  {from: '/community/contribution', to: '/docs/contribution'},
  // The UI's README invites readers to "join us".
  {from: '/docs/recruitment/join', to: '/docs/contribution'},
  // The old name of the current docs.
  {from: '/docs/stable', to: '/docs'},
  // The guided tour's "watch the video tutorial" for deploying from source.
  {from: '/video', to: '/docs/quick-start/getting-started'},
  // The repository's README (main): the comparison center and the offline/XinChuang topic.
  {from: '/compare', to: '/docs/quick-start/differences'},
  {from: '/compare/rainbond-vs-kubesphere', to: '/docs/quick-start/differences'},
  {from: '/compare/rainbond-vs-rancher', to: '/docs/quick-start/differences'},
  {from: '/compare/rainbond-vs-sealos', to: '/docs/quick-start/differences'},
  {from: '/offline-and-xinchuang', to: '/xinchuang'},
];

export const allRedirects: readonly Redirect[] = [...redirects, ...navigationAliases, ...productLinks, ...apiRedirects];

/** Where a path ends up: its redirect target, or the path itself. */
export function resolveRedirect(path: string, list: readonly Redirect[] = allRedirects): string {
  return list.find(({from}) => from === path)?.to ?? path;
}

/**
 * The `/en/…` URLs Rainbond's software links to (the previous English site's prefix). nginx
 * answers every `/en` path with a 301 to the path without it; these pages do the same for hosts
 * that serve the build without that configuration (English build only: see docusaurus.config.ts).
 */
const englishSiteLinks = [
  '/',
  '/community/contribution',
  '/community/support',
  '/docs',
  '/docs/how-to-guides/app-deploy/source-code/springboot',
  '/docs/installation',
  '/docs/quick-start/architecture/design-concept',
  '/docs/quick-start/getting-started',
  '/docs/support',
  '/docs/tutorial/via-rainbond-deploy-sourceandmiddleware',
  '/docs/use-manual/component-create/language-support',
  '/enterprise_server',
];

export const englishPrefixRedirects: readonly Redirect[] = englishSiteLinks.map((path) => ({
  from: path === '/' ? '/en' : `/en${path}`,
  to: resolveRedirect(path),
}));

/**
 * Files of the previous site that Rainbond's repositories embed (the console README's logo).
 * nginx only: the client redirect plugin accepts only pages as targets.
 */
export const assetRedirects: readonly Redirect[] = [{from: '/images/logo.png', to: '/img/logo.svg'}];
