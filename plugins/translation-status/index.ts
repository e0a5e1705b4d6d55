import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {pageKey, type PageState, type SectionCounts, type SectionId} from '../../src/lib/translationSources';
import {siteStatus, type SiteStatus} from './collect';

/**
 * translation-status: reads, while the site builds, whether each translated page still
 * matches the English file it records (src/lib/translationSources.ts, the module the
 * translators' script uses), and adds /translation-status in every locale: per section the
 * English pages, the translated ones, how many are up to date and how many are behind, with
 * links to the pages that are behind. The notice on those pages is the remark half (remark.ts).
 * See ../README.md.
 */

const PLUGIN_NAME = 'translation-status';
export const ROUTE = 'translation-status';
const PAGE_COMPONENT = path.resolve(__dirname, '../../src/components/TranslationStatusPage');

/** A page that is behind, as the status page links it. */
export interface BehindPage {
  readonly section: SectionId;
  readonly state: PageState;
  /** The translation's file, from the site folder. */
  readonly translationPath: string;
  /** The English file it records. */
  readonly sourcePath: string;
  /** The translated page's URL, and the English page's (null: no page was built from the file). */
  readonly translationUrl: string | null;
  readonly sourceUrl: string | null;
}

/** What the status page receives (its `status` prop). */
export interface TranslationStatusData {
  readonly locale: string;
  readonly counts: readonly SectionCounts[];
  readonly behind: readonly BehindPage[];
}

/** Route paths by page key, without the locale's base URL (`docs/x` for /zh/docs/x). */
export function pathsByKey(sources: ReadonlyArray<{source: string; permalink: string}>, baseUrl: string): Map<string, string> {
  const paths = new Map<string, string>();
  for (const {source, permalink} of sources) {
    const key = pageKey(source);
    if (key && permalink.startsWith(baseUrl)) {
      paths.set(key, permalink.slice(baseUrl.length));
    }
  }
  return paths;
}

export function statusData(status: SiteStatus, locale: string, paths: ReadonlyMap<string, string>, urlIn: (locale: string | null, routePath: string) => string): TranslationStatusData {
  return {
    locale,
    counts: status.counts,
    behind: status.pages
      .filter((page) => page.state !== 'current')
      .map((page) => {
        const routePath = paths.get(`${page.section}:${page.relPath}`);
        return {
          section: page.section,
          state: page.state,
          translationPath: page.translationPath,
          sourcePath: page.sourcePath,
          translationUrl: routePath === undefined ? null : urlIn(locale, routePath),
          sourceUrl: routePath === undefined || page.state === 'missing-source' ? null : urlIn(null, routePath),
        };
      }),
  };
}

/** What the blog and pages plugins' content has of a page (their packages come with the preset). */
interface SourcedPage {
  readonly source: string;
  readonly permalink: string;
}

interface Options {
  /** The locale whose translations are tracked; default: the site's first other locale. */
  readonly locale?: string;
}

export default function translationStatusPlugin(context: LoadContext, options: Options = {}): Plugin<SiteStatus> {
  const {i18n, siteConfig} = context;
  const locale = options.locale ?? i18n.locales.find((candidate) => candidate !== i18n.defaultLocale) ?? i18n.defaultLocale;
  const localePath = (code: string): string => i18n.localeConfigs[code]?.path ?? code;
  // The site config's base URL is the locale's (/zh/ in the Chinese build); links need the site's.
  const siteBaseUrl =
    i18n.currentLocale === i18n.defaultLocale ? siteConfig.baseUrl : siteConfig.baseUrl.replace(new RegExp(`${localePath(i18n.currentLocale)}/$`), '');
  /** A route path in a locale (null: the default one). */
  const urlIn = (target: string | null, routePath: string): string =>
    target === null || target === i18n.defaultLocale ? `${siteBaseUrl}${routePath}` : `${siteBaseUrl}${localePath(target)}/${routePath}`;
  return {
    name: PLUGIN_NAME,
    async loadContent() {
      return siteStatus(context.siteDir, locale);
    },
    async allContentLoaded({allContent, actions}) {
      const status = allContent[PLUGIN_NAME]?.default as SiteStatus | undefined;
      if (!status) {
        return;
      }
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as {blogPosts?: {metadata: SourcedPage}[]} | undefined;
      const pages = (allContent['docusaurus-plugin-content-pages']?.default ?? []) as (SourcedPage & {type: string})[];
      const sources = [
        ...(docs?.loadedVersions ?? []).flatMap((version) => version.docs),
        ...(blog?.blogPosts ?? []).map((post) => post.metadata),
        ...pages.filter((page) => page.type === 'mdx'),
      ];
      const data = statusData(status, locale, pathsByKey(sources, context.baseUrl), urlIn);
      const modulePath = await actions.createData('translation-status.json', JSON.stringify(data));
      actions.addRoute({
        path: `${context.baseUrl}${ROUTE}`,
        component: PAGE_COMPONENT,
        modules: {status: modulePath},
        exact: true,
      });
    },
    getPathsToWatch() {
      return [path.join(context.siteDir, 'i18n', locale, '**/*.{md,mdx}')];
    },
  };
}
