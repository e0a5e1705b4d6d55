/**
 * Redirects from URLs the previous site served to where that content lives now.
 * Single source for both outputs: the client redirect pages (plugin-client-redirects, in
 * docusaurus.config.ts) and the HTTP 301 rules of the production nginx config.
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

export const allRedirects: readonly Redirect[] = [...redirects, ...navigationAliases, ...apiRedirects];
